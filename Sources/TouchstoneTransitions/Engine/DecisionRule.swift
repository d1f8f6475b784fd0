import TouchstoneRecognition

/// How the engine decides, at release, whether the transition completes or reverts.
public enum DecisionRule: Sendable, Hashable {
    /// Use the recognizer's `decision` from the ended update; when absent, complete if progress > 0.5.
    case recognizer
    /// VCTransitionsLibrary: complete if progress > threshold (0.5), whatever the velocity.
    case progressThreshold(Double)
    /// Gagat: complete if moving forwards (progress velocity > 0) or past half (progress > 0.5).
    case gagat
    /// The recognizer's `decision` when the ended update has one; Gagat's rule when it has none.
    case recognizerElseGagat

    /// The decision for a release at `progress` moving at `progressVelocity` per second.
    public func decide(progress: Double, progressVelocity: Double,
                       recognizerDecision: GestureDecision?) -> GestureDecision {
        switch self {
        case .recognizer:
            return recognizerDecision ?? (progress > 0.5 ? .complete : .cancel)
        case .progressThreshold(let threshold):
            return progress > threshold ? .complete : .cancel
        case .gagat:
            return progressVelocity > 0 || progress > 0.5 ? .complete : .cancel
        case .recognizerElseGagat:
            return recognizerDecision
                ?? DecisionRule.gagat.decide(progress: progress, progressVelocity: progressVelocity, recognizerDecision: nil)
        }
    }
}
