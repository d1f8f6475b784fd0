import TouchstoneCore

/// A spec value Touchstone cannot use: `gestures[1].distance_mm: expected ..., found ...`.
public struct SpecError: InputError, Sendable, Hashable {
    /// The field's path (`gestures[1].distance_mm`, an option such as `--sweep`), what was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }
}
