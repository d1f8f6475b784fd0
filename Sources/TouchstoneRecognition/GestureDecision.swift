/// What a gesture decides at release: drive the transition to its end, or back to its start.
public enum GestureDecision: String, Sendable, Hashable, CaseIterable, Codable {
    /// Finish the transition.
    case complete
    /// Revert the transition.
    case cancel
}
