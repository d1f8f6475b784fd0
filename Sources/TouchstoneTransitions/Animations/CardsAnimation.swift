/// VCTransitionsLibrary's cards: the from- view tilts back and shrinks while the to- view slides
/// up from the bottom with a small overshoot (reverse: the from- view drops off the bottom while
/// the to- view comes forward).
///
/// Seed keyframes (relative start, relative duration), duration 1 s:
/// forward — from: [0, 0.4] transform -> t1, alpha -> 0.6; [0.2, 0.4] transform -> t2;
/// to (starts at y = height): [0.6, 0.2] y -> height - 30; [0.8, 0.2] y -> 0.
/// reverse — to (behind, starts scale 0.6, alpha 0.6): [0.35, 0.35] -> t1, alpha 1;
/// [0.75, 0.25] -> identity; from: [0, 0.5] y -> height.
/// t1 = m34 -1/900, scale 0.95, rotate 15° about x; t2 = m34 -1/900, translate y by -0.08 height,
/// scale 0.8. UIKit gives keyframe animations an overall ease-in-out timing function, so keyframe
/// time = ease-in-out(progress) (`timing`); between keyframes we interpolate linearly (the seed asks
/// for cubic calculation mode, whose spline smoothing we do not model); an overlapping later keyframe takes
/// over from the value the earlier one has reached at its start; transforms interpolate their
/// parameters (scale, angle, translation, m34), as Core Animation's decomposition does for these.
public struct CardsAnimation: TimedAnimation {
    /// "cards".
    public let name = "cards"
    /// The seed's 1 s; the keyframe animation's overall timing (UIKit's default ease-in-out).
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// Transform parameters: rotate about x, then scale, then translate y, then perspective.
    struct Pose: Hashable {
        var scale: Double, angle: Double, translateY: Double, m34: Double

        static let identity = Pose(scale: 1, angle: 0, translateY: 0, m34: 0)

        func mixed(with other: Pose, _ t: Double) -> Pose {
            Pose(scale: TransitionMath.lerp(scale, other.scale, t), angle: TransitionMath.lerp(angle, other.angle, t),
                 translateY: TransitionMath.lerp(translateY, other.translateY, t),
                 m34: TransitionMath.lerp(m34, other.m34, t))
        }

        var transform: Transform3D {
            Transform3D.perspective(m34: m34).translated(x: 0, y: translateY).scaled(x: scale, y: scale)
                .rotated(angle: angle, x: 1, y: 0, z: 0)
        }
    }

    /// The seed's `firstTransform`.
    static let first = Pose(scale: 0.95, angle: 15 * TransitionMath.pi / 180, translateY: 0, m34: -1.0 / 900)

    /// The seed's `secondTransformWithView:` for a view of `height`.
    static func second(height: Double) -> Pose {
        Pose(scale: 0.8, angle: 0, translateY: height * -0.08, m34: -1.0 / 900)
    }

    /// The scene at keyframe time `t` (the curve's value at the progress).
    public func scene(eased t: Double, context: AnimationContext) -> Scene {
        let h = context.height
        if !context.isReversed {
            let k1 = TransitionMath.keyframe(t, start: 0, duration: 0.4)
            var pose = Pose.identity.mixed(with: Self.first, k1)
            if t > 0.2 {
                let handover = TransitionMath.keyframe(0.2, start: 0, duration: 0.4)
                let atHandover = Pose.identity.mixed(with: Self.first, handover)
                let k2 = TransitionMath.keyframe(t, start: 0.2, duration: 0.4)
                pose = atHandover.mixed(with: Self.second(height: h), k2)
            }
            let fromAlpha = TransitionMath.lerp(1, 0.6, k1)
            var toY = h
            if t > 0.8 {
                toY = TransitionMath.lerp(h - 30, 0, TransitionMath.keyframe(t, start: 0.8, duration: 0.2))
            } else if t > 0.6 {
                toY = TransitionMath.lerp(h, h - 30, TransitionMath.keyframe(t, start: 0.6, duration: 0.2))
            }
            return Scene(containerSize: context.containerSize, backToFront: [
                SceneLayer(name: "from", frame: context.bounds, alpha: fromAlpha, transform: pose.transform),
                SceneLayer(name: "to", frame: context.bounds.offsetBy(dx: 0, dy: toY)),
            ])
        } else {
            let start = Pose(scale: 0.6, angle: 0, translateY: 0, m34: 0)
            var pose = start
            var toAlpha = 0.6
            if t > 0.75 {
                pose = Self.first.mixed(with: .identity, TransitionMath.keyframe(t, start: 0.75, duration: 0.25))
                toAlpha = 1
            } else {
                let k = TransitionMath.keyframe(t, start: 0.35, duration: 0.35)
                pose = start.mixed(with: Self.first, k)
                toAlpha = TransitionMath.lerp(0.6, 1, k)
            }
            let fromY = TransitionMath.lerp(0, h, TransitionMath.keyframe(t, start: 0, duration: 0.5))
            return Scene(containerSize: context.containerSize, backToFront: [
                SceneLayer(name: "to", frame: context.bounds, alpha: toAlpha, transform: pose.transform),
                SceneLayer(name: "from", frame: context.bounds.offsetBy(dx: 0, dy: fromY)),
            ])
        }
    }
}
