import TouchstoneRecognition
import TouchstoneTransitions

/// Everything a replay produced.
public struct ReplayResult: Sendable {
    /// The configuration used.
    public var configuration: ReplayConfiguration
    /// Every gesture update the arena produced (all recognizers).
    public var updates: [GestureUpdate]
    /// One entry per display tick.
    public var ticks: [ReplayTick]
    /// The engine's event log (will begin, toggles, finish, did end...).
    public var events: [TransitionEvent]
    /// The outcome.
    public var outcome: ReplayOutcome
}
