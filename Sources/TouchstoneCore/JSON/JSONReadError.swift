/// Why `JSONReader` stopped: what was wrong and where (`file:line:column`, the column in bytes).
///
/// It prints as an `InputProblem` (`FILE:LINE:COLUMN: expected X, found Y`); `described(at:)` puts it at a
/// caller's place (`RecordingError` says the same words after its `file:line:column`), so every JSON
/// input in Touchstone reports problems the same way.
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the reader found wrong.
    public enum Problem: Sendable, Hashable {
        /// The input is empty or only whitespace.
        case empty
        /// The bytes are not JSON: `expected` is what the grammar allows here.
        case syntax(expected: String, found: String)
        /// The input ends before the value is complete.
        case truncated(expected: String)
        /// `NaN`, `Infinity` or `-Infinity`: not JSON numbers.
        case nonFiniteNumber(text: String)
        /// A number does not fit `field` (or a double).
        case numberOutOfRange(field: String, text: String, range: String)
        /// Arrays and objects are nested deeper than the reader's limit.
        case nestingTooDeep(limit: Int)
        /// A string is too long, not valid UTF-8, or has a bad escape.
        case invalidString(problem: String)
        /// A value has another JSON type than `field` needs.
        case wrongType(field: String, expected: String, found: String)
        /// Something other than whitespace follows the value.
        case trailingData
        /// The chunk source could not read (it keeps the reason, see `JSONChunkSource`).
        case inputFailed
    }

    /// What was wrong.
    public var problem: Problem
    /// Where the reader was when it found out (the file is the name the reader was given).
    public var location: SourceLocation

    /// Creates an error.
    public init(_ problem: Problem, at location: SourceLocation) {
        self.problem = problem
        self.location = location
    }

    /// The error said the one way every Touchstone error is said (`InputProblem`), at `place`
    /// (`file:line:column`, `daemon message: JSON at byte 12`...; a field the problem names follows it).
    public func described(at place: String) -> InputProblem {
        switch problem {
        case .empty: return InputProblem(place, expected: "a JSON value", found: "nothing (only whitespace)")
        case let .syntax(expected, found): return InputProblem(place, expected: expected, found: found)
        case let .truncated(expected): return InputProblem(place, expected: expected, found: "the end of the input (truncated)")
        case let .nonFiniteNumber(text):
            return InputProblem(place, expected: "a finite number", found: "\(text), which is not a JSON number")
        case let .numberOutOfRange(field, text, range): return InputProblem(InputProblem.place(place, field), expected: range, found: text)
        case let .nestingTooDeep(limit):
            return InputProblem(place, expected: "nesting at most \(limit) levels deep", found: "deeper nesting")
        case let .invalidString(problem): return InputProblem(place, "invalid string: \(problem)")
        case let .wrongType(field, expected, found):
            return InputProblem(InputProblem.place(place, field), expected: expected, found: found)
        case .trailingData: return InputProblem(place, expected: "only whitespace after the value", found: "more data")
        case .inputFailed: return InputProblem(place, "the input could not be read")
        }
    }

    /// What is wrong, without the position: `expected ',' or '}' after an object member, found ']'`.
    public var message: String { described(at: "").description }

    /// `FILE:LINE:COLUMN: message`.
    public var description: String { described(at: location.description).description }
}
