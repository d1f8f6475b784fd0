/// The touch state of a device at one instant: what one `SYN_REPORT` leaves behind.
public struct TouchFrame: Sendable, Hashable {
    /// Microseconds since the start of the recording (monotonic).
    public var time: Int64
    /// The contacts down, sorted by slot.
    public var contacts: [Contact]
    /// Fingers on the device: at least `contacts.count`, more on pads with fewer slots than fingers
    /// (reported through `BTN_TOOL_*`).
    public var fingerCount: Int
    /// True when the frame follows a `SYN_DROPPED` gap: events were lost before it.
    public var isResync: Bool

    /// Creates a frame; `fingerCount` defaults to the number of contacts.
    public init(time: Int64, contacts: [Contact], fingerCount: Int? = nil, isResync: Bool = false) {
        self.time = time
        self.contacts = contacts
        self.fingerCount = max(fingerCount ?? contacts.count, contacts.count)
        self.isResync = isResync
    }

    /// True when no finger is on the device.
    public var isEmpty: Bool { fingerCount == 0 }

    /// The contact with the given id, if it is down.
    public func contact(id: Int32) -> Contact? { contacts.first { $0.id == id } }
}
