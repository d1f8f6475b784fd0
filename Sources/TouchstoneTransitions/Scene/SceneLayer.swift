/// One layer of a `Scene`: a named rectangle with opacity, 3D transform, z-order, optional mask
/// and colour, following Core Animation's layer model.
///
/// `frame` is the untransformed frame (what `position`, `bounds` and `anchorPoint` give);
/// `transform` applies about `anchor` (unit coordinates, (0.5, 0.5) is the centre).
public struct SceneLayer: Sendable, Hashable {
    /// Stable name, e.g. "from", "to", "snapshot", "from.fold.left.0".
    public var name: String
    /// Untransformed frame in container points.
    public var frame: SceneRect
    /// Opacity 0...1.
    public var alpha: Double
    /// 3D transform applied about the anchor point.
    public var transform: Transform3D
    /// Anchor point in unit coordinates of the frame.
    public var anchor: ScenePoint
    /// Stacking order: larger is in front; ties keep insertion order.
    public var zIndex: Int
    /// Mask path in the layer's own coordinates (only the inside is visible).
    public var mask: ScenePath?
    /// Fill colour (shadows, dimming views).
    public var color: SceneColor?
    /// What the layer shows, when it is a snapshot of part of a view.
    public var content: LayerContent?

    /// Creates a layer; defaults are an opaque, untransformed layer anchored at its centre.
    public init(name: String, frame: SceneRect, alpha: Double = 1, transform: Transform3D = .identity,
                anchor: ScenePoint = ScenePoint(x: 0.5, y: 0.5), zIndex: Int = 0, mask: ScenePath? = nil,
                color: SceneColor? = nil, content: LayerContent? = nil) {
        self.name = name
        self.frame = frame
        self.alpha = alpha
        self.transform = transform
        self.anchor = anchor
        self.zIndex = zIndex
        self.mask = mask
        self.color = color
        self.content = content
    }

    /// The anchor point in container coordinates (Core Animation's `position`).
    public var position: ScenePoint {
        ScenePoint(x: frame.minX + anchor.x * frame.size.width, y: frame.minY + anchor.y * frame.size.height)
    }

    /// The full transform from layer-local points to container points (before the scene's
    /// sublayer and container transforms): the layer transform about its anchor, then the frame offset.
    public var localToContainer: Transform3D {
        let anchorPoint = ScenePoint(x: anchor.x * frame.size.width, y: anchor.y * frame.size.height)
        return transform.about(anchorPoint).concatenating(.translation(x: frame.minX, y: frame.minY))
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension SceneLayer: Codable {}
