/// A point (or vector) in scene coordinates: points of the container, x right, y down.
public struct ScenePoint: Sendable, Hashable {
    /// Horizontal coordinate in points.
    public var x: Double
    /// Vertical coordinate in points (positive is down).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = ScenePoint(x: 0, y: 0)

    /// Euclidean length of the vector.
    public var length: Double { (x * x + y * y).squareRoot() }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension ScenePoint: Codable {}
