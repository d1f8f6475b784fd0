#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// The format's rules for a sequence of frames on one device, shared by the reader and the writer
/// so that the writer never writes what the reader would refuse.
struct FrameValidator: Sendable {
    /// Slots of the device.
    let slotCount: Int
    /// Most fingers a frame may report.
    let fingerLimit: Int
    private var previousTime: Int64 = 0

    /// Creates a validator for frames of `device`.
    init(device: DeviceDescription) {
        slotCount = device.slotCount
        fingerLimit = max(device.maxFingers, 5)
    }

    /// The first rule `frame` breaks, or nil; a valid frame becomes the previous frame.
    mutating func check(_ frame: TouchFrame) -> FrameProblem? {
        if frame.time < 0 { return .negativeTime(frame.time) }
        if frame.time < previousTime { return .timeWentBackwards(previous: previousTime, time: frame.time) }
        let contacts = frame.contacts
        if contacts.count > slotCount { return .tooManyContacts(count: contacts.count, slotCount: slotCount) }
        var usedSlots: UInt64 = 0
        for (i, contact) in contacts.enumerated() {
            guard contact.slot >= 0, contact.slot < slotCount, contact.slot < 64 else {
                return .slotOutOfRange(slot: contact.slot, slotCount: slotCount)
            }
            let bit: UInt64 = 1 << UInt64(contact.slot)
            if usedSlots & bit != 0 { return .duplicateSlot(contact.slot) }
            usedSlots |= bit
            if contact.id < 0 { return .negativeID(contact.id) }
            for other in contacts[..<i] where other.id == contact.id { return .duplicateID(contact.id) }
        }
        if frame.fingerCount < contacts.count {
            return .fingersBelowContacts(fingers: frame.fingerCount, contacts: contacts.count)
        }
        if frame.fingerCount > fingerLimit { return .tooManyFingers(fingers: frame.fingerCount, limit: fingerLimit) }
        previousTime = frame.time
        return nil
    }
}
