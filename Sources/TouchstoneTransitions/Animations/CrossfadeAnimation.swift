/// VCTransitionsLibrary's cross-fade: the to- view sits behind, the from- view fades out.
///
/// Seed: `toView` is sent to the back, then `fromView.alpha` animates 1 -> 0 with UIView's default
/// ease-in-out curve over `duration` (1 s). Reversing plays the same fade.
public struct CrossfadeAnimation: TransitionAnimation {
    /// "crossfade".
    public let name = "crossfade"
    /// Seconds (the seed's default 1).
    public var duration: Double
    /// UIView's default curve.
    public var curve: TimingCurve

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        let c = curve.value(at: progress)
        return Scene(containerSize: context.containerSize, backToFront: [
            SceneLayer(name: "to", frame: context.bounds),
            SceneLayer(name: "from", frame: context.bounds, alpha: 1 - c),
        ])
    }
}
