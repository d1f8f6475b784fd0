import TouchstoneRecognition

/// The outcome-relevant final state of a run, for reports and expectations.
///
/// The engine fills the transition fields; `ContainerSwapper` and `HoppingFlow` contribute
/// `currentChild` and `hopPosition` (see `merging(_:)`).
public struct TransitionOutcome: Sendable, Hashable {
    /// Whether the alternate style is active at the end (Gagat's toggle).
    public var styleToggled: Bool
    /// The container's current child (GRK), if a container took part.
    public var currentChild: String?
    /// Where a hopping flow stands (CLHopping), if one took part.
    public var hopPosition: HopPosition?
    /// Progress at the end of the run.
    public var finalProgress: Double
    /// Duration of the last finish animation in seconds (0 for an immediate revert).
    public var finishDuration: Double?
    /// Curve of the last finish animation.
    public var finishCurve: FinishCurveKind?
    /// Decision of the last release.
    public var decision: GestureDecision?
    /// Transitions that completed.
    public var completedTransitions: Int
    /// Transitions that were reverted.
    public var revertedTransitions: Int

    /// Creates an outcome.
    public init(styleToggled: Bool = false, currentChild: String? = nil, hopPosition: HopPosition? = nil,
                finalProgress: Double = 0, finishDuration: Double? = nil, finishCurve: FinishCurveKind? = nil,
                decision: GestureDecision? = nil, completedTransitions: Int = 0, revertedTransitions: Int = 0) {
        self.styleToggled = styleToggled
        self.currentChild = currentChild
        self.hopPosition = hopPosition
        self.finalProgress = finalProgress
        self.finishDuration = finishDuration
        self.finishCurve = finishCurve
        self.decision = decision
        self.completedTransitions = completedTransitions
        self.revertedTransitions = revertedTransitions
    }

    /// This outcome with the container fields of `other` filled in where `other` has them.
    public func merging(_ other: TransitionOutcome) -> TransitionOutcome {
        var result = self
        result.currentChild = other.currentChild ?? currentChild
        result.hopPosition = other.hopPosition ?? hopPosition
        return result
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension TransitionOutcome: Codable {}
