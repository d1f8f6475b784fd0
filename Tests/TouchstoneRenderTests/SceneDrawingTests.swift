@testable import TouchstoneRender
import Testing
import TouchstoneReplay
import TouchstoneTransitions

@Suite struct SceneDrawingTests {
    /// Draws `scene` alone on a canvas exactly its size (scale 1, no offset).
    func canvas(for scene: Scene) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: Int(scene.containerSize.width), height: Int(scene.containerSize.height), format: .png)
        SceneDrawing(scene: scene).draw(on: canvas, x: 0, y: 0, width: scene.containerSize.width, height: scene.containerSize.height)
        return canvas
    }

    @Test func crossfadeAtZeroShowsFromAndAtOneShowsTo() throws {
        let context = AnimationContext()
        let start = try canvas(for: CrossfadeAnimation().scene(at: 0, context: context))
        let end = try canvas(for: CrossfadeAnimation().scene(at: 1, context: context))
        let from = RenderPalette.layer(named: "from"), to = RenderPalette.layer(named: "to")
        #expect(from != to)
        // A quarter down the centre line (the middle holds the layer's name label).
        #expect(RenderFixtures.matches(start.pixel(x: 187, y: 160), from))
        #expect(RenderFixtures.matches(end.pixel(x: 187, y: 160), to))
    }

    @Test func revealMaskClipsTheSnapshotAtTheCurvedEdge() throws {
        // Flat edge (jelly 0) at y = 0.5 · 667; then a jelly edge bulging down with a fast downward flick.
        let flat = RevealAnimation(jellyFactor: 0).scene(at: 0.5, context: AnimationContext())
        let picture = try canvas(for: flat)
        let view = RenderPalette.layer(named: "view"), snapshot = RenderPalette.layer(named: "snapshot")
        #expect(RenderFixtures.matches(picture.pixel(x: 60, y: 300), view))
        #expect(RenderFixtures.matches(picture.pixel(x: 60, y: 370), snapshot))

        let fast = AnimationContext(velocity: ScenePoint(x: 0, y: 4000), touchLocation: ScenePoint(x: 187, y: 300))
        let jelly = try canvas(for: RevealAnimation(jellyFactor: 1).scene(at: 0.5, context: fast))
        // The control point sits 4000 / 45 ≈ 89 pt below the edge: the curve's middle dips ~44 pt, the ends do not.
        #expect(RenderFixtures.matches(jelly.pixel(x: 187, y: 365), view))
        #expect(RenderFixtures.matches(jelly.pixel(x: 2, y: 345), snapshot))
    }

    @Test func perspectiveMakesTheNearEdgeTaller() {
        // A full-screen layer turned 45° about y under a 1/500 perspective: one vertical edge comes
        // towards the eye (taller), the other goes away (shorter), as Core Animation draws it.
        var layer = SceneLayer(name: "from", frame: SceneRect(size: .iPhone))
        layer.transform = Transform3D.perspective(distance: 500).rotated(angle: .pi / 4, x: 0, y: 1, z: 0)
        let scene = Scene(containerSize: .iPhone, layers: [layer])
        let projection = LayerProjection(layer: layer, scene: scene)
        let quad = projection.project([ScenePoint(x: 0, y: 0), ScenePoint(x: 375, y: 0), ScenePoint(x: 375, y: 667), ScenePoint(x: 0, y: 667)])
        #expect(quad.count == 4)
        let leftHeight = quad[3].y - quad[0].y, rightHeight = quad[2].y - quad[1].y
        #expect(abs(leftHeight - rightHeight) > 50)
        #expect(max(leftHeight, rightHeight) > 667 && min(leftHeight, rightHeight) < 667)
    }

    @Test("the cube's turning faces are drawn in perspective: the shared edge is taller than the free one",
          arguments: [RotationAxis.y, .x])
    func cubeFacesAreTrapezoids(axis: RotationAxis) throws {
        // Half way (ease-in-out 0.5 = 0.5) both faces are turned 45° and meet on the container's centre line.
        // Core Animation moves each face from the identity to the seed's rotation with m34 = -1/200 written
        // in: the free edge recedes to about 1/1.66 of the shared one. Flat rectangles (the bug) would give
        // equal heights.
        let picture = try canvas(for: CubeAnimation(axis: axis).scene(at: 0.5, context: AnimationContext()))
        // Pixels of the same colour as the face's own centre, across the face (across x for a
        // horizontal turn, across y for a vertical one), at `along` (a distance from the shared edge).
        func extent(_ face: String, at distance: Int) -> Int {
            let horizontal = axis == .y
            // Not reversed: the from- face lies right of (below) the shared line, the to- face left of (above) it.
            let sign = face == "from" ? 1 : -1
            let centre = horizontal ? 187 : 333
            let position = centre + sign * distance
            let reference = horizontal ? picture.pixel(x: position, y: 250) : picture.pixel(x: 150, y: position)
            let across = horizontal ? 0..<667 : 0..<375
            return across.filter { i in
                let pixel = horizontal ? picture.pixel(x: position, y: i) : picture.pixel(x: i, y: position)
                guard let pixel, let reference else { return false }
                return abs(Int(pixel.red) - Int(reference.red)) <= 3 && abs(Int(pixel.green) - Int(reference.green)) <= 3
                    && abs(Int(pixel.blue) - Int(reference.blue)) <= 3
            }.count
        }
        let size = axis == .y ? 667 : 375
        for face in ["from", "to"] {
            // The free edges are at about 160 pt (horizontal) and 216 pt (vertical) from the shared line.
            let near = extent(face, at: 10), far = extent(face, at: axis == .y ? 140 : 190)
            #expect(near > size * 95 / 100, "\(face): the shared edge keeps nearly the full size")
            #expect(far < near * 85 / 100, "\(face): the free edge (\(far) px) must be shorter than the shared one (\(near) px)")
        }
    }

    @Test func identityLayerLandsOnItsFrame() {
        let layer = SceneLayer(name: "to", frame: SceneRect(x: 10, y: 20, width: 100, height: 50))
        let scene = Scene(containerSize: .iPhone, layers: [layer], containerTransform: .translation(x: 5, y: 0))
        let quad = LayerProjection(layer: layer, scene: scene).project([ScenePoint(x: 0, y: 0), ScenePoint(x: 100, y: 50), ScenePoint(x: 0, y: 50)])
        #expect(quad == [ScenePoint(x: 15, y: 20), ScenePoint(x: 115, y: 70), ScenePoint(x: 15, y: 70)])
    }

    @Test func partsBehindTheEyeAreClipped() {
        // Eye at 200 pt; a layer turned 80° about its left edge reaches ~369 pt towards the eye: its far
        // part is behind the eye and must be cut at the near plane, not drawn inverted.
        var layer = SceneLayer(name: "from", frame: SceneRect(size: .iPhone), anchor: ScenePoint(x: 0, y: 0.5))
        layer.transform = Transform3D.perspective(distance: 200).rotated(angle: -80 * .pi / 180, x: 0, y: 1, z: 0)
        let m = layer.localToContainer
        let wRight = 375 * m.m14 + 333 * m.m24 + m.m44
        #expect(wRight < 0, "test premise: the right edge is behind the eye")
        let quad = LayerProjection(layer: layer, scene: Scene(containerSize: .iPhone, layers: [layer]))
            .project([ScenePoint(x: 0, y: 0), ScenePoint(x: 375, y: 0), ScenePoint(x: 375, y: 667), ScenePoint(x: 0, y: 667)])
        #expect(quad.count == 4)
        // The clipped quad runs from the left edge rightwards only (nothing flips to the left of it).
        #expect(quad.allSatisfy { $0.x >= -1e-6 && $0.x.isFinite })
    }

    @Test func quadCurvesFlattenThroughTheirEndPoints() {
        let path = ScenePath([.move(to: .zero), .quadCurve(to: ScenePoint(x: 100, y: 0), control: ScenePoint(x: 50, y: 40)),
                              .line(to: ScenePoint(x: 100, y: 100)), .close])
        let polygons = path.polygons(segments: 10)
        #expect(polygons.count == 1)
        #expect(polygons[0].first == .zero && polygons[0].contains(ScenePoint(x: 100, y: 0)))
        // The curve's middle: B(0.5) = 0.5 · control.y = 20.
        #expect(polygons[0].contains(ScenePoint(x: 50, y: 20)))
    }

    @Test func namedLayersHaveDistinctFixedColours() {
        let colours = RenderPalette.namedLayers.map(RenderPalette.layer(named:))
        #expect(Set(colours).count == colours.count)
        #expect(RenderPalette.layer(named: "piece.3.7") == RenderPalette.layer(named: "piece.3.7"))
        #expect(!colours.contains(RenderPalette.layer(named: "piece.3.7")))
    }
}

