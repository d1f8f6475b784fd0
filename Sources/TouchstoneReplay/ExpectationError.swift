import TouchstoneCore

/// An `expect` block that does not say what Touchstone understands:
/// `expect.gestures[0].fingers: expected a whole number from 1 to 5, found a string`.
public struct ExpectationError: InputError, Sendable, Hashable {
    /// The path of the offending value (`expect.gestures[0].fingers`), what was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }
}
