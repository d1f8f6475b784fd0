/// Where a recognizer is within one touch sequence.
///
/// `possible` -> `active` -> `ended` | `cancelled`, or `possible` -> `failed`. Each sequence ends
/// every recognizer in exactly one of `ended`, `cancelled` or `failed`.
public enum RecognizerState: String, Sendable, Hashable, CaseIterable {
    /// Watching; has neither begun nor failed.
    case possible
    /// Recognized; reports an update for every frame.
    case active
    /// The fingers lifted; a decision was made.
    case ended
    /// Stopped without a decision (finger-count change, arena, end of recording).
    case cancelled
    /// Gave up before beginning.
    case failed
}
