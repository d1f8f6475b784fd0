/// Where a recognizer is in its life, as carried by each `GestureUpdate`.
public enum GesturePhase: String, Sendable, Hashable, CaseIterable, Codable {
    /// The gesture was recognized; the first update of a stream.
    case began
    /// The gesture moved.
    case changed
    /// The fingers lifted; the update carries the finish-or-cancel decision.
    case ended
    /// The gesture stopped without finishing (finger-count change, device removed, arena decision).
    case cancelled
    /// The recognizer gave up before it began.
    case failed
}
