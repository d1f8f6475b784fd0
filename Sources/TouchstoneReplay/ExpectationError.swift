/// An `expect` block that does not say what Touchstone understands: where, and what was expected.
public struct ExpectationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Path of the offending value, e.g. `expect.gestures[0].fingers`.
    public var path: String
    /// What was expected and what was found.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
