/// How long an animation plays and how it eases: the seed's duration and timing curve, one value for
/// every built-in animation that has them (all but the reveal).
public struct AnimationTiming: Sendable, Hashable {
    /// Seconds (the percent-driven finishing rule's default duration).
    public var duration: Double
    /// The curve applied to progress (UIView's default ease-in-out unless the seed says otherwise).
    public var curve: TimingCurve

    /// Creates a timing.
    public init(duration: Double, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }
}
