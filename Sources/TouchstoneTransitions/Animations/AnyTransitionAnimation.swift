/// A closure-backed animation: the quickest way to define your own.
public struct AnyTransitionAnimation: TransitionAnimation {
    /// Registry name.
    public let name: String
    /// Duration in seconds.
    public let duration: Double
    private let body: @Sendable (Double, AnimationContext) -> Scene

    /// Creates an animation from a closure of (progress, context).
    public init(name: String, duration: Double = 1, scene: @escaping @Sendable (Double, AnimationContext) -> Scene) {
        self.name = name
        self.duration = duration
        self.body = scene
    }

    /// Wraps another animation (type erasure).
    public init(_ animation: any TransitionAnimation) {
        self.name = animation.name
        self.duration = animation.duration
        self.body = { animation.scene(at: $0, context: $1) }
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        body(progress, context)
    }
}
