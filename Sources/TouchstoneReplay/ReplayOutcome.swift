import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// What a replay ended with: the gesture that drove it, the decision, and the transition's final state.
public struct ReplayOutcome: Sendable, Hashable {
    /// Every gesture the recognizers found, in order (`touchstone classify`'s results).
    public var gestures: [GestureClassification]
    /// The gesture that drove the transition (nil when none began).
    public var driver: GestureClassification?
    /// completed / cancelled / failed / none, of the driving gesture.
    public var decision: GestureOutcome
    /// Velocity at release (mm/s), when the driving gesture ended.
    public var releaseVelocity: PointMM?
    /// Progress the gesture had when it was released.
    public var progressAtRelease: Double?
    /// Duration of the last finish animation in seconds.
    public var finishDuration: Double?
    /// The transition's final progress (1 completed, 0 reverted).
    public var finalProgress: Double
    /// Gagat: the alternate style is active at the end.
    public var styleToggled: Bool
    /// GRK: the child shown at the end (container-swap only).
    public var currentChild: String?
    /// CLHopping: where the flow is at the end (hop only).
    public var hopPosition: HopPosition?
    /// Transitions that completed / reverted.
    public var completedTransitions: Int
    /// Transitions that reverted.
    public var revertedTransitions: Int
    /// Display ticks produced.
    public var displayFrames: Int
    /// Input frames in the recording.
    public var inputFrames: Int
    /// Input-to-display latency.
    public var latency: LatencySummary
}
