import TouchstoneCore

/// One key of an expect block's `final.state`: a dotted path into the state an external animation
/// reported last, and what it must be (equal to a string, boolean or number; within `[min, max]`).
public struct StateExpectation: Sendable, Hashable {
    /// What the value must be.
    public enum Value: Sendable, Hashable {
        /// Equal to this string, boolean or number.
        case equal(JSONValue)
        /// A number within the range.
        case range(ValueRange)
    }

    /// Dotted key, e.g. `page` or `theme.name`.
    public var key: String
    /// What is expected.
    public var expected: Value

    /// Creates an expectation.
    public init(key: String, expected: Value) {
        self.key = key
        self.expected = expected
    }

    /// The value at this key in `state` (nil when a part of the path is missing).
    public func value(in state: JSONValue) -> JSONValue? {
        var current = state
        for part in key.split(separator: ".", omittingEmptySubsequences: false) {
            guard let next = current[String(part)] else { return nil }
            current = next
        }
        return current
    }

    /// Whether `value` is what is expected.
    public func accepts(_ value: JSONValue?) -> Bool {
        guard let value else { return false }
        switch expected {
        case .equal(let wanted): return value == wanted
        case .range(let range):
            guard case .number(let n) = value else { return false }
            return range.contains(n)
        }
    }

    /// The expected value as text.
    public var expectedText: String {
        switch expected {
        case .equal(let value): return Self.text(value)
        case .range(let range): return range.description
        }
    }

    /// The expected value as JSON (what an expect block holds).
    public var json: JSONValue {
        switch expected {
        case .equal(let value): return value
        case .range(let range): return .array([range.minimum.map(JSONValue.number) ?? .null, range.maximum.map(JSONValue.number) ?? .null])
        }
    }

    /// Compares the last of `samples` with each of `expected`; a mismatch names the display tick from
    /// which on the key stayed different from what it was expected to end as.
    public static func compare(_ samples: [AnimationStateSample], expected: [StateExpectation]) -> [ExpectationMismatch] {
        expected.compactMap { wanted in
            let actual = samples.last.flatMap { wanted.value(in: $0.state) }
            guard !wanted.accepts(actual) else { return nil }
            var parting = samples.last
            for sample in samples.reversed() {
                if wanted.accepts(wanted.value(in: sample.state)) { break }
                parting = sample
            }
            let actualText = samples.isEmpty ? "no state reported" : actual.map(text) ?? "missing"
            return ExpectationMismatch(path: "replay.final.state.\(wanted.key)", expected: wanted.expectedText,
                                       actual: actualText, displayTick: parting.map { Int($0.displayTick) },
                                       time: parting?.time)
        }
    }

    /// A JSON value as text (strings quoted).
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return ExpectationFormat.number(n)
        case .string(let s): return s.jsonQuoted
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { "\($0.key.jsonQuoted): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
