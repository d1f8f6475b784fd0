/// VCTransitionsLibrary's cube (by Andrés Brun): the two views are faces of a cube turning by 90°.
///
/// Seed: dir = reverse ? 1 : -1. Horizontal (about y, `axis` `.y`): from- view rotates 0 -> dir·π/2
/// about y with anchor x = (dir == 1 ? 1 : 0); to- view rotates -dir·π/2 -> 0 with anchor
/// x = (dir == 1 ? 0 : 1); both get `m34 = -1/200` written into their rotation matrix (identity at the
/// ends that are identity); in between, Core Animation's decomposition turns the face and applies the
/// growing perspective part of that matrix (`Transform3D.perspectiveTurn`), so each turning face is a
/// trapezoid whose shared (anchored) edge is taller than its free edge; the container slides from
/// dir·width/2 to -dir·width/2. Black 0.8-alpha shadows: from 0 -> 1, to 1 -> 0. Setting the anchor
/// without moving the position shifts each frame by half a width, which the container slide
/// compensates. The seed's vertical cube (`axis` `.x`) uses the x axis, heights and anchors in y.
/// Duration 1 s, UIView's ease-in-out.
public struct CubeAnimation: TimedAnimation {
    /// "cube".
    public let name = "cube"
    /// The axis the cube turns about (`.y`, the seed's default horizontal cube, or `.x`, its vertical one).
    public var axis: RotationAxis
    /// The seed's 1 s, UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(axis: RotationAxis = .y, duration: Double = 1, curve: TimingCurve = .easeInOut) {
        self.axis = axis
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The seed's `PERSPECTIVE`.
    static let perspective = -1.0 / 200

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        let dir: Double = context.isReversed ? 1 : -1
        let size = context.containerSize, center = context.bounds.center
        let halfPi = TransitionMath.pi / 2
        // The seed's end angles: the from- face turns away, the to- face turns in from the other side.
        let fromEnd = (axis == .y ? dir : -dir) * halfPi
        let toStart = (axis == .y ? -dir : dir) * halfPi
        let fromTransform = Transform3D.perspectiveTurn(angle: fromEnd, about: axis, m34: Self.perspective, fraction: c)
        let toTransform = Transform3D.perspectiveTurn(angle: toStart, about: axis, m34: Self.perspective, fraction: 1 - c)
        let fromAnchor: ScenePoint, toAnchor: ScenePoint
        let containerTransform: Transform3D
        switch axis {
        case .y:
            fromAnchor = ScenePoint(x: dir == 1 ? 1 : 0, y: 0.5)
            toAnchor = ScenePoint(x: dir == 1 ? 0 : 1, y: 0.5)
            let slide = TransitionMath.lerp(dir * size.width / 2, -dir * size.width / 2, c)
            containerTransform = .translation(x: slide, y: 0)
        case .x:
            fromAnchor = ScenePoint(x: 0.5, y: dir == 1 ? 1 : 0)
            toAnchor = ScenePoint(x: 0.5, y: dir == 1 ? 0 : 1)
            let slide = TransitionMath.lerp(dir * size.height / 2, -dir * size.height / 2, c)
            containerTransform = .translation(x: 0, y: slide)
        }
        let fromFrame = SceneRect.anchored(size: size, anchor: fromAnchor, position: center)
        let toFrame = SceneRect.anchored(size: size, anchor: toAnchor, position: center)
        let shadow = SceneColor(white: 0, alpha: 0.8)
        return Scene(containerSize: size, backToFront: [
            SceneLayer(name: "from", frame: fromFrame, transform: fromTransform, anchor: fromAnchor),
            SceneLayer(name: "from.shadow", frame: fromFrame, alpha: c, transform: fromTransform, anchor: fromAnchor,
                       color: shadow),
            SceneLayer(name: "to", frame: toFrame, transform: toTransform, anchor: toAnchor),
            SceneLayer(name: "to.shadow", frame: toFrame, alpha: 1 - c, transform: toTransform, anchor: toAnchor,
                       color: shadow),
        ], containerTransform: containerTransform)
    }
}
