import TouchstoneRecognition
import TouchstoneTransitions

/// One display tick of a replay: what the screen would show, and the gesture state it sampled.
public struct ReplayTick: Sendable, Hashable {
    /// Tick time, microseconds from the start of the recording.
    public var time: Int64
    /// Phase of the driving gesture's latest update at or before the tick (nil before it begins).
    public var gesturePhase: GesturePhase?
    /// The transition's state.
    public var transitionPhase: TransitionPhase
    /// Transition progress shown, 0...1.
    public var progress: Double
    /// Progress per second.
    public var velocity: Double
    /// Digest of the scene shown.
    public var sceneDigest: SceneDigest
    /// The scene itself, when the replay records scenes.
    public var scene: Scene?
}
