/// Where an interactive transition is: Gagat's idle -> tracking -> transitioning -> idle.
public enum TransitionPhase: String, Sendable, Hashable, CaseIterable {
    /// No transition in progress.
    case idle
    /// A gesture drives the progress.
    case tracking
    /// Released: animating to complete or revert (Gagat's "transitioning").
    case finishing
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension TransitionPhase: Codable {}
