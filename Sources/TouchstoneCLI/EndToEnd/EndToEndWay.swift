/// Where an e2e session runs: here, when this machine can give the compositor a seat and the player a
/// uinput device, else inside the project's QEMU guest (scripts/kernel/boot) with the host's root.
public enum EndToEndWay: String, Sendable, Hashable {
    /// On this machine (inside the guest, or as root with a writable /dev/uinput and no desktop session).
    case here
    /// In a fresh QEMU/TCG guest booted for the session.
    case guest

    /// What decides the way.
    public struct Facts: Sendable, Hashable {
        /// Running inside the project's guest (TOUCHSTONE_GUEST=1).
        public var inGuest: Bool
        /// /dev/uinput can be opened for writing.
        public var uinputWritable: Bool
        /// Running as root (seatd can be started and the session can switch users).
        public var isRoot: Bool
        /// A desktop session is running here (WAYLAND_DISPLAY or DISPLAY set): its input devices must not be
        /// taken over by the test compositor.
        public var desktopSession: Bool

        /// Creates the facts.
        public init(inGuest: Bool, uinputWritable: Bool, isRoot: Bool, desktopSession: Bool) {
            self.inGuest = inGuest
            self.uinputWritable = uinputWritable
            self.isRoot = isRoot
            self.desktopSession = desktopSession
        }
    }

    /// The way to run given `facts`, and why, in words.
    public static func choose(_ facts: Facts) -> (way: EndToEndWay, reason: String) {
        if facts.inGuest { return (.here, "inside the QEMU guest") }
        if !facts.uinputWritable { return (.guest, "no writable /dev/uinput here") }
        if !facts.isRoot { return (.guest, "not root here (the compositor needs a seat from seatd)") }
        if facts.desktopSession { return (.guest, "a desktop session runs here (its input devices stay untouched)") }
        return (.here, "/dev/uinput is writable and seatd can give a seat here")
    }
}
