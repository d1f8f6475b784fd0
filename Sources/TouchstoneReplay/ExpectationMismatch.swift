import TouchstoneCore

/// One way a replay differs from its expectation, with where in the recording they part.
public struct ExpectationMismatch: Sendable, Hashable {
    /// What differs, e.g. `gestures[0].outcome` or `replay.final.style_toggled`.
    public var path: String
    /// The expected value as text.
    public var expected: String
    /// The actual value as text.
    public var actual: String
    /// Index of the input frame where they part (gesture fields), if known.
    public var inputFrame: Int?
    /// Index of the display tick where they part (replay fields), if known.
    public var displayTick: Int?
    /// Time of that frame or tick, microseconds.
    public var time: Int64?

    /// Creates a mismatch.
    public init(path: String, expected: String, actual: String, inputFrame: Int? = nil, displayTick: Int? = nil,
                time: Int64? = nil) {
        self.path = path
        self.expected = expected
        self.actual = actual
        self.inputFrame = inputFrame
        self.displayTick = displayTick
        self.time = time
    }
}

extension ExpectationMismatch: CustomStringConvertible {
    /// The mismatch in the words of every error: `path: expected X, found Y` (without where they part).
    public var problem: InputProblem { InputProblem(path, expected: expected, found: actual) }

    /// `path: expected X, found Y (input frame N, t = T us)`.
    public var description: String {
        var text = problem.description
        if let inputFrame, let time {
            text += " (input frame \(inputFrame), t = \(time) us)"
        } else if let displayTick, let time {
            text += " (display tick \(displayTick), t = \(time) us)"
        }
        return text
    }
}
