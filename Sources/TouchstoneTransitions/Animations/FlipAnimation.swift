/// VCTransitionsLibrary's flip: a page of the from- view turns over to show the to- view.
///
/// Seed: both views are cut into left and right halves (to- halves added first, then from- halves,
/// the real views sent to the back); container perspective m34 = -0.002. Forward flips the from-
/// view's left half about its right edge, 0 -> π/2, its shadow 0 -> 1 (keyframe [0, 0.5]); then the
/// to- view's right half about its left edge, -π/2 -> -0.001, shadow 1 -> 0 (keyframe [0.5, 0.5]).
/// Reverse flips the from- right half (anchor left edge, 0 -> -π/2) and the to- left half (anchor
/// right edge, π/2 -> 0.001). Duration 1 s; keyframe time = ease-in-out(progress), UIKit's overall timing for keyframe
/// animations (`timing`), linear between keyframes.
public struct FlipAnimation: TimedAnimation {
    /// "flip".
    public let name = "flip"
    /// The seed's 1 s; the keyframe animation's overall timing (UIKit's default ease-in-out).
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at keyframe time `t` (the curve's value at the progress).
    public func scene(eased t: Double, context: AnimationContext) -> Scene {
        let reverse = context.isReversed
        let halfPi = TransitionMath.pi / 2
        let k1 = TransitionMath.keyframe(t, start: 0, duration: 0.5)
        let k2 = TransitionMath.keyframe(t, start: 0.5, duration: 0.5)
        let (leftRect, rightRect) = context.halves
        let flippedFrom = reverse ? "from.right" : "from.left", flippedTo = reverse ? "to.left" : "to.right"
        let fromAngle = TransitionMath.lerp(0, reverse ? -halfPi : halfPi, k1)
        let toAngle = TransitionMath.lerp(reverse ? halfPi : -halfPi, reverse ? 0.001 : -0.001, k2)
        let fromAnchor = ScenePoint(x: reverse ? 0 : 1, y: 0.5), toAnchor = ScenePoint(x: reverse ? 1 : 0, y: 0.5)
        let shadow = SceneColor(white: 0, alpha: 0.5)

        var layers = [SceneLayer(name: "from", frame: context.bounds), SceneLayer(name: "to", frame: context.bounds)]
        for (name, view, rect) in [("to.left", "to", leftRect), ("to.right", "to", rightRect),
                                   ("from.left", "from", leftRect), ("from.right", "from", rightRect)] {
            let content = LayerContent(view: view, region: rect)
            if name == flippedFrom || name == flippedTo {
                let isFrom = name == flippedFrom
                let transform = Transform3D.rotation(angle: isFrom ? fromAngle : toAngle, x: 0, y: 1, z: 0)
                let anchor = isFrom ? fromAnchor : toAnchor
                layers.append(SceneLayer(name: name, frame: rect, transform: transform, anchor: anchor,
                                         content: content))
                layers.append(SceneLayer(name: name + ".shadow", frame: rect, alpha: isFrom ? k1 : 1 - k2,
                                         transform: transform, anchor: anchor, color: shadow))
            } else {
                layers.append(SceneLayer(name: name, frame: rect, content: content))
            }
        }
        return Scene(containerSize: context.containerSize, backToFront: layers,
                     sublayerTransform: .perspective(m34: -0.002))
    }
}
