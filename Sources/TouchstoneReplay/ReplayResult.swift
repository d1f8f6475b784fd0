import TouchstoneRecognition
import TouchstoneTransitions

/// Everything a replay produced, collected from `Replayer`'s stream.
public struct ReplayResult: Sendable {
    /// The configuration used.
    public var configuration: ReplayConfiguration
    /// The driving recognizer's updates, in order (what was fed to the transition).
    public var drivingUpdates: [GestureUpdate]
    /// The display ticks (as spans: an idle stretch is one value), the engine's events and the
    /// transition's final state.
    public var timeline: TransitionTimeline
    /// The outcome.
    public var outcome: ReplayOutcome
}
