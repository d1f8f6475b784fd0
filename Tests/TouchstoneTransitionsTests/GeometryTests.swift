import Testing
@testable import TouchstoneTransitions

@Suite("Transform3D and scene geometry")
struct GeometryTests {
    @Test("rotation about y by 90° matches CATransform3DMakeRotation: m13 = -1, m31 = 1")
    func rotationY() {
        let r = Transform3D.rotation(angle: .pi / 2, x: 0, y: 1, z: 0)
        #expect(close(r.m11, 0) && close(r.m13, -1) && close(r.m31, 1) && close(r.m33, 0) && r.m22 == 1)
    }

    @Test("rotation about z maps (1, 0) to (cos a, sin a) — clockwise on a y-down screen")
    func rotationZ() {
        let r = Transform3D.rotation(angle: .pi / 6, x: 0, y: 0, z: 1)
        #expect(close(r.project(ScenePoint(x: 1, y: 0)), ScenePoint(x: 0.8660254, y: 0.5)))
    }

    @Test("concatenating applies self first: translate then scale doubles the translation")
    func concatenationOrder() {
        let t = Transform3D.translation(x: 10, y: 0).concatenating(.scale(x: 2, y: 2))
        #expect(close(t.project(ScenePoint(x: 1, y: 1)), ScenePoint(x: 22, y: 2)))
        // CATransform3DScale(T, 2, 2, 1) scales first: (1 + 10, 1 * 2).
        let ca = Transform3D.translation(x: 10, y: 0).scaled(x: 2, y: 2)
        #expect(close(ca.project(ScenePoint(x: 1, y: 1)), ScenePoint(x: 12, y: 2)))
    }

    @Test("perspective: m34 = -1/d makes a point rotated towards the viewer larger")
    func perspective() {
        // Rotate a point at x = 100 by -60° about y: z = -100 * sin(-60°) * ... → z = +86.6 (towards the
        // eye with m13 = -sin); w = 1 - z / 500 < 1, so the projected x grows beyond cos(60°) * 100 = 50.
        let t = Transform3D.rotation(angle: -.pi / 3, x: 0, y: 1, z: 0).concatenating(.perspective(distance: 500))
        let x = t.project(ScenePoint(x: 100, y: 0)).x
        #expect(close(x, 50 / (1 - 86.602540378 / 500), 1e-6))
    }

    @Test("about(anchor) keeps the anchor fixed")
    func anchor() {
        let t = Transform3D.rotation(angle: 1.1, x: 0, y: 0, z: 1).about(ScenePoint(x: 30, y: 40))
        #expect(close(t.project(ScenePoint(x: 30, y: 40)), ScenePoint(x: 30, y: 40)))
    }

    @Test("anchored frame: anchor (1, 0.5) at the centre puts the frame half a width to the left")
    func anchoredFrame() {
        let frame = SceneRect.anchored(size: .iPhone, anchor: ScenePoint(x: 1, y: 0.5),
                                       position: ScenePoint(x: 187.5, y: 333.5))
        #expect(frame == SceneRect(x: -187.5, y: 0, width: 375, height: 667))
    }

    @Test("digest: FNV-1a 64 test vector and rounding to 1e-6")
    func digest() {
        var encoder = CanonicalEncoder()
        encoder.write("a")
        #expect(encoder.hash == 0xaf63_dc4c_8601_ec8c)
        let a = Scene(containerSize: .iPhone, layers: [SceneLayer(name: "x", frame: SceneRect(x: 0.1, y: 0, width: 1, height: 1))])
        var b = a
        b.layers[0].frame.origin.x = 0.1 + 1e-9
        var c = a
        c.layers[0].frame.origin.x = 0.1001
        #expect(a.digest == b.digest)
        #expect(a.digest != c.digest)
        #expect(a.digest.description.count == 16)
    }
}
