/// What is wrong with one value of an input, said the one way every Touchstone error says it:
/// `place: expected X, found Y`, or `place: explanation` when the value is fine on its own but not
/// with the rest (two options that exclude each other, a gesture that does not fit the pad).
///
/// The place runs from the outside in: a file or `file:line:column`, then the value's path or name
/// (`frames[5].contacts[0].x`, `expect.gestures[0].fingers`, `key "x"`, `swipe.distance_mm`).
/// Domain errors (`RecordingError`, `SpecError`, `ExpectationError`...) stay typed and are built from
/// this value, so they all print the same way.
public struct InputProblem: Sendable, Hashable {
    /// Where, outermost first, joined with `: ` (empty when the context says it).
    public var place: String
    /// What is wrong.
    public var detail: Detail

    /// What is wrong with the value at the place.
    public enum Detail: Sendable, Hashable {
        /// The value is not what was expected; `found` is nil when there is nothing to show.
        case mismatch(expected: String, found: String?)
        /// A sentence for a value that is wrong only together with others (or a failure outside the input).
        case explanation(String)
    }

    /// A value that is not what was expected.
    public init(_ place: String, expected: String, found: String? = nil) {
        self.place = place
        self.detail = .mismatch(expected: expected, found: found)
    }

    /// A value that is wrong for the reason `explanation` gives.
    public init(_ place: String, _ explanation: String) {
        self.place = place
        self.detail = .explanation(explanation)
    }

    /// The place written from its parts, outermost first (`file:line:column: frames[5].x`); empty parts are skipped.
    public static func place(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ": ")
    }

    /// The same problem seen from outside: `outer` put before the place (`t.conf:3` before `swipe.distance_mm`).
    public func within(_ outer: String) -> InputProblem {
        var problem = self
        problem.place = Self.place(outer, place)
        return problem
    }

    /// The place written from a location (when there is one) and a path inside it.
    public static func place(_ location: SourceLocation?, _ path: String) -> String {
        place(location?.description ?? "", path)
    }
}

extension InputProblem: CustomStringConvertible {
    /// `place: expected X, found Y` (or `place: explanation`).
    public var description: String {
        let what: String
        switch detail {
        case let .mismatch(expected, found?): what = "expected \(expected), found \(found)"
        case let .mismatch(expected, nil): what = "expected \(expected)"
        case let .explanation(text): what = text
        }
        return place.isEmpty ? what : "\(place): \(what)"
    }
}
