import Foundation
import Testing
@testable import TouchstoneTransitions

/// Expected values are worked out from the seeds' code; see each comment. ease-in-out(0.25) =
/// 0.1291619 and ease-out(0.5) = 0.6846432, ease-out(0.25) = 0.3781381 (cubic-bezier solved
/// independently, see TimingTests). Container 375 x 667.
@Suite("Built-in animations at key progress values")
struct AnimationTests {
    let eio25 = 0.1291619310473198
    let eo25 = 0.37813813082510966
    let eo50 = 0.6846431874274606

    /// The named layer; a missing one records an issue and yields a NaN layer that fails every check.
    func layer(_ scene: Scene, _ name: String) -> SceneLayer {
        guard let found = scene.layer(named: name) else {
            Issue.record("missing layer \(name)")
            return SceneLayer(name: "<missing>", frame: SceneRect(x: .nan, y: .nan, width: .nan, height: .nan), alpha: .nan)
        }
        return found
    }

    @Test("crossfade: from fades out over the to- view with ease-in-out; reverse is the same")
    func crossfade() throws {
        let animation = CrossfadeAnimation()
        // fromView.alpha 1 -> 0: alpha = 1 - easeInOut(p).
        for (p, alpha) in [(0.0, 1.0), (0.25, 1 - eio25), (0.5, 0.5), (1.0, 0.0)] {
            for reversed in [false, true] {
                let scene = animation.scene(at: p, context: context(reversed: reversed))
                #expect(close(layer(scene, "from").alpha, alpha))
                #expect(layer(scene, "to").alpha == 1)
                #expect(scene.orderedLayers.map(\.name) == ["to", "from"])
            }
        }
    }

    @Test("pan: to- view from x = width (reverse -width/2), from- view to -width/2 (reverse width)")
    func pan() throws {
        let animation = PanAnimation()
        #expect(animation.duration == 0.3)
        // Forward p = 0.5 (c = 0.5): to.x = 375 * 0.5 = 187.5; from.x = -187.5 * 0.5 = -93.75.
        var scene = animation.scene(at: 0.5, context: context())
        #expect(layer(scene, "to").frame.minX == 187.5)
        #expect(layer(scene, "from").frame.minX == -93.75)
        #expect(scene.orderedLayers.map(\.name) == ["from", "to"])
        // p = 0.25: to.x = 375 (1 - c), from.x = -187.5 c.
        scene = animation.scene(at: 0.25, context: context())
        #expect(close(layer(scene, "to").frame.minX, 375 * (1 - eio25)))
        #expect(close(layer(scene, "from").frame.minX, -187.5 * eio25))
        // Ends: p = 0 untouched, p = 1 to at 0.
        #expect(layer(animation.scene(at: 0, context: context()), "to").frame.minX == 375)
        #expect(layer(animation.scene(at: 1, context: context()), "to").frame.minX == 0)
        // Reverse p = 0.5: to.x = -187.5 * 0.5 = -93.75, from.x = 375 * 0.5 = 187.5, to behind.
        scene = animation.scene(at: 0.5, context: context(reversed: true))
        #expect(layer(scene, "to").frame.minX == -93.75)
        #expect(layer(scene, "from").frame.minX == 187.5)
        #expect(scene.orderedLayers.map(\.name) == ["to", "from"])
    }

