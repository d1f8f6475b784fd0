/// An RGBA colour, components 0...1.
public struct SceneColor: Sendable, Hashable {
    /// Red component.
    public var red: Double
    /// Green component.
    public var green: Double
    /// Blue component.
    public var blue: Double
    /// Opacity component.
    public var alpha: Double

    /// Creates a colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Opaque black.
    public static let black = SceneColor(white: 0)
    /// Opaque white.
    public static let white = SceneColor(white: 1)
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension SceneColor: Codable {}
