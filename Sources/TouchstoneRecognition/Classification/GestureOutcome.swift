/// How a classified gesture turned out, in the corpus labels' terms.
public enum GestureOutcome: String, Sendable, Hashable, CaseIterable, Codable {
    /// Released with the decision `complete`.
    case completed
    /// Released with the decision `cancel`, or cancelled (a finger lifted mid-gesture).
    case cancelled
    /// A reported failure: the transition must not start (the pessimistic pan).
    case failed
    /// Nothing was recognized.
    case none
}
