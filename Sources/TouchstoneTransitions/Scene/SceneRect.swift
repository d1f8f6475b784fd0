/// An axis-aligned rectangle in points (origin top-left, y down).
public struct SceneRect: Sendable, Hashable {
    /// Top-left corner.
    public var origin: ScenePoint
    /// Width and height.
    public var size: SceneSize

    /// Creates a rectangle from origin and size.
    public init(origin: ScenePoint, size: SceneSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ScenePoint(x: x, y: y), size: SceneSize(width: width, height: height))
    }

    /// A rectangle at the origin with the given size.
    public init(size: SceneSize) {
        self.init(origin: .zero, size: size)
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Centre point.
    public var center: ScenePoint { ScenePoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

    /// The rectangle moved by `dx`, `dy` (like `CGRectOffset`).
    public func offsetBy(dx: Double, dy: Double) -> SceneRect {
        SceneRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The frame a layer of `size` has when its `anchor` (unit coordinates) sits at `position`,
    /// as Core Animation derives a frame from position, bounds and anchor point.
    public static func anchored(size: SceneSize, anchor: ScenePoint, position: ScenePoint) -> SceneRect {
        SceneRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                  width: size.width, height: size.height)
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension SceneRect: Codable {}
