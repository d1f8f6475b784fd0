import TouchstoneRecognition

/// The result of checking a recording against its expectation.
public struct ExpectationReport: Sendable {
    /// Every difference found; empty when the recording passes.
    public var mismatches: [ExpectationMismatch]
    /// The gestures found.
    public var gestures: [GestureClassification]
    /// The replay, when the expectation names an animation.
    public var replay: ReplayResult?

    /// True when nothing differs.
    public var passed: Bool { mismatches.isEmpty }
}
