/// The axis a swipe accepts.
public enum SwipeAxis: String, Sendable, Hashable, CaseIterable {
    /// Left or right.
    case horizontal
    /// Up or down.
    case vertical
    /// Whichever dominates when it begins.
    case any
}
