/// What a transition does when its gesture is cancelled (phase `cancelled`, not a release).
public enum CancelledGesturePolicy: String, Sendable, Hashable, CaseIterable {
    /// Gagat: revert at once, no animation (toggle the style back, end).
    case revertImmediately
    /// VCTransitionsLibrary: `cancelInteractiveTransition`, animated with the finishing rule.
    case animateBack
}
