/// A width and height in points.
public struct SceneSize: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The portrait iPhone screen of the seeds' era (iPhone 6/7/8): 375 x 667 points.
    public static let iPhone = SceneSize(width: 375, height: 667)
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension SceneSize: Codable {}
