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
    /// A sentence that says what was wrong and what was expected.
    public var description: String {
        switch self {
        case let .slotOutOfRange(slot, count, i):
            return "event \(i): ABS_MT_SLOT \(slot) is outside the device's slots 0...\(count - 1)"
        case let .timeWentBackwards(previous, time, i):
            return "event \(i): time \(time) us is earlier than the previous event's \(previous) us; times must not decrease"
        case let .negativeTime(time, i):
            return "event \(i): time \(time) us is negative; times count from the start of the recording"
        case let .endOfUnusedSlot(slot, i):
            return "event \(i): ABS_MT_TRACKING_ID -1 ends a contact in slot \(slot), which has none"
        case let .tooManySlots(n):
            return "the device declares \(n) MT slots; at most \(MTDecoder.maximumSlots) are supported"
        }
    }
}
