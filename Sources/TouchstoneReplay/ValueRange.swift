import TouchstoneRecognition

/// An inclusive range with optional ends, as `[min, max]` in an `expect` block (`null` leaves an end open).
public struct ValueRange: Sendable, Hashable {
    /// Smallest accepted value, if bounded below.
    public var minimum: Double?
    /// Largest accepted value, if bounded above.
    public var maximum: Double?

    /// Creates a range.
    public init(minimum: Double? = nil, maximum: Double? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// What a message says is expected: `1` for a single number (written as one), else `in [0.5, 1]`.
    public var expectedText: String {
        if let minimum, minimum == maximum { return ExpectationFormat.number(minimum) }
        return "in \(self)"
    }

    /// True when `value` lies within the range.
    public func contains(_ value: Double) -> Bool {
        if let minimum, value < minimum { return false }
        if let maximum, value > maximum { return false }
        return true
    }
}

extension ValueRange: CustomStringConvertible {
    /// `[0.5, 1]`, `[20, …]`.
    public var description: String {
        "[\(minimum.map(ExpectationFormat.number) ?? "…"), \(maximum.map(ExpectationFormat.number) ?? "…")]"
    }
}

/// Number formatting for expectation messages: the stream's 4-decimal rendering (`JSONLine.number`),
/// with non-finite values spelled out rather than written as JSON `null`.
enum ExpectationFormat {
    static func number(_ value: Double) -> String {
        value.isFinite ? JSONLine.number(value) : "\(value)"
    }
}
