import TouchstoneTransitions

/// Draws one `Scene` into a rectangle of a canvas: layers back to front, projected through their 3D
/// transforms, clipped to their masks, filled with their colour (or a fixed colour per name) at their
/// opacity, outlined and labelled with their name.
struct SceneDrawing {
    /// The scene to draw.
    var scene: Scene
    /// Label layers whose projected area is at least this many square canvas units.
    var minimumLabelArea = 900.0

    /// The fill a layer gets: its own colour if it has one, else the palette's colour for its name.
    static func fill(for layer: SceneLayer) -> SceneColor {
        layer.color ?? RenderPalette.layer(named: layer.name)
    }

    /// Draws into the canvas rectangle at (`x`, `y`) of size `width` × `height`, scaled to fit and clipped to it.
    func draw(on canvas: CairoCanvas, x: Double, y: Double, width: Double, height: Double) {
        let size = scene.containerSize
        guard size.width > 0, size.height > 0 else { return }
        let scale = min(width / size.width, height / size.height)
        let ox = x + (width - size.width * scale) / 2, oy = y + (height - size.height * scale) / 2
        func toCanvas(_ p: ScenePoint) -> ScenePoint {
            // Clamp: a point just in front of the eye can project absurdly far; Cairo's fixed point does not like that.
            ScenePoint(x: ox + min(max(p.x, -1e5), 1e5) * scale, y: oy + min(max(p.y, -1e5), 1e5) * scale)
        }
        canvas.save()
        canvas.rectangle(ox, oy, size.width * scale, size.height * scale)
        canvas.clip()
        canvas.setColor(RenderPalette.stage)
        canvas.rectangle(ox, oy, size.width * scale, size.height * scale)
        canvas.fill()
        let panel = (minX: ox, minY: oy, maxX: ox + size.width * scale, maxY: oy + size.height * scale)
        let labelSize = max(8, min(13, scale * 28))
        // What each drawn layer covers (its quad, or its mask pieces), for placing labels where they are seen.
        var drawn: [(name: String, regions: [[ScenePoint]], opaque: Bool, labelled: Bool)] = []
        for layer in scene.orderedLayers where layer.alpha > 0.001 {
            let projection = LayerProjection(layer: layer, scene: scene)
            let bounds = [ScenePoint(x: 0, y: 0), ScenePoint(x: layer.frame.size.width, y: 0),
                          ScenePoint(x: layer.frame.size.width, y: layer.frame.size.height),
                          ScenePoint(x: 0, y: layer.frame.size.height)]
            let quad = projection.project(bounds).map(toCanvas)
            guard !quad.isEmpty else { continue }
            var regions = [quad]
            canvas.save()
            if let mask = layer.mask {
                let pieces = mask.polygons().map { projection.project($0).map(toCanvas) }.filter { !$0.isEmpty }
                guard !pieces.isEmpty else { canvas.restore(); continue }
                for piece in pieces { canvas.polygon(piece) }
                canvas.clip()
                regions = pieces
            }
            let fill = Self.fill(for: layer)
            canvas.setColor(fill, alpha: layer.alpha)
            canvas.polygon(quad)
            canvas.fill(preserve: true)
            canvas.setColor(SceneColor(white: 0, alpha: 0.55 * layer.alpha))
            canvas.setLineWidth(1)
            canvas.stroke()
            if layer.mask != nil {
                // The mask's edge (Gagat's jelly curve), so the boundary reads even between similar colours.
                for piece in regions { canvas.polygon(piece) }
                canvas.setColor(SceneColor(white: 0.1, alpha: 0.8 * layer.alpha))
                canvas.setLineWidth(1.5)
                canvas.stroke()
            }
            canvas.restore()
            drawn.append((layer.name, regions, layer.alpha * fill.alpha > 0.9,
                          layer.color == nil && layer.alpha > 0.15 && regions.map(Self.area).reduce(0, +) >= minimumLabelArea))
        }
        var labels: [(text: String, at: ScenePoint, size: Double)] = []
        for (index, layer) in drawn.enumerated() where layer.labelled {
            let width = canvas.textWidth(layer.name, size: labelSize) + 8
            let covering = drawn[(index + 1)...].filter(\.opaque).flatMap(\.regions)
            guard let spot = Self.labelSpot(regions: layer.regions, covering: covering, panel: panel, width: width,
                                            height: labelSize * 1.3) else { continue }
            labels.append((layer.name, spot, labelSize))
        }
        // Labels last, so a layer in front does not hide the name of one it only partly covers.
        var placed: [ScenePoint] = []
        for var label in labels {
            // Layers stacked on the same centre (from/to of a crossfade) get their names one under the other.
            while placed.contains(where: { abs($0.x - label.at.x) < 40 && abs($0.y - label.at.y) < label.size * 1.3 }) {
                label.at.y += label.size * 1.4
            }
            placed.append(label.at)
            let w = canvas.textWidth(label.text, size: label.size)
            canvas.setColor(SceneColor(white: 1, alpha: 0.8))
            canvas.rectangle(label.at.x - w / 2 - 3, label.at.y - label.size * 0.65, w + 6, label.size * 1.3)
            canvas.fill()
            canvas.setColor(RenderPalette.ink)
            canvas.text(label.text, x: label.at.x, y: label.at.y + label.size * 0.35, size: label.size, align: .center)
        }
        canvas.restore()
    }

