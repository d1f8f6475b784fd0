/// How the fingers sit relative to each other.
public enum Placement: String, Sendable, Hashable, CaseIterable {
    /// Side by side in a horizontal row (the inner fingers of three or more sit 2.5 mm higher).
    case row
    /// On a line rising at 35 degrees.
    case diagonal
}

/// The order fingers lift in.
public enum LiftOrder: String, Sendable, Hashable, CaseIterable {
    /// All in the same frame.
    case together
    /// In the order they landed.
    case landing
    /// Last landed first.
    case reverse
}
