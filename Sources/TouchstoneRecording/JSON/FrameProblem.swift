import TouchstoneCore

/// What is wrong with one frame of a recording, found by the reader or refused by the writer.
public enum FrameProblem: Sendable, Hashable {
    /// `t_us` is negative.
    case negativeTime(Int64)
    /// `t_us` is earlier than the previous frame's.
    case timeWentBackwards(previous: Int64, time: Int64)
    /// A contact's slot is outside the device's slots.
    case slotOutOfRange(slot: Int, slotCount: Int)
    /// Two contacts share a slot.
    case duplicateSlot(Int)
    /// Two contacts share a tracking id.
    case duplicateID(Int32)
    /// A contact has a negative tracking id (-1 means "no contact" in evdev; it is never written).
    case negativeID(Int32)
    /// More contacts than the device has slots.
    case tooManyContacts(count: Int, slotCount: Int)
    /// `fingers` is smaller than the number of contacts.
    case fingersBelowContacts(fingers: Int, contacts: Int)
    /// `fingers` is more than the device can report.
    case tooManyFingers(fingers: Int, limit: Int)
}

extension FrameProblem: CustomStringConvertible {
    /// `t_us: expected a time not before the previous frame's 10, found 9`.
    public var description: String { problem.description }

    /// The problem as place (the field of the frame), expectation and finding.
    public var problem: InputProblem {
        switch self {
        case .negativeTime(let time):
            return InputProblem("t_us", expected: "a time of 0 or more (microseconds from the start of the recording)",
                                found: "\(time)")
        case let .timeWentBackwards(previous, time):
            return InputProblem("t_us", expected: "a time not before the previous frame's \(previous)", found: "\(time)")
        case let .slotOutOfRange(slot, slotCount):
            return InputProblem("contact slot", expected: "a slot in 0...\(slotCount - 1) (the device's slots)", found: "\(slot)")
        case .duplicateSlot(let slot):
            return InputProblem("contacts", expected: "at most one contact per slot", found: "two in slot \(slot)")
        case .duplicateID(let id):
            return InputProblem("contacts", expected: "tracking ids unique within the frame", found: "two with id \(id)")
        case .negativeID(let id):
            return InputProblem("contact id", expected: "a tracking id of 0 or more", found: "\(id)")
        case let .tooManyContacts(count, slotCount):
            return InputProblem("contacts", expected: "at most \(slotCount) (the device's slots)", found: "\(count) or more")
        case let .fingersBelowContacts(fingers, contacts):
            return InputProblem("fingers", expected: "at least the frame's \(contacts) contacts", found: "\(fingers)")
        case let .tooManyFingers(fingers, limit):
            return InputProblem("fingers", expected: "at most \(limit) (what the device can report)", found: "\(fingers)")
        }
    }
}
