/// Why a stream of evdev rows could not be decoded into touch frames.
public enum MTDecoderError: Error, Sendable, Hashable {
    /// `ABS_MT_SLOT` selected a slot the device does not have.
    case slotOutOfRange(slot: Int32, slotCount: Int, eventIndex: Int)
    /// An event is older than the one before it.
    case timeWentBackwards(previous: Int64, time: Int64, eventIndex: Int)
    /// An event has a negative time.
    case negativeTime(time: Int64, eventIndex: Int)
    /// `ABS_MT_TRACKING_ID -1` ended a contact in a slot that had none.
    case endOfUnusedSlot(slot: Int, eventIndex: Int)
    /// The device claims more slots than any real device has.
    case tooManySlots(Int)

    /// Index of the offending event in the stream, when there is one.
    public var eventIndex: Int? {
        switch self {
        case .slotOutOfRange(_, _, let i), .timeWentBackwards(_, _, let i), .negativeTime(_, let i),
             .endOfUnusedSlot(_, let i): return i
        case .tooManySlots: return nil
        }
    }
}

extension MTDecoderError: CustomStringConvertible {
    /// `event N: ABS_MT_SLOT: expected a slot in 0...4 (the device's slots), found 5`.
    public var description: String { problem.description }

    /// The error as place (the event), expectation and finding.
    public var problem: InputProblem {
        switch self {
        case let .slotOutOfRange(slot, count, i):
            return InputProblem("event \(i): ABS_MT_SLOT", expected: "a slot in 0...\(count - 1) (the device's slots)",
                                found: "\(slot)")
        case let .timeWentBackwards(previous, time, i):
            return InputProblem("event \(i): time", expected: "a time not before the previous event's \(previous) us",
                                found: "\(time) us")
        case let .negativeTime(time, i):
            return InputProblem("event \(i): time", expected: "a time of 0 or more (from the start of the recording)",
                                found: "\(time) us")
        case let .endOfUnusedSlot(slot, i):
            return InputProblem("event \(i): ABS_MT_TRACKING_ID -1",
                                expected: "a contact to end in slot \(slot)", found: "none")
        case let .tooManySlots(n):
            return InputProblem("device", expected: "at most \(MTDecoder.maximumSlots) MT slots", found: "\(n)")
        }
    }
}
