/// VCTransitionsLibrary's pan: the to- view slides in from the side while the from- view moves
/// half as far the other way.
///
/// Seed (written for a 320 pt wide screen): to- view starts at x = 320 (reverse: -160) and slides
/// to 0; the from- view slides to -160 (reverse: 320); the to- view is in front (reverse: behind).
/// Duration 0.3 s, UIView's ease-in-out. We use the container width for 320 and half of it for 160,
/// which is the seed exactly at 320 pt.
public struct PanAnimation: TransitionAnimation {
    /// "pan".
    public let name = "pan"
    /// Seconds (the seed forces 0.3).
    public var duration: Double
    /// UIView's default curve.
    public var curve: TimingCurve

    /// Creates the animation.
    public init(duration: Double = 0.3, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        let c = curve.value(at: progress)
        let w = context.width, reverse = context.isReversed
        let toX = TransitionMath.lerp(reverse ? -w / 2 : w, 0, c)
        let fromX = TransitionMath.lerp(0, reverse ? w : -w / 2, c)
        let to = SceneLayer(name: "to", frame: context.bounds.offsetBy(dx: toX, dy: 0))
        let from = SceneLayer(name: "from", frame: context.bounds.offsetBy(dx: fromX, dy: 0))
        return Scene(containerSize: context.containerSize, backToFront: reverse ? [to, from] : [from, to])
    }
}
