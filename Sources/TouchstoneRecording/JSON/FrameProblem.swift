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
    /// What is wrong and what was expected.
    public var description: String {
        switch self {
        case .negativeTime(let time):
            return "t_us \(time) is negative; times count microseconds from the start of the recording"
        case let .timeWentBackwards(previous, time):
            return "t_us \(time) is earlier than the previous frame's \(previous); times must not decrease"
        case let .slotOutOfRange(slot, slotCount):
            return "contact slot \(slot) is outside the device's slots 0...\(slotCount - 1)"
        case .duplicateSlot(let slot):
            return "two contacts share slot \(slot); each slot holds at most one contact"
        case .duplicateID(let id):
            return "two contacts share id \(id); tracking ids are unique within a frame"
        case .negativeID(let id):
            return "contact id \(id) is negative; tracking ids of contacts are 0 or more"
        case let .tooManyContacts(count, slotCount):
            return "the frame has \(count) or more contacts but the device has only \(slotCount) slots"
        case let .fingersBelowContacts(fingers, contacts):
            return "fingers \(fingers) is less than the frame's \(contacts) contacts"
        case let .tooManyFingers(fingers, limit):
            return "fingers \(fingers) is more than the device can report (at most \(limit))"
        }
    }
}
