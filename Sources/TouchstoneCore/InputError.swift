/// A typed error about an input, said as an `InputProblem` (`place: expected X, found Y`).
///
/// Each domain keeps its own type (`SpecError`, `ExpectationError`, `DaemonProtocolError`...) so that
/// a caller can tell them apart; conforming gives them one shape, the same initialisers and the same
/// message.
public protocol InputError: Error, CustomStringConvertible {
    /// Where, what was expected and what was found.
    var problem: InputProblem { get }
    /// Creates the error for `problem`.
    init(_ problem: InputProblem)
}

extension InputError {
    /// The error for a value at `place` that is not what was expected.
    public init(_ place: String, expected: String, found: String? = nil) {
        self.init(InputProblem(place, expected: expected, found: found))
    }

    /// The error for a value at `place` that is wrong for the reason `explanation` gives.
    public init(_ place: String, _ explanation: String) {
        self.init(InputProblem(place, explanation))
    }

    /// The problem's message: `place: expected X, found Y`.
    public var description: String { problem.description }
}
