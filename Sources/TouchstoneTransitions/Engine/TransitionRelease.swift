/// What the finishing rules know at release: where the transition is and how fast it moves.
public struct TransitionRelease: Sendable, Hashable {
    /// Progress at release (0...1).
    public var progress: Double
    /// Rate of change of progress at release, per second.
    public var progressVelocity: Double
    /// Velocity of the contacts at release in points per second.
    public var contactVelocity: ScenePoint
    /// Size of the container in points.
    public var containerSize: SceneSize
    /// The animation's own duration in seconds (the percent-driven rule's default).
    public var animationDuration: Double

    /// Creates a release state.
    public init(progress: Double, progressVelocity: Double, contactVelocity: ScenePoint,
                containerSize: SceneSize, animationDuration: Double) {
        self.progress = progress
        self.progressVelocity = progressVelocity
        self.contactVelocity = contactVelocity
        self.containerSize = containerSize
        self.animationDuration = animationDuration
    }
}
