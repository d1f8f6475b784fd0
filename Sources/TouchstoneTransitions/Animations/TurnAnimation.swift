/// VCTransitionsLibrary's turn: the from- view turns edge-on, then the to- view turns in.
///
/// Seed: container perspective m34 = -0.002; factor = reverse ? 1 : -1; the to- view (in front)
/// starts rotated factor·(-π/2); keyframe [0, 0.5] rotates the from- view 0 -> factor·π/2, keyframe
/// [0.5, 0.5] rotates the to- view to 0. `flipDirection` vertical (the seed's default) turns about
/// the y axis, horizontal about the x axis. Duration 1 s; keyframe time = ease-in-out(progress),
/// UIKit's overall timing for keyframe animations (`curve`), linear between keyframes.
public struct TurnAnimation: TransitionAnimation {
    /// The seed's `flipDirection`.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Turn about the x axis.
        case horizontal
        /// Turn about the y axis (default).
        case vertical
    }

    /// "turn".
    public let name = "turn"
    /// Seconds (the seed's default 1).
    public var duration: Double
    /// Turn axis.
    public var direction: Direction
    /// Overall timing of the keyframe animation (UIKit's default ease-in-out).
    public var curve: TimingCurve

    /// Creates the animation.
    public init(direction: Direction = .vertical, duration: Double = 1, curve: TimingCurve = .easeInOut) {
        self.direction = direction
        self.duration = duration
        self.curve = curve
    }

    private func rotation(_ angle: Double) -> Transform3D {
        direction == .horizontal ? .rotation(angle: angle, x: 1, y: 0, z: 0) : .rotation(angle: angle, x: 0, y: 1, z: 0)
    }

    /// The scene at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        let t = curve.value(at: progress)
        let factor: Double = context.isReversed ? 1 : -1, halfPi = TransitionMath.pi / 2
        let fromAngle = TransitionMath.lerp(0, factor * halfPi, TransitionMath.keyframe(t, start: 0, duration: 0.5))
        let toAngle = TransitionMath.lerp(factor * -halfPi, 0, TransitionMath.keyframe(t, start: 0.5, duration: 0.5))
        return Scene(containerSize: context.containerSize, backToFront: [
            SceneLayer(name: "from", frame: context.bounds, transform: rotation(fromAngle)),
            SceneLayer(name: "to", frame: context.bounds, transform: rotation(toAngle)),
        ], sublayerTransform: .perspective(m34: -0.002))
    }
}
