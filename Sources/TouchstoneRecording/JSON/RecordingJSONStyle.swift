/// How the writer lays out a recording.
public enum RecordingJSONStyle: Sendable, Hashable, CaseIterable {
    /// Indented header, one frame per line (diff-friendly: a changed frame is a changed line).
    case pretty
    /// No insignificant whitespace at all (smallest).
    case compact
}
