import TouchstoneCore

/// A recognizer setting that could not be applied: `swipe.distance_mm: expected a number above 0, found -3`.
public struct RecognizerSettingsError: InputError, Sendable, Hashable {
    /// The key as written (`swipe.distance_mm`), what would have been accepted and the value as written.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }

    /// The key as written (the problem's place).
    public var key: String { problem.place }

    /// The error for `key = value` when `expected` would have been accepted.
    public init(key: String, value: String, expected: String) {
        self.init(key, expected: expected, found: value)
    }
}
