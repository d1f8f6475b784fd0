import TouchstoneCore
import TouchstoneRecognition

/// What the default recognizers should make of one synthesized gesture: the line of the expect block.
///
/// A field is nil when the spec is ambiguous by construction in that respect (a diagonal at 45
/// degrees has no dominant axis; a swipe released at half its progress may go either way); `notes`
/// says why. docs/synth.md lists the rules.
public struct ExpectedGesture: Sendable, Hashable {
    /// Gesture family; nil: nothing recognized (kind "none").
    public var kind: GestureKind?
    /// Fingers taking part (a resting thumb is not counted).
    public var fingers: Int
    /// Direction; nil when ambiguous.
    public var direction: GestureDirection?
    /// Outcome; nil when ambiguous.
    public var outcome: GestureOutcome?
    /// Why a field was left out.
    public var notes: [String]

    /// Creates an expectation.
    public init(kind: GestureKind?, fingers: Int, direction: GestureDirection?, outcome: GestureOutcome?, notes: [String] = []) {
        self.kind = kind
        self.fingers = fingers
        self.direction = direction
        self.outcome = outcome
        self.notes = notes
    }

    /// True when nothing is left out.
    public var isUnambiguous: Bool { direction != nil && outcome != nil }

    /// The expect block's `gestures[]` item.
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string(kind?.rawValue ?? "none")),
                                                          ("fingers", .number(Double(fingers)))]
        if let direction { members.append(("direction", .string(direction.rawValue))) }
        if let outcome { members.append(("outcome", .string(outcome.rawValue))) }
        return .object(members)
    }

    /// Whether `result` agrees with every field this expectation states.
    public func matches(_ result: GestureClassification) -> Bool {
        result.kind == kind && result.fingers == fingers && (direction.map { $0 == result.direction } ?? true)
            && (outcome.map { $0 == result.outcome } ?? true)
    }
}
