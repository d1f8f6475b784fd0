/// A closure-backed animation: the quickest way to define your own, and the type-erased form the
/// registry and the engine keep.
public struct AnyTransitionAnimation: TransitionAnimation {
    /// Registry name.
    public let name: String
    /// Duration in seconds.
    public let duration: Double
    private let body: @Sendable (Double, AnimationContext) throws(AnimationError) -> Scene

    /// Creates an animation from a closure of (progress, context).
    public init(name: String, duration: Double = 1,
                scene: @escaping @Sendable (Double, AnimationContext) throws(AnimationError) -> Scene) {
        self.name = name
        self.duration = duration
        self.body = scene
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
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) throws(AnimationError) -> Scene {
        try body(progress, context)
    }
}
