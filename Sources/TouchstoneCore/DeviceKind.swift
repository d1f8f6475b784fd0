/// What kind of touch device a recording comes from.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable {
    /// An indirect device: fingers move a pointer (`INPUT_PROP_POINTER`, udev `ID_INPUT_TOUCHPAD`).
    case touchpad
    /// A direct device: fingers touch the screen (`INPUT_PROP_DIRECT`, udev `ID_INPUT_TOUCHSCREEN`).
    case touchscreen
    /// The touch surface of a pen tablet (Wacom): indirect like a touchpad, larger, often without resolution.
    case tabletTouch = "tablet-touch"
    /// Anything else with multi-touch axes.
    case unknown

    /// True for a device whose fingers touch what they act on (a screen).
    public var isDirect: Bool { self == .touchscreen }
}
