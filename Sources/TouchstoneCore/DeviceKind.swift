/// What kind of touch device a recording comes from.
public enum DeviceKind: String, Sendable, Hashable, CaseIterable {
    /// An indirect device: fingers move a pointer (`INPUT_PROP_POINTER`, udev `ID_INPUT_TOUCHPAD`).
    case touchpad
    /// A direct device: fingers touch the screen (`INPUT_PROP_DIRECT`, udev `ID_INPUT_TOUCHSCREEN`).
    case touchscreen
    /// Anything else with multi-touch axes.
    case unknown
}
