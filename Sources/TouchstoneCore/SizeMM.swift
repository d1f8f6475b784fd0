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

/// Where a device's physical size comes from, in the order the sources are tried
/// (docs/recognition.md, "Device size"): the first that has a size wins.
public enum SizeSource: String, Sendable, Hashable, CaseIterable {
    /// Given by the user for this run: `--size WxH` or the daemon configuration's `size`.
    case override
    /// Stated in the recording (`device.size_mm`).
    case declared
    /// The axes' reported resolution (units per millimetre).
    case resolution
    /// udev's hwdb (`60-evdev.hwdb`): an `EVDEV_ABS_*` resolution for a device that reports none.
    case hwdb = "udev-hwdb"
    /// libinput's device quirks: `AttrResolutionHint`, else `AttrSizeHint`.
    case quirks = "libinput-quirks"
    /// libwacom's physical size of a tablet or integrated screen (whole inches).
    case libwacom
    /// No resolution on a touchpad or touch surface: libinput's 69 x 50 mm.
    case assumedTouchpad = "assumed-touchpad"
    /// No resolution on a touchscreen: a 12-inch diagonal at the axes' aspect ratio.
    case assumedScreen = "assumed-screen"

    /// Why this size was used, for `touchstone info`.
    public var explanation: String {
        switch self {
        case .override: return "given for this run with --size or the daemon's size setting"
        case .declared: return "declared in the recording (device.size_mm)"
        case .resolution: return "from the resolution the device reports"
        case .hwdb: return "no resolution reported: udev's hwdb (EVDEV_ABS) resolution"
        case .quirks: return "no resolution reported: libinput's device quirks"
        case .libwacom: return "no resolution reported: libwacom's size for this model"
        case .assumedTouchpad: return "no resolution reported: libinput's 69 x 50 mm touchpad assumption"
        case .assumedScreen: return "no resolution reported: a 12-inch touchscreen at the axes' aspect ratio assumed"
        }
    }

    /// True for the sources that replace even a reported resolution (the user's word).
    public var overridesResolution: Bool { self == .override || self == .declared }

    /// The position in the order the sources are tried (0 first).
    public var rank: Int { Self.allCases.firstIndex(of: self)! }
}

/// A size for a device from outside its own description: the user (`--size`, the daemon's `size`)
/// or a database of devices (udev's hwdb, libinput's quirks, libwacom), with where it came from.
public struct SizeHint: Sendable, Hashable {
    /// The physical size, millimetres.
    public var size: SizeMM
    /// Which source gave it (`override`, `hwdb`, `quirks` or `libwacom`).
    public var source: SizeSource
    /// Where exactly, for `touchstone info` (a file and section, a hwdb match, a libwacom model).
    public var detail: String

    /// Creates a hint.
    public init(size: SizeMM, source: SizeSource, detail: String) {
        self.size = size
        self.source = source
        self.detail = detail
    }
}
