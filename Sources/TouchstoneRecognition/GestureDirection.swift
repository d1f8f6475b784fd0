/// The direction a gesture moves in. Screen axes: x grows right, y grows down ("down" is +y).
public enum GestureDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case up, down, left, right
    /// Pinch: contacts move together.
    case `in`
    /// Pinch: contacts move apart.
    case out
    /// Rotation clockwise.
    case cw
    /// Rotation counter-clockwise.
    case ccw
    /// No direction (hold, or not yet decided).
    case none
}
