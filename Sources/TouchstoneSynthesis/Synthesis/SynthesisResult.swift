import TouchstoneCore

/// A synthesized recording and what its gestures should be recognized as.
public struct SynthesisResult: Sendable, Hashable {
    /// The recording, expect block included.
    public var recording: Recording
    /// The expected gestures, in order (one `none` entry when nothing should be recognized).
    public var expected: [ExpectedGesture]
}
