/// VCTransitionsLibrary's pan: the to- view slides in from the side while the from- view moves
/// half as far the other way.
///
/// Seed (written for a 320 pt wide screen): to- view starts at x = 320 (reverse: -160) and slides
/// to 0; the from- view slides to -160 (reverse: 320); the to- view is in front (reverse: behind).
/// Duration 0.3 s, UIView's ease-in-out. We use the container width for 320 and half of it for 160,
/// which is the seed exactly at 320 pt.
public struct PanAnimation: TimedAnimation {
    /// "pan".
    public let name = "pan"
    /// The seed's 0.3 s (it forces it), UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        let w = context.width, reverse = context.isReversed
        let toX = TransitionMath.lerp(reverse ? -w / 2 : w, 0, c)
        let fromX = TransitionMath.lerp(0, reverse ? w : -w / 2, c)
        let to = SceneLayer(name: "to", frame: context.bounds.offsetBy(dx: toX, dy: 0))
        let from = SceneLayer(name: "from", frame: context.bounds.offsetBy(dx: fromX, dy: 0))
        return Scene(containerSize: context.containerSize, backToFront: reverse ? [to, from] : [from, to])
    }
}
