/// How a finishing transition moves from its release progress to its target.
public enum FinishMotion: Sendable, Hashable {
    /// A timed curve over the animation's duration.
    case curve(TimingCurve)
    /// A spring started with the release velocity (progress units per second).
    case spring(Spring, initialVelocity: Double, epsilon: Double)

    /// The reported curve kind.
    public var kind: FinishCurveKind {
        switch self {
        case .curve(let curve): return FinishCurveKind(curve)
        case .spring: return .spring
        }
    }
}
