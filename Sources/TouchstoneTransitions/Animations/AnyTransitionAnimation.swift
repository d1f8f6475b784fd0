/// A closure-backed animation: the quickest way to define your own, and the type-erased form the
/// registry and the engine keep.
public struct AnyTransitionAnimation: TransitionAnimation {
    /// Registry name.
    public let name: String
    /// Duration in seconds.
    public let duration: Double
    private let body: @Sendable (Double, AnimationContext) throws(AnimationError) -> Scene
    /// The wrapped animation's per-tick entry (nil: the progress closure answers).
    private let frameBody: (@Sendable (AnimationFrame) throws(AnimationError) -> Scene)?
    /// The wrapped animation's container outcome (nil: no container).
    private let containerBody: (@Sendable ([Int64], Int64) -> TransitionOutcome)?

    /// Creates an animation from a closure of (progress, context).
    public init(name: String, duration: Double = 1,
                scene: @escaping @Sendable (Double, AnimationContext) throws(AnimationError) -> Scene) {
        self.name = name
        self.duration = duration
        self.body = scene
        self.frameBody = nil
        self.containerBody = nil
    }

    /// Wraps another animation (type erasure).
    public init(_ animation: any TransitionAnimation) {
        if let erased = animation as? AnyTransitionAnimation {
            self = erased
            return
        }
        self.name = animation.name
        self.duration = animation.duration
        self.body = { (progress, context) throws(AnimationError) in try animation.scene(at: progress, context: context) }
        self.frameBody = { (frame) throws(AnimationError) in try animation.scene(for: frame) }
        self.containerBody = { completions, end in animation.containerOutcome(completedAt: completions, endingAt: end) }
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) throws(AnimationError) -> Scene {
        try body(progress, context)
    }

    /// The scene for a display tick: the wrapped animation's own answer when it has one.
    public func scene(for frame: AnimationFrame) throws(AnimationError) -> Scene {
        if let frameBody { return try frameBody(frame) }
        return try body(frame.progress, frame.context)
    }

    /// The wrapped animation's container outcome (empty for a closure animation).
    public func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome {
        containerBody?(completions, end) ?? TransitionOutcome()
    }
}
