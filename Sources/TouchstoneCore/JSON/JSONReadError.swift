/// Why `JSONReader` stopped: what was wrong and where (line and column in bytes).
///
/// The messages are the recording reader's (`RecordingError` prints the same words after its
/// `file:line:column`), so every JSON input in Touchstone reports problems the same way.
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
    /// Where the reader was when it found out.
    public var position: JSONPosition

    /// Creates an error.
    public init(_ problem: Problem, at position: JSONPosition) {
        self.problem = problem
        self.position = position
    }

    /// What is wrong, without the position: `expected ',' or '}' after an object member, found ']'`.
    public var message: String {
        switch problem {
        case .empty: return "the input is empty; expected a JSON value"
        case let .syntax(expected, found): return "expected \(expected), found \(found)"
        case let .truncated(expected): return "the input ends too early (truncated); expected \(expected)"
        case let .nonFiniteNumber(text): return "\(text) is not a JSON number; expected a finite number"
        case let .numberOutOfRange(field, text, range): return "\(field): number \(text) is out of range; expected \(range)"
        case let .nestingTooDeep(limit): return "arrays and objects are nested more than \(limit) deep"
        case let .invalidString(problem): return "invalid string: \(problem)"
        case let .wrongType(field, expected, found): return "\(field): expected \(expected), found \(found)"
        case .trailingData: return "unexpected data after the end of the value; expected only whitespace"
        case .inputFailed: return "the input could not be read"
        }
    }

    /// `LINE:COLUMN: message`.
    public var description: String { "\(position): \(message)" }
}