    /// Where a label of `width` × `height` can sit on a layer: inside its regions and the panel and not
    /// under a layer in front; tried from the middle of the visible part outwards on a coarse grid.
    static func labelSpot(regions: [[ScenePoint]], covering: [[ScenePoint]],
                          panel: (minX: Double, minY: Double, maxX: Double, maxY: Double),
                          width: Double, height: Double) -> ScenePoint? {
        let points = regions.flatMap { $0 }
        guard !points.isEmpty else { return nil }
        let minX = max(panel.minX, points.map(\.x).min()!), maxX = min(panel.maxX, points.map(\.x).max()!)
        let minY = max(panel.minY, points.map(\.y).min()!), maxY = min(panel.maxY, points.map(\.y).max()!)
        guard maxX - minX >= width, maxY - minY >= height else { return nil }
        let cx = (minX + maxX) / 2, cy = (minY + maxY) / 2
        func fits(_ c: ScenePoint) -> Bool {
            let corners = [ScenePoint(x: c.x - width / 2, y: c.y - height / 2), ScenePoint(x: c.x + width / 2, y: c.y - height / 2),
                           ScenePoint(x: c.x + width / 2, y: c.y + height / 2), ScenePoint(x: c.x - width / 2, y: c.y + height / 2), c]
            return corners.allSatisfy { p in
                p.x >= panel.minX && p.x <= panel.maxX && p.y >= panel.minY && p.y <= panel.maxY
                    && regions.contains { contains($0, p) } && !covering.contains { contains($0, p) }
            }
        }
        let steps = 12
        var candidates: [ScenePoint] = []
        for i in 0...steps {
            for j in 0...steps {
                candidates.append(ScenePoint(x: minX + (maxX - minX) * Double(i) / Double(steps),
                                             y: minY + (maxY - minY) * Double(j) / Double(steps)))
            }
        }
        candidates.sort { ($0.x - cx) * ($0.x - cx) + ($0.y - cy) * ($0.y - cy) < ($1.x - cx) * ($1.x - cx) + ($1.y - cy) * ($1.y - cy) }
        return candidates.first(where: fits)
    }

    /// Even-odd point-in-polygon test.
    static func contains(_ polygon: [ScenePoint], _ p: ScenePoint) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// Absolute area of a polygon (shoelace).
    static func area(_ polygon: [ScenePoint]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return abs(sum) / 2
    }
}
