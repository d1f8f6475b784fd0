/// A physical size in millimetres.
public struct SizeMM: Sendable, Hashable {
    /// Width, millimetres.
    public var width: Double
    /// Height, millimetres.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Length of the diagonal, millimetres.
    public var diagonal: Double { (width * width + height * height).squareRoot() }
}

/// Where a device's physical size comes from.
public enum SizeSource: String, Sendable, Hashable, CaseIterable {
    /// Stated by the user (a recording's `device.size_mm`).
    case declared
    /// The axes' reported resolution (units per millimetre).
    case resolution
    /// No resolution on a touchpad or touch surface: libinput's 69 x 50 mm.
    case assumedTouchpad = "assumed-touchpad"
    /// No resolution on a touchscreen: a 12-inch diagonal at the axes' aspect ratio.
    case assumedScreen = "assumed-screen"

    /// Why this size was used, for `touchstone info`.
    public var explanation: String {
        switch self {
        case .declared: return "declared in the recording (device.size_mm)"
        case .resolution: return "from the resolution the device reports"
        case .assumedTouchpad: return "no resolution reported: libinput's 69 x 50 mm touchpad assumption"
        case .assumedScreen: return "no resolution reported: a 12-inch touchscreen at the axes' aspect ratio assumed"
        }
    }
}
