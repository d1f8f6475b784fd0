/// The ways `touchstone fuzz` perturbs a recording, with their names for `--perturb` and their
/// magnitude ranges (docs/fuzz.md). The identity magnitude leaves the recording as it is; shrinking
/// moves a magnitude towards it.
public enum PerturbationKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Fingers land one after the other: each later finger up to `magnitude` ms after the first (0-150).
    case stagger
    /// One finger lifts early: `magnitude` is the fraction of its time down that is cut (0-0.9).
    case earlyLift = "early-lift"
    /// Time stretched by the factor `magnitude` (0.5-2).
    case timescale
    /// Frames resampled to `magnitude` Hz (60-240), positions interpolated.
    case resample
    /// Each frame with fingers dropped with probability `magnitude` (0-0.3).
    case drop
    /// `magnitude` frames (1-8) lost before a SYN_DROPPED resync frame.
    case resync
    /// Gaussian position noise, standard deviation `magnitude` mm (0-1).
    case jitter
    /// Left and right swapped (directions mirrored).
    case mirror
    /// The pad turned a quarter clockwise (axes swapped; right becomes down).
    case rotate90
    /// A thumb rests near the bottom edge (of the pad as finally oriented), landing `magnitude` ms before the fingers (0-300).
    case thumb
    /// The device reports no resolution (libinput's 69 x 50 mm fallback).
    case noResolution = "no-resolution"

    /// The range magnitudes are drawn from.
    public var range: ClosedRange<Double> {
        switch self {
        case .stagger: return 0...150
        case .earlyLift: return 0.05...0.9
        case .thumb: return 0...300
        case .timescale: return 0.5...2
        case .resample: return 60...240
        case .drop: return 0...0.3
        case .resync: return 1...8
        case .jitter: return 0...1
        case .mirror, .rotate90, .noResolution: return 1...1
        }
    }

    /// Unit for messages.
    public var unit: String {
        switch self {
        case .stagger, .thumb: return "ms"
        case .resample: return "Hz"
        case .jitter: return "mm"
        case .resync: return "frames"
        case .timescale: return "x"
        case .drop: return "of frames"
        case .earlyLift: return "of its time down"
        default: return ""
        }
    }

    /// Whether the magnitude is a switch (on or off) rather than a size.
    public var isSwitch: Bool { self == .mirror || self == .rotate90 || self == .noResolution }

    /// Whether the magnitude is a whole number.
    var isWhole: Bool { self == .resync }

    /// The key of the expect block's `tolerates` object.
    public var toleranceKey: String {
        switch self {
        case .stagger: return "stagger_ms"
        case .earlyLift: return "early_lift"
        case .thumb: return "thumb_ms"
        case .timescale: return "timescale"
        case .resample: return "resample_hz"
        case .drop: return "drop"
        case .resync: return "resync_frames"
        case .jitter: return "jitter_mm"
        case .mirror: return "mirror"
        case .rotate90: return "rotate90"
        case .noResolution: return "no_resolution"
        }
    }

    /// Application order: fingers first, then time, sampling, noise, geometry, the thumb (at the bottom of the
    /// pad as finally oriented) and the resolution.
    var order: Int { Self.allCases.firstIndex(of: self)! }

    public static func < (a: PerturbationKind, b: PerturbationKind) -> Bool { a.order < b.order }
}
