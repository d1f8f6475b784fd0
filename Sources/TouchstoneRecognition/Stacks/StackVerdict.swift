import TouchstoneCore

/// What one desktop stack (or Touchstone) decided about a recording: the classify vocabulary, plus
/// `unknown` where the stack cannot say.
public struct StackVerdict: Sendable, Hashable {
    /// The gesture family, in `classify`'s words, or `unknown`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case pan, swipe, pinch, rotate, hold, none, unknown
    }

    /// How the gesture turned out, in `classify`'s words, or `unknown`.
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case completed, cancelled, failed, none, unknown
    }

    /// Gesture family.
    public var kind: Kind
    /// Fingers (0 when unknown or nothing happened).
    public var fingers: Int
    /// Direction (`.none` for hold, none and unknown).
    public var direction: GestureDirection
    /// Outcome.
    public var outcome: Outcome
    /// When the stack began acting on the gesture, microseconds from the recording's start.
    public var began: Int64?
    /// Finger travel when it began, millimetres.
    public var travel: Double?
    /// A short remark on how the decision was reached ("flipped", "libinput cancelled"...).
    public var note: String?

    /// Creates a verdict.
    public init(kind: Kind, fingers: Int, direction: GestureDirection, outcome: Outcome, began: Int64? = nil,
                travel: Double? = nil, note: String? = nil) {
        self.kind = kind
        self.fingers = fingers
        self.direction = direction
        self.outcome = outcome
        self.began = began
        self.travel = travel
        self.note = note
    }

    /// Nothing recognized.
    public static func nothing(note: String? = nil) -> StackVerdict {
        StackVerdict(kind: .none, fingers: 0, direction: .none, outcome: .none, note: note)
    }

    /// The stack cannot say (e.g. no libinput events were captured).
    public static func unknown(note: String? = nil) -> StackVerdict {
        StackVerdict(kind: .unknown, fingers: 0, direction: .none, outcome: .unknown, note: note)
    }

    /// Touchstone's classification in the same vocabulary.
    public init(_ classification: GestureClassification) {
        self.init(kind: classification.kind.map { Kind(rawValue: $0.rawValue) ?? .unknown } ?? .none,
                  fingers: classification.fingers, direction: classification.direction,
                  outcome: Outcome(rawValue: classification.outcome.rawValue) ?? .unknown,
                  began: classification.kind == nil ? nil : classification.start,
                  travel: classification.travelAtRecognition)
    }

    /// `swipe 3 left completed` (fingers left out for none, unknown parts as `?`).
    public var summary: String {
        switch kind {
        case .unknown: return "unknown"
        case .none: return "none"
        default:
            let dir = direction == .none ? "" : " \(direction.rawValue)"
            let out = outcome == .unknown ? "?" : outcome.rawValue
            return "\(kind.rawValue) \(fingers)\(dir) \(out)"
        }
    }

    /// Whether two verdicts say the same, field by field, where both know: an unknown outcome matches
    /// any outcome, an unknown verdict matches nothing.
    public func agrees(with other: StackVerdict) -> Bool {
        guard kind != .unknown, other.kind != .unknown else { return false }
        if kind == .none || other.kind == .none { return kind == other.kind }
        guard kind == other.kind, fingers == other.fingers, direction == other.direction else { return false }
        return outcome == .unknown || other.outcome == .unknown || outcome == other.outcome
    }
}
