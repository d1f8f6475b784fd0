import TouchstoneRecognition

/// Everything the engine knows at a display tick, for animations that need more than progress and
/// context (an animation in another process gets it as its tick request).
///
/// The engine asks once per `TickSpan`: `tickCount` display ticks from `time` through `lastTime` show
/// the same thing, so a frame stands for all of them.
public struct AnimationFrame: Sendable, Hashable {
    /// Time of the first tick, microseconds on the replay's clock.
    public var time: Int64
    /// Display ticks this frame stands for (at least 1).
    public var tickCount: Int64
    /// Time of the last of those ticks.
    public var lastTime: Int64
    /// The transition's progress shown at the tick.
    public var progress: Double
    /// Rate of change of progress, per second.
    public var velocity: Double
    /// The transition's phase.
    public var phase: TransitionPhase
    /// The latest gesture update applied at or before the tick (nil before the first).
    public var gesture: GestureUpdate?
    /// Events since the previous frame.
    public var events: [TransitionEvent]
    /// Container, direction, contact velocity and location, seed.
    public var context: AnimationContext

    /// Creates a frame.
    public init(time: Int64, tickCount: Int64 = 1, lastTime: Int64? = nil, progress: Double, velocity: Double = 0,
                phase: TransitionPhase = .idle, gesture: GestureUpdate? = nil, events: [TransitionEvent] = [],
                context: AnimationContext = AnimationContext()) {
        self.time = time
        self.tickCount = tickCount
        self.lastTime = lastTime ?? time
        self.progress = progress
        self.velocity = velocity
        self.phase = phase
        self.gesture = gesture
        self.events = events
        self.context = context
    }
}
