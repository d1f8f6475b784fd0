/// Gagat's theme reveal: a snapshot of the old style lies on top of the restyled view and is
/// masked by an edge that slides down with the fingers, bent like jelly by their speed.
///
/// Seed: the mask layer's origin y is the pan's vertical translation (upward motion clamps at 0);
/// here that is progress · height. Its path (in the mask's own coordinates) is: move to (0, 0),
/// quad curve to (width, 0) with control point (touch x, velocity.y / (45 / jellyFactor)), line to
/// (width, height), line to (0, height), close. A jelly factor of 0 gives a flat edge (offset 0).
/// We store the path already moved by the mask origin, in the snapshot's coordinates.
public struct RevealAnimation: TransitionAnimation {
    /// "reveal".
    public let name = "reveal"
    /// Seconds, used only by the percent-driven rule (Gagat's own finish is velocity-based).
    public var duration: Double
    /// Gagat's `jellyFactor` (default 1; 0 disables the deformation).
    public var jellyFactor: Double

    /// Creates the animation.
    public init(jellyFactor: Double = 1, duration: Double = 1) {
        self.jellyFactor = jellyFactor
        self.duration = duration
    }

    /// Vertical offset of the curve's control point for a vertical velocity in points per second.
    public func controlPointOffset(velocityY: Double) -> Double {
        let damping = jellyFactor > 0 ? 45 / jellyFactor : 0
        return damping > 0 ? velocityY / damping : 0
    }

    /// The mask path for mask origin `originY`, in the snapshot's coordinates.
    public func maskPath(originY: Double, context: AnimationContext) -> ScenePath {
        let w = context.width, h = context.height
        let control = ScenePoint(x: context.touchLocation.x, y: controlPointOffset(velocityY: context.velocity.y))
        return ScenePath([
            .move(to: .zero),
            .quadCurve(to: ScenePoint(x: w, y: 0), control: control),
            .line(to: ScenePoint(x: w, y: h)),
            .line(to: ScenePoint(x: 0, y: h)),
            .close,
        ]).offsetBy(dx: 0, dy: originY)
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        let originY = TransitionMath.clamp01(progress) * context.height
        return Scene(containerSize: context.containerSize, backToFront: [
            SceneLayer(name: "view", frame: context.bounds),
            SceneLayer(name: "snapshot", frame: context.bounds, mask: maskPath(originY: originY, context: context),
                       content: LayerContent(view: "view", region: context.bounds)),
        ])
    }
}
