/// How the fingers cover the distance over the motion's duration: the fraction of the path done at
/// each fraction `u` of the duration.
public enum VelocityProfile: String, Sendable, Hashable, CaseIterable {
    /// Minimum-jerk: starts and stops smoothly (speed 0 at release).
    case easeInOut = "ease-in-out"
    /// Constant speed, still moving at release.
    case constant
    /// Accelerating to the end: a fling, fastest at release.
    case fling
    /// Out to the full distance and back to the start (a gesture the user takes back: it cancels).
    case outAndBack = "out-and-back"
    /// Smooth start, then the release speed the spec asks for (`release_speed_mm_s`).
    case release

    /// Fraction of the path at `u` (0...1) of the duration; `k` is the release profile's end slope.
    public func fraction(_ u: Double, releaseSlope k: Double = 0) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .easeInOut: return Self.minimumJerk(u)
        case .constant: return u
        case .fling: return u * u
        case .outAndBack: return u < 0.5 ? Self.minimumJerk(u / 0.5) : 1 - Self.minimumJerk((u - 0.5) / 0.5)
        case .release: return (3 * u * u - 2 * u * u * u) + k * (u * u * u - u * u)
        }
    }

    /// Whether the fingers are still moving when the motion ends.
    public var movesAtEnd: Bool { self == .constant || self == .fling || self == .release }

    /// The largest slope of `fraction` (peak speed = slope x distance / duration).
    public func peakSlope(releaseSlope k: Double = 0) -> Double {
        var peak = 0.0
        let steps = 400
        for i in 0..<steps {
            let a = Double(i) / Double(steps), b = Double(i + 1) / Double(steps)
            peak = max(peak, abs(fraction(b, releaseSlope: k) - fraction(a, releaseSlope: k)) * Double(steps))
        }
        return peak
    }

    private static func minimumJerk(_ u: Double) -> Double { u * u * u * (10 - 15 * u + 6 * u * u) }
}