    @Test("cards forward: tilt and shrink, then the to- view rises with a 30 pt overshoot")
    func cardsForward() throws {
        // Keyframe structure checked with linear overall timing; see `keyframeTiming` for UIKit's ease-in-out.
        let animation = CardsAnimation(curve: .linear)
        // p = 0.25: keyframe 2 ([0.2, +0.4]) has taken over at k = 0.125 from the value keyframe 1
        // reached at 0.2 (half of t1: scale 0.975, 7.5°, m34 -1/1800) towards t2 (scale 0.8, 0°,
        // ty -0.08 * 667 = -53.36, m34 -1/900): scale 0.953125, angle 6.5625°, ty -6.67,
        // m34 -0.000625. Matrix R·S·T·P: m11 = s, m22 = s cos a, m23 = sin a, m42 = ty,
        // m34 = cos a * m34. Alpha keyframe [0, 0.4] 1 -> 0.6 at 0.625: 0.75.
        var scene = animation.scene(at: 0.25, context: context())
        let from = layer(scene, "from")
        #expect(close(from.alpha, 0.75))
        #expect(close(from.transform.m11, 0.953125))
        #expect(close(from.transform.m22, 0.9468799144))
        #expect(close(from.transform.m23, 0.1142869650))
        #expect(close(from.transform.m42, -6.67))
        #expect(close(from.transform.m34, -0.00062090486189, 1e-13))
        #expect(layer(scene, "to").frame.minY == 667)
        // p = 0.7: [0.6, +0.2] half way 667 -> 637 = 652. p = 0.9: [0.8, +0.2] half way 637 -> 0 = 318.5.
        #expect(close(layer(animation.scene(at: 0.7, context: context()), "to").frame.minY, 652))
        #expect(close(layer(animation.scene(at: 0.9, context: context()), "to").frame.minY, 318.5))
        // p = 1: to in place, from at t2 (scale 0.8, ty -53.36) with alpha 0.6.
        scene = animation.scene(at: 1, context: context())
        #expect(layer(scene, "to").frame.minY == 0)
        #expect(close(layer(scene, "from").transform.m11, 0.8) && close(layer(scene, "from").transform.m42, -53.36))
        #expect(close(layer(scene, "from").alpha, 0.6))
        #expect(animation.scene(at: 0, context: context()).layer(named: "from")?.transform == .identity)
    }

    @Test("cards reverse: from- view drops, to- view comes forward from scale 0.6")
    func cardsReverse() throws {
        let animation = CardsAnimation(curve: .linear)
        // p = 0.25: from [0, +0.5] at 0.5: y = 333.5; to untouched: scale 0.6, alpha 0.6.
        var scene = animation.scene(at: 0.25, context: context(reversed: true))
        #expect(layer(scene, "from").frame.minY == 333.5)
        #expect(close(layer(scene, "to").transform.m11, 0.6) && close(layer(scene, "to").alpha, 0.6))
        // p = 0.5: to keyframe [0.35, +0.35] at 3/7: alpha 0.6 + 0.4 * 3/7, scale 0.6 + 0.35 * 3/7 = 0.75.
        scene = animation.scene(at: 0.5, context: context(reversed: true))
        #expect(close(layer(scene, "to").alpha, 0.6 + 0.4 * 3 / 7))
        #expect(close(layer(scene, "to").transform.m11, 0.75))
        #expect(layer(scene, "from").frame.minY == 667)
        scene = animation.scene(at: 1, context: context(reversed: true))
        #expect(layer(scene, "to").transform == .identity && layer(scene, "to").alpha == 1)
        #expect(scene.orderedLayers.map(\.name) == ["to", "from"])
    }

    @Test("cube horizontal forward: faces turn about their shared edge while the container slides")
    func cubeForward() throws {
        let animation = CubeAnimation()
        // dir = -1. p = 0: container at dir * 375 / 2 = -187.5; from anchor x 0 -> frame x = 187.5,
        // so on screen it spans 0...375; to (anchor x 1, frame x -187.5) is rotated -dir·π/2 = π/2
        // about y with m34 = -1/200: m13 = -1, m31 = 1.
        var scene = animation.scene(at: 0, context: context())
        #expect(scene.containerTransform.m41 == -187.5)
        #expect(layer(scene, "from").frame.minX == 187.5 && layer(scene, "from").transform == .identity)
        let to0 = layer(scene, "to")
        #expect(to0.frame.minX == -187.5 && close(to0.transform.m13, -1) && close(to0.transform.m31, 1))
        #expect(close(to0.transform.m34, -0.005) && close(to0.transform.m14, 0))
        #expect(zip(to0.transform.entries, seedCubeFace(angle: .pi / 2).entries).allSatisfy { close($0, $1, 1e-12) })
        #expect(layer(scene, "to.shadow").alpha == 1 && layer(scene, "from.shadow").alpha == 0)
        // p = 0.5 (c = 0.5): container at 0; from at -π/4 (m13 = +0.7071), to at +π/4. Core Animation
        // interpolates the seed's matrix R·P(q), q = m34 · R's third row = (±0.005, 0, 0), part by part:
        // half the angle and half of q, so each face gets w = 1 + m14·x with |m14| = 0.0025 · cos 45°
        // growing towards its free edge (from: x > 0 from its anchor, to: x < 0).
        scene = animation.scene(at: 0.5, context: context())
        #expect(close(scene.containerTransform.m41, 0))
        let from = layer(scene, "from"), to = layer(scene, "to")
        #expect(close(from.transform.m13, 0.7071067812) && close(from.transform.m14, 0.0017677670))
        #expect(close(from.transform.m34, -0.0017677670))
        #expect(close(to.transform.m13, -0.7071067812) && close(to.transform.m14, -0.0017677670))
        #expect(close(to.transform.m34, -0.0017677670))
        #expect(layer(scene, "from.shadow").alpha == 0.5)
        // p = 1: container at +187.5: the to- face (frame -187.5) lands on 0...375, untransformed.
        scene = animation.scene(at: 1, context: context())
        #expect(scene.containerTransform.m41 == 187.5 && layer(scene, "to").transform == .identity)
        #expect(close(layer(scene, "from").transform.m13, 1) && close(layer(scene, "from").transform.m34, -0.005))
        #expect(zip(layer(scene, "from").transform.entries, seedCubeFace(angle: -.pi / 2).entries).allSatisfy { close($0, $1, 1e-12) })
    }

