/// The device classes recognition adapts to (docs/recognition.md, "Device classes").
public enum DeviceClass: String, Sendable, Hashable, CaseIterable {
    /// A multi-touch touchpad with real per-finger positions.
    case touchpad
    /// A semi-multi-touch touchpad: a bounding box instead of finger positions.
    case semiMultiTouch = "semi-mt"
    /// A touchscreen (direct touch).
    case touchscreen
    /// The touch surface of a pen tablet.
    case tabletTouch = "tablet-touch"
}