@Suite struct ContactSheetTests {
    @Test(arguments: [(22, 8, [0, 3, 6, 9, 12, 15, 18, 21]), (5, 1, [0]), (3, 8, [0, 1, 2]), (0, 4, []), (10, 2, [0, 9])])
    func ticksAreEvenlySpaced(total: Int, count: Int, expected: [Int]) {
        #expect(ContactSheet.tickIndices(total: total, count: count) == expected)
    }

    @Test func firstPanelOfACrossfadeShowsTheFromLayer() throws {
        var configuration = ReplayConfiguration(animationName: "crossfade", recordsScenes: true)
        configuration.framesPerSecond = 60
        let result = try Replayer.replay(RenderFixtures.straightDrag(), configuration: configuration)
        #expect(result.timeline.ticks.first?.progress == 0)
        let canvas = try ContactSheet.draw(result: result, frames: 8, title: nil, format: .png)
        // Panel 1: at (gap, title + gap + label); 300 high, width by the 375 × 667 aspect.
        let panelWidth = (ContactSheet.panelHeight * 375 / 667).rounded()
        let x = ContactSheet.gap + panelWidth / 2
        let y = ContactSheet.titleHeight + ContactSheet.gap + ContactSheet.labelHeight + ContactSheet.panelHeight / 4
        #expect(RenderFixtures.matches(canvas.pixel(x: Int(x), y: Int(y)), RenderPalette.layer(named: "from")))
        let bytes = try canvas.finish()
        let size = try #require(RenderFixtures.pngSize(bytes))
        #expect(size.width == Int(ContactSheet.gap + 4 * (panelWidth + ContactSheet.gap)))
    }

    @Test func withoutScenesItSaysSo() throws {
        let result = try Replayer.replay(RenderFixtures.straightDrag(), configuration: ReplayConfiguration(recordsScenes: false))
        #expect(throws: RenderError.self) { try ContactSheet.render(result: result, frames: 4) }
    }
}
