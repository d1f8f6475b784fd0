/// VCTransitionsLibrary's cross-fade: the to- view sits behind, the from- view fades out.
///
/// Seed: `toView` is sent to the back, then `fromView.alpha` animates 1 -> 0 with UIView's default
/// ease-in-out curve over `duration` (1 s). Reversing plays the same fade.
public struct CrossfadeAnimation: TimedAnimation {
    /// "crossfade".
    public let name = "crossfade"
    /// The seed's 1 s, UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        Scene.fade(from: "from", to: "to", eased: c, context: context, newChild: .below)
    }
}
