/// What a recognizer knows when its fingers lift: the input to a `FinishPolicy`.
public struct ReleaseState: Sendable, Hashable {
    /// Progress at release, 0...1.
    public var progress: Double
    /// Rate of change of progress at release, per second (positive = towards completion).
    public var progressVelocity: Double
    /// Millimetres of finger travel per unit of progress (to express speeds in mm/s).
    public var millimetresPerProgress: Double
    /// The decision of the seed's rule for this gesture kind.
    public var seedDecision: GestureDecision

    /// Creates a release state.
    public init(progress: Double, progressVelocity: Double, millimetresPerProgress: Double,
                seedDecision: GestureDecision) {
        self.progress = progress
        self.progressVelocity = progressVelocity
        self.millimetresPerProgress = millimetresPerProgress
        self.seedDecision = seedDecision
    }

    /// Speed towards completion at release, mm/s.
    public var speed: Double { progressVelocity * millimetresPerProgress }
}
