import TouchstoneCore

/// One recognized gesture of a recording, as `touchstone classify` prints it.
public struct GestureClassification: Sendable, Hashable {
    /// Gesture family; nil renders as "none" (nothing recognized).
    public var kind: GestureKind?
    /// Most fingers taking part during the gesture (its sequence for failures and "none").
    public var fingers: Int
    /// Direction, locked when it began (`.none` for hold and none).
    public var direction: GestureDirection
    /// How it turned out.
    public var outcome: GestureOutcome
    /// When it began (was recognized) or failed, microseconds.
    public var start: Int64
    /// When it ended, was cancelled, or (for failures and none) when its sequence ended.
    public var end: Int64
    /// Progress at release (or at cancellation), 0...1.
    public var progress: Double
    /// Name of the recognizer ("pan", ...); empty for none.
    public var recognizer: String
    /// The finish decision, when it ended by release.
    public var decision: GestureDecision?
    /// Microseconds from the last finger landing to recognition.
    public var recognizedAfter: Int64?
    /// Travel at recognition, millimetres.
    public var travelAtRecognition: Double?
    /// Centroid velocity at release, mm/s.
    public var releaseVelocity: PointMM?
    /// Why it failed, for failures.
    public var failureReason: FailureReason?

    /// Creates a result.
    public init(kind: GestureKind?, fingers: Int, direction: GestureDirection, outcome: GestureOutcome, start: Int64,
                end: Int64, progress: Double, recognizer: String = "", decision: GestureDecision? = nil,
                recognizedAfter: Int64? = nil, travelAtRecognition: Double? = nil, releaseVelocity: PointMM? = nil,
                failureReason: FailureReason? = nil) {
        self.kind = kind
        self.fingers = fingers
        self.direction = direction
        self.outcome = outcome
        self.start = start
        self.end = end
        self.progress = progress
        self.recognizer = recognizer
        self.decision = decision
        self.recognizedAfter = recognizedAfter
        self.travelAtRecognition = travelAtRecognition
        self.releaseVelocity = releaseVelocity
        self.failureReason = failureReason
    }

    /// The label name of the kind ("pan" ... or "none").
    public var kindName: String { kind?.rawValue ?? "none" }
}
