/// One drawing command of a `ScenePath`.
public enum PathElement: Sendable, Hashable {
    /// Starts a new sub-path at a point.
    case move(to: ScenePoint)
    /// Straight line to a point.
    case line(to: ScenePoint)
    /// Quadratic Bézier curve to a point with one control point.
    case quadCurve(to: ScenePoint, control: ScenePoint)
    /// Closes the current sub-path.
    case close
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension PathElement: Codable {}
