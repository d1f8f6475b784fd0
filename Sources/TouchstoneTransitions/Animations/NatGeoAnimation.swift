/// VCTransitionsLibrary's NatGeo (after MHNatGeoViewControllerTransition): the from- view swings
/// away about its left edge like a page while the to- view flies in from the right, tilted.
///
/// Seed (perspective m34 = -1/500 in every transform, first-part ratio 0.8, duration 1 s): forward,
/// the from- view is anchored at its left edge (frame kept) and goes from `sourceFirst` (no
/// rotation) to `sourceLast` — rotate 80° about y, then translate z -30, then x 170 — in the
/// keyframe [0.2, 0.8]; the to- view goes from `destinationFirst` — rotate 5° about z, translate
/// (320, -40, 150), rotate -45° about y, then 10° about x — to `destinationLast` (no motion) over
/// [0, 1]. Reverse plays the roles backwards: the returning view (still anchored at its left edge
/// from the push) goes sourceLast -> sourceFirst in [0, 0.8] and the leaving view goes
/// destinationLast -> destinationFirst over [0, 1]. The to- view is added last, so it is in front.
/// Keyframe time = ease-in-out(progress) (UIKit's overall keyframe timing); parameters interpolate
/// linearly (the seed's cubic calculation mode smoothing is not modelled). The seed's 320 and 170
/// are points on a 320 pt wide screen and are kept as written.
public struct NatGeoAnimation: TimedAnimation {
    /// "natgeo".
    public let name = "natgeo"
    /// The seed's 1 s; the keyframe animation's overall timing (UIKit's default ease-in-out).
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The seed's `kAnimationFirstPartRatio`.
    static let firstPartRatio = 0.8
    static let m34 = -1.0 / 500

    private static func radians(_ degrees: Double) -> Double { degrees / 180 * TransitionMath.pi }

    /// The source (page) transform at fraction `k` from sourceFirst (0) to sourceLast (1).
    static func source(_ k: Double) -> Transform3D {
        Transform3D.perspective(m34: m34)
            .rotated(angle: radians(80) * k, x: 0, y: 1, z: 0)
            .translated(x: 0, y: 0, z: -30 * k)
            .translated(x: 170 * k, y: 0, z: 0)
    }

    /// The destination transform at fraction `k` from destinationFirst (0) to destinationLast (1).
    static func destination(_ k: Double) -> Transform3D {
        let u = 1 - k
        return Transform3D.perspective(m34: m34)
            .rotated(angle: radians(5) * u, x: 0, y: 0, z: 1)
            .translated(x: 320 * u, y: -40 * u, z: 150 * u)
            .rotated(angle: radians(-45) * u, x: 0, y: 1, z: 0)
            .rotated(angle: radians(10) * u, x: 1, y: 0, z: 0)
    }

    /// The scene at keyframe time `t` (the curve's value at the progress).
    public func scene(eased t: Double, context: AnimationContext) -> Scene {
        let pageAnchor = ScenePoint(x: 0, y: 0.5)
        let from: SceneLayer, to: SceneLayer
        if !context.isReversed {
            let k = TransitionMath.keyframe(t, start: 1 - Self.firstPartRatio, duration: Self.firstPartRatio)
            from = SceneLayer(name: "from", frame: context.bounds, transform: Self.source(k), anchor: pageAnchor)
            to = SceneLayer(name: "to", frame: context.bounds, transform: Self.destination(t))
        } else {
            let k = TransitionMath.keyframe(t, start: 0, duration: Self.firstPartRatio)
            from = SceneLayer(name: "from", frame: context.bounds, transform: Self.destination(1 - t))
            to = SceneLayer(name: "to", frame: context.bounds, transform: Self.source(1 - k), anchor: pageAnchor)
        }
        return Scene(containerSize: context.containerSize, backToFront: [from, to])
    }
}
