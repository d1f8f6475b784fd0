/// How an animation's value follows its time: the curves the seeds and desktops use.
public enum TimingCurve: Sendable, Hashable {
    /// Constant speed (`CABasicAnimation`'s default; Gagat's finish).
    case linear
    /// Core Animation ease-in, cubic-bezier(0.42, 0, 1, 1).
    case easeIn
    /// Core Animation ease-out, cubic-bezier(0, 0, 0.58, 1) (the portal seed).
    case easeOut
    /// Core Animation ease-in-out, cubic-bezier(0.42, 0, 0.58, 1) (UIView's default).
    case easeInOut
    /// GNOME's ease-out cubic, 1 - (1 - t)^3.
    case easeOutCubic
    /// Any cubic-bezier.
    case cubicBezier(CubicBezier)

    /// Value for time fraction `t` (clamped to 0...1).
    public func value(at t: Double) -> Double {
        let t = TransitionMath.clamp01(t)
        switch self {
        case .linear: return t
        case .easeOutCubic:
            let u = 1 - t
            return 1 - u * u * u
        default: return bezier.value(at: t)
        }
    }

    /// Derivative of the value with respect to the time fraction.
    public func derivative(at t: Double) -> Double {
        let t = TransitionMath.clamp01(t)
        switch self {
        case .linear: return 1
        case .easeOutCubic:
            let u = 1 - t
            return 3 * u * u
        default: return bezier.derivative(at: t)
        }
    }

    /// The equivalent cubic-bezier (ease-out cubic is exactly cubic-bezier(1/3, 1, 2/3, 1)).
    public var bezier: CubicBezier {
        switch self {
        case .linear: return CubicBezier(0, 0, 1, 1)
        case .easeIn: return CubicBezier(0.42, 0, 1, 1)
        case .easeOut: return CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: return CubicBezier(0.42, 0, 0.58, 1)
        case .easeOutCubic: return CubicBezier(1.0 / 3, 1, 2.0 / 3, 1)
        case .cubicBezier(let curve): return curve
        }
    }

    /// Short stable name for reports ("linear", "ease-in-out", ...).
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "ease-in"
        case .easeOut: return "ease-out"
        case .easeInOut: return "ease-in-out"
        case .easeOutCubic: return "ease-out-cubic"
        case .cubicBezier: return "cubic-bezier"
        }
    }
}
