import TouchstoneCore

/// What happened in one touch sequence, kept by the arena when the sequence ends (only the arena
/// makes one).
public struct SequenceSummary: Sendable, Hashable {
    /// Time the first finger landed.
    public var start: Int64
    /// Time the last finger lifted (or the recording ended).
    public var end: Int64
    /// Most fingers taking part at once.
    public var maximumFingers: Int
    /// How many recognizers began.
    public var recognizedCount: Int
    /// The first reported failure (see `FailureReason.isReported`), if any.
    public var reportedFailure: GestureUpdate?
    /// Why that recognizer failed.
    public var reportedFailureReason: FailureReason?
    /// The smallest finger count the failed recognizer accepts.
    public var reportedFailureMinimumFingers: Int
    /// Translation of the contacts' centroid over the whole sequence, millimetres.
    public var translation: PointMM
}
