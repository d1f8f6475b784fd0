/// Any transition animation: a function from progress (0...1) and a context to a scene.
///
/// Progress is the transition's time fraction as UIKit's percent-driven transitions use it: the
/// animation applies its own timing curve (e.g. UIView's ease-in-out) to it, so a scene at p = 0.25
/// shows what the seed's animation shows a quarter of the way through its duration. Progress
/// outside 0...1 is clamped by implementations.
///
/// The driver asks for a scene only when a display tick may show something new: ticks that repeat the
/// previous one (nothing moving) reuse its scene, so an implementation must give the same scene for the
/// same progress and context. Built-ins are pure and never throw; an animation computed elsewhere (a
/// child process) throws `AnimationError` when it cannot answer, and the replay stops with that error.
public protocol TransitionAnimation: Sendable {
    /// Registry name, e.g. "crossfade".
    var name: String { get }
    /// The seed's duration in seconds (the percent-driven finishing rule's default).
    var duration: Double { get }
    /// The scene at `progress` in `context`.
    func scene(at progress: Double, context: AnimationContext) throws(AnimationError) -> Scene
    /// The scene for a display tick (the engine's call): `scene(at:context:)` unless the animation needs
    /// the tick's time, phases and events too.
    func scene(for frame: AnimationFrame) throws(AnimationError) -> Scene
    /// The final state of the container this animation plays in (GRK's swap: `currentChild`, CLHopping's
    /// flow: `hopPosition`) after transitions completed at `completions`, in a run ending at `end`;
    /// empty (the default) for an animation that moves no container.
    func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome
}

extension TransitionAnimation {
    /// The scene at the frame's progress in its context.
    public func scene(for frame: AnimationFrame) throws(AnimationError) -> Scene {
        try scene(at: frame.progress, context: frame.context)
    }

    /// No container: an empty outcome.
    public func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome {
        TransitionOutcome()
    }
}
