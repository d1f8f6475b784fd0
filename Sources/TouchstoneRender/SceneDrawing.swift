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
        var labels: [(text: String, at: ScenePoint, size: Double)] = []
        for layer in scene.orderedLayers where layer.alpha > 0.001 {
            let projection = LayerProjection(layer: layer, scene: scene)
            let bounds = [ScenePoint(x: 0, y: 0), ScenePoint(x: layer.frame.size.width, y: 0),
                          ScenePoint(x: layer.frame.size.width, y: layer.frame.size.height),
                          ScenePoint(x: 0, y: layer.frame.size.height)]
            let quad = projection.project(bounds).map(toCanvas)
            guard !quad.isEmpty else { continue }
            canvas.save()
            if let mask = layer.mask {
                let pieces = mask.polygons().map { projection.project($0).map(toCanvas) }.filter { !$0.isEmpty }
                guard !pieces.isEmpty else { canvas.restore(); continue }
                for piece in pieces { canvas.polygon(piece) }
                canvas.clip()
            }
            let fill = Self.fill(for: layer)
            canvas.setColor(fill, alpha: layer.alpha)
            canvas.polygon(quad)
            canvas.fill(preserve: true)
            canvas.setColor(SceneColor(white: 0, alpha: 0.55 * layer.alpha))
            canvas.setLineWidth(1)
            canvas.stroke()
            canvas.restore()
            if layer.color == nil, layer.alpha > 0.15, Self.area(quad) >= minimumLabelArea,
               let center = projection.project(ScenePoint(x: layer.frame.size.width / 2, y: layer.frame.size.height / 2)) {
                labels.append((layer.name, toCanvas(center), max(8, min(13, scale * 28))))
            }
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
            canvas.rectangle(label.at.x - w / 2 - 3, label.at.y - label.size * 0.85, w + 6, label.size * 1.2)
            canvas.fill()
            canvas.setColor(RenderPalette.ink)
            canvas.text(label.text, x: label.at.x, y: label.at.y, size: label.size, align: .center)
        }
        canvas.restore()
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
