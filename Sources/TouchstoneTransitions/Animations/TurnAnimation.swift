/// VCTransitionsLibrary's turn: the from- view turns edge-on, then the to- view turns in.
///
/// Seed: container perspective m34 = -0.002; factor = reverse ? 1 : -1; the to- view (in front)
/// starts rotated factor·(-π/2); keyframe [0, 0.5] rotates the from- view 0 -> factor·π/2, keyframe
/// [0.5, 0.5] rotates the to- view to 0. The seed's `flipDirection` vertical (its default) turns about
/// the y axis (`axis` `.y`), horizontal about the x axis (`.x`). Duration 1 s; keyframe time =
/// ease-in-out(progress), UIKit's overall timing for keyframe animations (`timing`), linear between
/// keyframes.
public struct TurnAnimation: TimedAnimation {
    /// "turn".
    public let name = "turn"
    /// The axis the views turn about (`.y`, the seed's default vertical `flipDirection`, or `.x`).
    public var axis: RotationAxis
    /// The seed's 1 s; the keyframe animation's overall timing (UIKit's default ease-in-out).
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(axis: RotationAxis = .y, duration: Double = 1, curve: TimingCurve = .easeInOut) {
        self.axis = axis
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at keyframe time `t` (the curve's value at the progress).
    public func scene(eased t: Double, context: AnimationContext) -> Scene {
        let factor: Double = context.isReversed ? 1 : -1, halfPi = TransitionMath.pi / 2
        let fromAngle = TransitionMath.lerp(0, factor * halfPi, TransitionMath.keyframe(t, start: 0, duration: 0.5))
        let toAngle = TransitionMath.lerp(factor * -halfPi, 0, TransitionMath.keyframe(t, start: 0.5, duration: 0.5))
        return Scene(containerSize: context.containerSize, backToFront: [
            SceneLayer(name: "from", frame: context.bounds, transform: axis.rotation(fromAngle)),
            SceneLayer(name: "to", frame: context.bounds, transform: axis.rotation(toAngle)),
        ], sublayerTransform: .perspective(m34: -0.002))
    }
}
