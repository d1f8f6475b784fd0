/// The family a recognized gesture belongs to.
public enum GestureKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// Translation with a fixed finger count (two by default), the pessimistic pan.
    case pan
    /// Translation with 2-4 fingers along an axis.
    case swipe
    /// Contacts moving towards or away from each other.
    case pinch
    /// Two contacts turning around each other.
    case rotate
    /// Contacts resting still.
    case hold
}
