import TouchstoneRecognition

/// What one display tick saw: the record a timeline is made of.
public struct TransitionTick: Sendable, Hashable {
    /// Tick time in microseconds.
    public var time: Int64
    /// Phase of the latest gesture update applied at or before the tick (nil before the first).
    public var gesturePhase: GesturePhase?
    /// Transition phase at the tick.
    public var phase: TransitionPhase
    /// Progress at the tick (the latest gesture state while tracking, animated while finishing).
    public var progress: Double
    /// Rate of change of progress, per second.
    public var velocity: Double
    /// Digest of the scene at the tick.
    public var sceneDigest: SceneDigest
    /// Events since the previous tick (inclusive of this tick's time).
    public var events: [TransitionEvent]
    /// The scene itself, when the engine records scenes.
    public var scene: Scene?

    /// Creates a tick record.
    public init(time: Int64, gesturePhase: GesturePhase? = nil, phase: TransitionPhase, progress: Double, velocity: Double,
                sceneDigest: SceneDigest, events: [TransitionEvent] = [], scene: Scene? = nil) {
        self.time = time
        self.gesturePhase = gesturePhase
        self.phase = phase
        self.progress = progress
        self.velocity = velocity
        self.sceneDigest = sceneDigest
        self.events = events
        self.scene = scene
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension TransitionTick: Codable {}
