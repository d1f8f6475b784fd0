/// What a layer shows: a region of one of the transition's views (a snapshot), or nothing.
public struct LayerContent: Sendable, Hashable {
    /// The view the pixels come from, e.g. "from" or "to".
    public var view: String
    /// The region of that view, in its own points.
    public var region: SceneRect

    /// Creates a content reference.
    public init(view: String, region: SceneRect) {
        self.view = view
        self.region = region
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension LayerContent: Codable {}
