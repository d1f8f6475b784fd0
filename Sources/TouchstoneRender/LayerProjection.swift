import TouchstoneTransitions

/// Maps a layer's own coordinates to the container's screen plane the way Core Animation composites a
/// flat (non-`CATransformLayer`) hierarchy: layer transform about its anchor, the frame offset, the
/// container's `sublayerTransform` about the container centre, divide by w (the layer flattens into
/// the container's plane), then the container's own transform about its centre, divide by w again.
///
/// Parts of a polygon with w ≤ 0 lie behind the eye; they are clipped in homogeneous coordinates
/// before the divide, so a layer turned past the eye is cut off instead of drawn inverted.
struct LayerProjection {
    /// Layer-local points to the container plane (homogeneous).
    let layerToContainer: Transform3D
    /// Container plane to the screen (homogeneous).
    let containerToScreen: Transform3D

    /// Smallest w treated as in front of the eye (a near plane: points closer than 1/100 of the eye
    /// distance would be magnified past anything a picture can show).
    static let nearW = 0.01

    init(layer: SceneLayer, scene: Scene) {
        let center = scene.bounds.center
        layerToContainer = layer.localToContainer.concatenating(scene.sublayerTransform.about(center))
        containerToScreen = scene.containerTransform.about(center)
    }

    /// The visible part of a polygon given in layer coordinates, in container points; empty when it
    /// lies wholly behind the eye.
    func project(_ polygon: [ScenePoint]) -> [ScenePoint] {
        let flattened = Self.apply(layerToContainer, to: polygon)
        return Self.apply(containerToScreen, to: flattened)
    }

    /// Where one layer point lands, or nil behind the eye.
    func project(_ point: ScenePoint) -> ScenePoint? {
        project([point, point, point]).first
    }

    /// `m` applied to z = 0 points, clipped to w ≥ nearW (Sutherland–Hodgman against one plane), divided by w.
    static func apply(_ m: Transform3D, to polygon: [ScenePoint]) -> [ScenePoint] {
        if m.isIdentity { return polygon }
        let h = polygon.map { p in
            (x: p.x * m.m11 + p.y * m.m21 + m.m41, y: p.x * m.m12 + p.y * m.m22 + m.m42, w: p.x * m.m14 + p.y * m.m24 + m.m44)
        }
        var out: [ScenePoint] = []
        out.reserveCapacity(h.count + 2)
        for i in h.indices {
            let a = h[i], b = h[(i + 1) % h.count]
            let aIn = a.w >= nearW, bIn = b.w >= nearW
            if aIn { out.append(ScenePoint(x: a.x / a.w, y: a.y / a.w)) }
            if aIn != bIn {
                let t = (nearW - a.w) / (b.w - a.w)
                let x = a.x + t * (b.x - a.x), y = a.y + t * (b.y - a.y)
                out.append(ScenePoint(x: x / nearW, y: y / nearW))
            }
        }
        return out.count >= 3 ? out : []
    }
}

extension ScenePath {
    /// The path as closed polygons, quadratic curves flattened into `segments` straight pieces each
    /// (a projective map does not keep a quadratic curve quadratic, so the curve is projected point by point).
    func polygons(segments: Int = 24) -> [[ScenePoint]] {
        var result: [[ScenePoint]] = []
        var current: [ScenePoint] = []
        func flush() {
            if current.count >= 3 { result.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let start = current.last ?? p
                for i in 1...segments {
                    let t = Double(i) / Double(segments), u = 1 - t
                    current.append(ScenePoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                              y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .close:
                flush()
            }
        }
        flush()
        return result
    }
}
