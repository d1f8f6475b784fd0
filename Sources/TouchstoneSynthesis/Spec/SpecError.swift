/// A spec value Touchstone cannot use: which field, and what was expected.
public struct SpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Path of the field, e.g. `gestures[1].distance_mm`.
    public var field: String
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }

    /// `field: message`.
    public var description: String { "\(field): \(message)" }
}
