/// UIKit's `completionSpeed` for a percent-driven transition.
public enum CompletionSpeed: Sendable, Hashable {
    /// `1 - percentComplete`, as every VCTransitionsLibrary interaction controller overrides it.
    case oneMinusProgress
    /// A fixed speed (UIKit's default is 1).
    case constant(Double)

    /// The speed at release progress `p`.
    public func value(at p: Double) -> Double {
        switch self {
        case .oneMinusProgress: return 1 - p
        case .constant(let speed): return speed
        }
    }
}
