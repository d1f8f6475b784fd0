/// Everything besides progress that an animation's scene may depend on.
public struct AnimationContext: Sendable, Hashable {
    /// Size of the container in points (375 x 667 by default).
    public var containerSize: SceneSize
    /// Play the animation in reverse (a navigation pop, a dismiss), as the seeds' `reverse` flag.
    public var isReversed: Bool
    /// Velocity of the contacts in points per second (Gagat's jelly edge).
    public var velocity: ScenePoint
    /// Location of the contacts in container points (Gagat's jelly control point x).
    public var touchLocation: ScenePoint
    /// Seed for animations with randomness (explode); the same seed gives the same scene.
    public var seed: UInt64

    /// Creates a context.
    public init(containerSize: SceneSize = .iPhone, isReversed: Bool = false, velocity: ScenePoint = .zero,
                touchLocation: ScenePoint = .zero, seed: UInt64 = 0) {
        self.containerSize = containerSize
        self.isReversed = isReversed
        self.velocity = velocity
        self.touchLocation = touchLocation
        self.seed = seed
    }

    /// Container width.
    var width: Double { containerSize.width }
    /// Container height.
    var height: Double { containerSize.height }
    /// The full container rectangle.
    var bounds: SceneRect { SceneRect(size: containerSize) }
    /// The container's left and right halves (the flip's pages, the portal's doors).
    var halves: (left: SceneRect, right: SceneRect) {
        (SceneRect(x: 0, y: 0, width: width / 2, height: height), SceneRect(x: width / 2, y: 0, width: width / 2, height: height))
    }
}
