/// Which kind of motion finished (or reverted) a transition, for outcomes and reports.
public enum FinishCurveKind: String, Sendable, Hashable, CaseIterable {
    /// Constant speed (Gagat's `CABasicAnimation`).
    case linear
    /// Core Animation ease-in.
    case easeIn = "ease-in"
    /// Core Animation ease-out.
    case easeOut = "ease-out"
    /// Core Animation ease-in-out (UIKit's percent-driven default).
    case easeInOut = "ease-in-out"
    /// GNOME's ease-out cubic.
    case easeOutCubic = "ease-out-cubic"
    /// A custom cubic-bezier.
    case cubicBezier = "cubic-bezier"
    /// A damped spring.
    case spring
    /// No animation: the transition jumped (a cancelled gesture reverts at once).
    case immediate

    /// The kind for a timing curve.
    public init(_ curve: TimingCurve) {
        switch curve {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInOut
        case .easeOutCubic: self = .easeOutCubic
        case .cubicBezier: self = .cubicBezier
        }
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension FinishCurveKind: Codable {}
