import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// What a replay ended with: the gestures found, the one that drove the transition, and the
/// transition's final state.
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
    /// The transition's final state (progress, style, finish, containers, counts).
    public var transition: TransitionOutcome
    /// Display ticks shown (idle ones included, though they are counted rather than kept).
    public var displayFrames: Int64
    /// Input frames in the recording.
    public var inputFrames: Int
    /// Input-to-display latency.
    public var latency: LatencySummary
}
