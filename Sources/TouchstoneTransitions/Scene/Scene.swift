/// What an animation shows at one instant: layers in a container, value-typed and comparable.
public struct Scene: Sendable, Hashable {
    /// Size of the container in points.
    public var containerSize: SceneSize
    /// Transform of the container itself (the cube slides the whole container sideways).
    public var containerTransform: Transform3D
    /// Transform applied to all layers (the seeds put their perspective `m34` here).
    public var sublayerTransform: Transform3D
    /// The layers in insertion order; see `orderedLayers` for drawing order.
    public var layers: [SceneLayer]

    /// Creates a scene.
    public init(containerSize: SceneSize, layers: [SceneLayer] = [], containerTransform: Transform3D = .identity,
                sublayerTransform: Transform3D = .identity) {
        self.containerSize = containerSize
        self.layers = layers
        self.containerTransform = containerTransform
        self.sublayerTransform = sublayerTransform
    }

    /// The container's bounds.
    public var bounds: SceneRect { SceneRect(size: containerSize) }

    /// Layers back to front: by `zIndex`, ties in insertion order (a stable sort).
    public var orderedLayers: [SceneLayer] {
        layers.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The first layer with this name.
    public func layer(named name: String) -> SceneLayer? {
        layers.first { $0.name == name }
    }

    /// Appends a layer.
    public mutating func add(_ layer: SceneLayer) {
        layers.append(layer)
    }

    /// Stable digest of the scene (FNV-1a 64 over a canonical encoding rounded to 1e-6).
    public var digest: SceneDigest { SceneDigest(of: self) }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension Scene: Codable {}
