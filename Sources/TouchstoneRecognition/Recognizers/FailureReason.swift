/// Why a recognizer failed.
public enum FailureReason: String, Sendable, Hashable, CaseIterable {
    /// The pessimistic pan's rule: a contact moved while fewer than the minimum touches were down
    /// and the pan had travelled less than its failure distance.
    case movedBeforeMinimumTouches
    /// The motion began outside the configured direction gate.
    case wrongDirection
    /// The motion began along the other axis than the configured one.
    case wrongAxis
    /// More fingers than the recognizer accepts landed before it began.
    case tooManyFingers
    /// Contacts moved while a hold was waiting.
    case moved
    /// Another recognizer won the arena.
    case lostArena
    /// The fingers lifted (or the recording ended) before it began.
    case sequenceEnded

    /// True for failures worth reporting as a gesture outcome ("the transition must not start"):
    /// the pessimistic rule and the direction gate. Others are the ordinary fate of the losers.
    public var isReported: Bool { self == .movedBeforeMinimumTouches || self == .wrongDirection }
}