    /// The seed's end matrix: `t = CATransform3DMakeRotation(angle, 0, 1, 0); t.m34 = -1.0 / 200`.
    func seedCubeFace(angle: Double) -> Transform3D {
        var t = Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0)
        t.m34 = -1.0 / 200
        return t
    }

    @Test("cube reverse and vertical")
    func cubeVariants() throws {
        // Reverse p = 0.25: dir = 1, container = 187.5 - 375 c; from anchor x 1 (frame -187.5), angle c·π/2.
        var scene = CubeAnimation().scene(at: 0.25, context: context(reversed: true))
        #expect(close(scene.containerTransform.m41, 187.5 - 375 * eio25))
        let from = layer(scene, "from")
        #expect(from.frame.minX == -187.5 && from.anchor == ScenePoint(x: 1, y: 0.5))
        #expect(close(from.transform.m13, -sin(eio25 * .pi / 2)))
        // Vertical p = 0.5: rotation about x, container slides in y: 0 at half way; from angle -dir·π/4 = π/4.
        scene = CubeAnimation(axis: .x).scene(at: 0.5, context: context())
        #expect(close(scene.containerTransform.m42, 0) && scene.containerTransform.m41 == 0)
        #expect(close(layer(scene, "from").transform.m23, 0.7071067812))
        #expect(layer(scene, "from").anchor == ScenePoint(x: 0.5, y: 0))
    }

    @Test("fold: strips move between their places and the edges while folding by π/2")
    func fold() throws {
        let animation = FoldAnimation()
        // 2 folds: fold width 93.75. p = 0.5 (c = 0.5):
        var scene = animation.scene(at: 0.5, context: context())
        #expect(scene.layers.count == 2 + 2 * 4 * 2)
        #expect(scene.sublayerTransform.m34 == -0.005)
        // from fold 0 left: position 0 -> 375, half way 187.5; anchor x 0 so frame x = 187.5;
        // transform P(-0.0025) rotated π/4: m11 = cos, m13 = -sin, m14 = m13 * m34, m34 = cos * m34.
        let fromLeft = layer(scene, "from.fold.0.left")
        #expect(fromLeft.frame.minX == 187.5 && fromLeft.frame.size.width == 93.75)
        #expect(close(fromLeft.transform.m13, -0.7071067812) && close(fromLeft.transform.m14, 0.0017677670))
        #expect(close(fromLeft.transform.m34, -0.0017677670))
        #expect(fromLeft.content == LayerContent(view: "from", region: SceneRect(x: 0, y: 0, width: 93.75, height: 667)))
        // from fold 1 right: position 375 -> 375; anchor x 1: frame x = 375 - 93.75 = 281.25.
        #expect(layer(scene, "from.fold.1.right").frame.minX == 281.25)
        // to fold 1 left: position 0 -> offset 187.5, half way 93.75; rotation π/2 -> 0 at π/4.
        let toLeft = layer(scene, "to.fold.1.left")
        #expect(toLeft.frame.minX == 93.75 && close(toLeft.transform.m13, -0.7071067812))
        #expect(layer(scene, "to.fold.1.left.shadow").alpha == 0.5)
        // p = 1: to strips in place, untransformed; from strips edge-on at 375.
        scene = animation.scene(at: 1, context: context())
        #expect(layer(scene, "to.fold.1.right").frame.minX == 281.25)
        #expect(layer(scene, "to.fold.1.right").transform == .identity)
        #expect(layer(scene, "from.fold.0.right").frame.minX == 375 - 93.75)
        // Reverse p = 0.5: from fold 1 left moves 187.5 -> 0: 93.75.
        scene = animation.scene(at: 0.5, context: context(reversed: true))
        #expect(layer(scene, "from.fold.1.left").frame.minX == 93.75)
        // Fold count is configurable: 3 folds -> 2 + 24 layers, width 62.5.
        scene = FoldAnimation(folds: 3).scene(at: 0, context: context())
        #expect(scene.layers.count == 26 && layer(scene, "from.fold.2.left").frame.minX == 250)
    }

    @Test("flip: from- left half turns over in the first half, to- right half in the second")
    func flip() throws {
        let animation = FlipAnimation(curve: .linear)
        // p = 0.25: keyframe 1 at 0.5: from.left at π/4 about y (m13 = -0.7071), shadow 0.5; to.right still -π/2.
        var scene = animation.scene(at: 0.25, context: context())
        #expect(close(layer(scene, "from.left").transform.m13, -0.7071067812))
        #expect(layer(scene, "from.left").anchor == ScenePoint(x: 1, y: 0.5))
        #expect(layer(scene, "from.left.shadow").alpha == 0.5)
        #expect(close(layer(scene, "to.right").transform.m13, 1))
        #expect(layer(scene, "from.right").transform == .identity)
        #expect(scene.orderedLayers.map(\.name) == ["from", "to", "to.left", "to.right", "to.right.shadow",
                                                   "from.left", "from.left.shadow", "from.right"])
        // p = 0.75: from.left at π/2; to.right half way -π/2 -> -0.001: -0.7858981634, shadow 0.5.
        scene = animation.scene(at: 0.75, context: context())
        #expect(close(layer(scene, "from.left").transform.m11, 0))
        #expect(close(layer(scene, "to.right").transform.m13, sin(0.7858981634)))
        #expect(layer(scene, "to.right.shadow").alpha == 0.5)
        // p = 1: to.right at -0.001 (the seed's hack), shadow gone.
        scene = animation.scene(at: 1, context: context())
        #expect(close(layer(scene, "to.right").transform.m13, sin(0.001)))
        // Reverse p = 0.25: from.right turns to -π/4 about its left edge; to.left waits at π/2.
        scene = animation.scene(at: 0.25, context: context(reversed: true))
        #expect(close(layer(scene, "from.right").transform.m13, 0.7071067812))
        #expect(layer(scene, "from.right").anchor == ScenePoint(x: 0, y: 0.5))
        #expect(close(layer(scene, "to.left").transform.m13, -1))
    }

    @Test("turn: the from- view turns edge-on, then the to- view turns in")
    func turn() throws {
        let animation = TurnAnimation(curve: .linear)
        // factor -1. p = 0.25: from at -π/4 about y (m13 = +0.7071); to at factor·(-π/2) = π/2 (m13 = -1).
        var scene = animation.scene(at: 0.25, context: context())
        #expect(close(layer(scene, "from").transform.m13, 0.7071067812))
        #expect(close(layer(scene, "to").transform.m13, -1))
        #expect(scene.sublayerTransform.m34 == -0.002)
        // p = 0.75: from at -π/2, to at π/4.
        scene = animation.scene(at: 0.75, context: context())
        #expect(close(layer(scene, "from").transform.m13, 1))
        #expect(close(layer(scene, "to").transform.m13, -0.7071067812))
        // Reverse p = 0.25 (factor 1): from at +π/4.
        scene = animation.scene(at: 0.25, context: context(reversed: true))
        #expect(close(layer(scene, "from").transform.m13, -0.7071067812))
        // The seed's horizontal turn is about x: p = 0.25 from at -π/4: m23 = sin(-π/4).
        scene = TurnAnimation(axis: .x, curve: .linear).scene(at: 0.25, context: context())
        #expect(close(layer(scene, "from").transform.m23, -0.7071067812) && layer(scene, "from").transform.m13 == 0)
        #expect(animation.scene(at: 1, context: context()).layer(named: "to")?.transform == .identity)
    }

    @Test("keyframe animations run on UIKit's overall ease-in-out: scene(p) = linear scene(easeInOut(p))")
    func keyframeTiming() throws {
        let pairs: [(any TransitionAnimation, any TransitionAnimation)] = [
            (CardsAnimation(), CardsAnimation(curve: .linear)), (FlipAnimation(), FlipAnimation(curve: .linear)),
            (TurnAnimation(), TurnAnimation(curve: .linear)), (NatGeoAnimation(), NatGeoAnimation(curve: .linear)),
        ]
        for (eased, linear) in pairs {
            for reversed in [false, true] {
                let ctx = context(reversed: reversed)
                #expect(try eased.scene(at: 0.25, context: ctx).digest == linear.scene(at: eio25, context: ctx).digest)
                #expect(try eased.scene(at: 0.5, context: ctx) == linear.scene(at: 0.5, context: ctx))
            }
        }
    }

    @Test("natgeo: the page swings away about its left edge, the to- view flies in tilted")
    func natGeo() {
        let animation = NatGeoAnimation()
        // p = 0.5 -> keyframe time 0.5 (ease-in-out is symmetric). Forward source keyframe [0.2, +0.8]
        // at 0.375: rotate 30° about y, z -11.25, x 63.75, on m34 = -1/500. Row 4 of
        // T(63.75) T(z -11.25) R P: m41 = 63.75 cos30° - 11.25 sin30° = 49.5841195;
        // m44 = 1 + 63.75 sin30° / 500 + 11.25 cos30° / 500 = 1.083235572; m14 = sin30° / 500 = 0.001.
        var scene = animation.scene(at: 0.5, context: context())
        let page = layer(scene, "from")
        #expect(page.anchor == ScenePoint(x: 0, y: 0.5))
        #expect(close(page.transform.m41, 49.5841195) && close(page.transform.m44, 1.0832355716))
        #expect(close(page.transform.m14, 0.001))
        #expect(scene.orderedLayers.map(\.name) == ["from", "to"])
        // p = 0: the to- view sits 320 pt to the right (its centre projects right of the screen);
        // p = 1: it is back to the bare perspective (identity but m34 = -1/500).
        let toStart = layer(animation.scene(at: 0, context: context()), "to")
        #expect(toStart.localToContainer.project(ScenePoint(x: 187.5, y: 333.5)).x > 375)
        scene = animation.scene(at: 1, context: context())
        #expect(layer(scene, "to").transform == Transform3D.perspective(m34: -0.002))
        #expect(close(layer(scene, "from").transform.m41, 170 * cos(80 * .pi / 180) - 30 * sin(80 * .pi / 180)))
        // Reverse p = 1: the returning page is flat again, the leaving view is at destinationFirst.
        scene = animation.scene(at: 1, context: context(reversed: true))
        #expect(layer(scene, "to").transform == Transform3D.perspective(m34: -0.002))
        #expect(layer(scene, "from").transform == layer(animation.scene(at: 0, context: context()), "to").transform)
    }

    @Test("portal: doors open with ease-out while the to- view zooms from 0.8")
    func portal() throws {
        let animation = PortalAnimation()
        // p = 0.5: c = 0.6846432; scale 0.8 + 0.2 c; left door x = -187.5 c; right door 187.5 + 187.5 c.
        var scene = animation.scene(at: 0.5, context: context())
        #expect(close(layer(scene, "to.snapshot").transform.m11, 0.8 + 0.2 * eo50))
        #expect(close(layer(scene, "from.left").frame.minX, -187.5 * eo50))
        #expect(close(layer(scene, "from.right").frame.minX, 187.5 + 187.5 * eo50))
        scene = animation.scene(at: 1, context: context())
        #expect(layer(scene, "to.snapshot").transform == .identity)
        #expect(layer(scene, "from.left").frame.minX == -187.5 && layer(scene, "from.right").frame.minX == 375)
        // Reverse p = 0.25: c = 0.3781381; from shrinks to 1 - 0.2 c; doors close from -187.5 and 375.
        scene = animation.scene(at: 0.25, context: context(reversed: true))
        #expect(close(layer(scene, "from").transform.m11, 1 - 0.2 * eo25))
        #expect(close(layer(scene, "to.left").frame.minX, -187.5 * (1 - eo25)))
        #expect(close(layer(scene, "to.right").frame.minX, 187.5 + 187.5 * (1 - eo25)))
        scene = animation.scene(at: 1, context: context(reversed: true))
        #expect(layer(scene, "to.left").frame.minX == 0 && layer(scene, "to.right").frame.minX == 187.5)
    }

    @Test("explode: 10 x 18 seeded pieces fly, spin and shrink; same seed, same scene")
    func explode() throws {
        let animation = ExplodeAnimation()
        let seeded = AnimationContext(seed: 42)
        // Piece side 375 / 10 = 37.5; rows while y < 667: ceil(17.79) = 18.
        let pieces = animation.pieces(containerSize: .iPhone, seed: 42)
        #expect(pieces.count == 180)
        #expect(pieces.allSatisfy { abs($0.offset.x) <= 100 && abs($0.offset.y) <= 100 && abs($0.rotation) <= 10 })
        #expect(pieces[1].region == SceneRect(x: 0, y: 37.5, width: 37.5, height: 37.5))
        var scene = animation.scene(at: 0, context: seeded)
        let first = layer(scene, "piece.0.0")
        #expect(first.alpha == 1 && first.transform == .identity && first.frame == pieces[0].region)
        // p = 0.5 (c = 0.5): alpha 0.5, half the offset, scale 1 -> 0.01 half way = 0.505.
        scene = animation.scene(at: 0.5, context: seeded)
        let mid = layer(scene, "piece.3.7")
        let piece = pieces[3 * 18 + 7]
        #expect(mid.alpha == 0.5)
        #expect(close(mid.frame.origin, ScenePoint(x: piece.region.minX + piece.offset.x / 2,
                                                   y: piece.region.minY + piece.offset.y / 2)))
        #expect(close(mid.transform.m11, 0.505 * cos(piece.rotation / 2)))
        scene = animation.scene(at: 1, context: seeded)
        #expect(layer(scene, "piece.9.17").alpha == 0)
        #expect(animation.scene(at: 0.7, context: seeded).digest == animation.scene(at: 0.7, context: seeded).digest)
        #expect(animation.scene(at: 0.7, context: seeded).digest
                != animation.scene(at: 0.7, context: AnimationContext(seed: 43)).digest)
    }

    @Test("reveal: the mask slides with progress; jelly control point = velocity.y / (45 / jellyFactor)")
    func reveal() throws {
        var ctx = AnimationContext(velocity: ScenePoint(x: 0, y: 900), touchLocation: ScenePoint(x: 100, y: 300))
        // p = 0.25: origin 0.25 * 667 = 166.75; jelly 1: control y = 900 / 45 = 20 -> 186.75 after the shift.
        var mask = try #require(layer(RevealAnimation().scene(at: 0.25, context: ctx), "snapshot").mask)
        #expect(mask.elements == [
            .move(to: ScenePoint(x: 0, y: 166.75)),
            .quadCurve(to: ScenePoint(x: 375, y: 166.75), control: ScenePoint(x: 100, y: 186.75)),
            .line(to: ScenePoint(x: 375, y: 833.75)),
            .line(to: ScenePoint(x: 0, y: 833.75)),
            .close,
        ])
        // Jelly 2: damping 22.5 -> 40; jelly 0: flat edge.
        #expect(RevealAnimation(jellyFactor: 2).controlPointOffset(velocityY: 900) == 40)
        mask = try #require(layer(RevealAnimation(jellyFactor: 0).scene(at: 0.25, context: ctx), "snapshot").mask)
        #expect(mask.elements[1] == .quadCurve(to: ScenePoint(x: 375, y: 166.75), control: ScenePoint(x: 100, y: 166.75)))
        // Upward motion clamps the mask at 0 (the edge may still bulge up with the velocity).
        ctx.velocity = ScenePoint(x: 0, y: -450)
        mask = try #require(layer(RevealAnimation().scene(at: -0.3, context: ctx), "snapshot").mask)
        #expect(mask.elements[0] == .move(to: .zero))
        #expect(mask.elements[1] == .quadCurve(to: ScenePoint(x: 375, y: 0), control: ScenePoint(x: 100, y: -10)))
        // p = 1: the whole snapshot is masked away below the view.
        mask = try #require(layer(RevealAnimation().scene(at: 1, context: ctx), "snapshot").mask)
        #expect(mask.elements[0] == .move(to: ScenePoint(x: 0, y: 667)))
    }

    @Test("container swap and hop scenes")
    func containerScenes() throws {
        // GRK: new child below, old fades 1 -> 0 (ease-in-out, 0.5 s).
        var scene = ContainerSwapAnimation().scene(at: 0.25, context: context())
        #expect(scene.orderedLayers.map(\.name) == ["to", "from"])
        #expect(close(layer(scene, "from").alpha, 1 - eio25))
        #expect(ContainerSwapAnimation().duration == 0.5)
        // CLHopping: new child on top, 0 -> 1, old 1 -> 0, 0.25 s.
        scene = HopAnimation().scene(at: 0.25, context: context())
        #expect(scene.orderedLayers.map(\.name) == ["from", "to"])
        #expect(close(layer(scene, "to").alpha, eio25) && close(layer(scene, "from").alpha, 1 - eio25))
        #expect(HopAnimation().duration == 0.25)
        // The swap's scene is the cross-fade's (new child below in full, old fading out); the hop's
        // new child fades in on top, and with no old child shows in full at once.
        for c in [0, 0.3, 0.5, 1.0] {
            #expect(ContainerSwapAnimation().scene(eased: c, context: context()) == CrossfadeAnimation().scene(eased: c, context: context()))
        }
        scene = HopAnimation().scene(at: 0.25, context: context(), from: nil, to: "b")
        #expect(scene.orderedLayers.map(\.name) == ["b"] && layer(scene, "b").alpha == 1)
        scene = ContainerSwapAnimation().scene(at: 0.25, context: context(), from: "a", to: nil)
        #expect(scene.orderedLayers.map(\.name) == ["a"] && close(layer(scene, "a").alpha, 1 - eio25))
    }

    @Test("cube and turn share one axis vocabulary: .y swings the views about the y axis, .x tips them about x")
    func rotationAxis() throws {
        // Half way through the motion each turning view is tilted off the screen plane about its axis:
        // about y, x's row leaves the plane (m13 != 0) and y's does not (m23 == 0); about x the other way.
        let animations: [(RotationAxis) -> any TransitionAnimation] = [
            { CubeAnimation(axis: $0, curve: .linear) }, { TurnAnimation(axis: $0, curve: .linear) },
        ]
        for make in animations {
            let aboutY = try make(.y).scene(at: 0.25, context: context())
            let aboutX = try make(.x).scene(at: 0.25, context: context())
            let (y, x) = (layer(aboutY, "from").transform, layer(aboutX, "from").transform)
            #expect(abs(y.m13) > 0.1 && y.m23 == 0, "\(make(.y).name) about y")
            #expect(abs(x.m23) > 0.1 && x.m13 == 0, "\(make(.x).name) about x")
        }
        #expect(CubeAnimation().axis == .y && TurnAnimation().axis == .y)
    }

    @Test("a timed animation's scene at progress p is its scene at the curve's value at p")
    func timedAnimationsEaseProgress() throws {
        let timed: [any TimedAnimation] = [
            CrossfadeAnimation(), PanAnimation(), CardsAnimation(), CubeAnimation(), FoldAnimation(), FlipAnimation(),
            TurnAnimation(), PortalAnimation(), ExplodeAnimation(), NatGeoAnimation(), ContainerSwapAnimation(), HopAnimation(),
        ]
        for animation in timed {
            for p in [0, 0.25, 0.6, 1.0] {
                for reversed in [false, true] {
                    let ctx = context(reversed: reversed)
                    #expect(try animation.scene(at: p, context: ctx)
                            == animation.scene(eased: animation.timing.curve.value(at: p), context: ctx), "\(animation.name)")
                }
            }
            #expect(animation.duration == animation.timing.duration)
        }
        #expect(PortalAnimation().timing == AnimationTiming(duration: 1, curve: .easeOut))
        #expect(PanAnimation().timing == AnimationTiming(duration: 0.3))
    }

    @Test("registry holds every built-in by name; closure animations register too")
    func registry() throws {
        var registry = AnimationRegistry.standard
        #expect(registry.names == ["cards", "container-swap", "crossfade", "cube", "explode", "flip", "fold", "hop",
                                   "natgeo", "pan", "portal", "reveal", "turn"])
        for name in registry.names {
            let animation = try registry.require(name)
            #expect(animation.name == name)
            #expect(try animation.scene(at: 0.5, context: context()).layers.count > 0)
        }
        registry.register(AnyTransitionAnimation(name: "slide-up", duration: 0.4) { p, ctx in
            Scene(containerSize: ctx.containerSize, layers: [
                SceneLayer(name: "to", frame: SceneRect(size: ctx.containerSize).offsetBy(dx: 0, dy: (1 - p) * ctx.containerSize.height)),
            ])
        })
        #expect(try registry.require("slide-up").scene(at: 0.25, context: context()).layer(named: "to")?.frame.minY == 500.25)
        #expect(throws: AnimationRegistryError.self) { try registry.require("nope") }
    }
}
