/// A position or displacement in millimetres on the device surface (x grows right, y grows down).
public struct PointMM: Sendable, Hashable {
    /// Horizontal component in millimetres.
    public var x: Double
    /// Vertical component in millimetres (positive is down).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = PointMM(x: 0, y: 0)

    /// Euclidean length.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Component-wise sum.
    public static func + (a: PointMM, b: PointMM) -> PointMM { PointMM(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference.
    public static func - (a: PointMM, b: PointMM) -> PointMM { PointMM(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both components.
    public static func * (a: PointMM, s: Double) -> PointMM { PointMM(x: a.x * s, y: a.y * s) }
    /// Divides both components.
    public static func / (a: PointMM, s: Double) -> PointMM { PointMM(x: a.x / s, y: a.y / s) }
}
