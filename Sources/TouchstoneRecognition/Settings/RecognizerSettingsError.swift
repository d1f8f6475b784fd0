/// A recognizer setting that could not be applied: which key, what was given, what was expected.
public struct RecognizerSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key as written (`swipe.distance_mm`).
    public var key: String
    /// The value as written.
    public var value: String
    /// What would have been accepted.
    public var expected: String

    /// Creates an error.
    public init(key: String, value: String, expected: String) {
        self.key = key
        self.value = value
        self.expected = expected
    }

    /// `key = value: expected …`.
    public var description: String { "\(key) = \(value): expected \(expected)" }
}
