import TouchstoneRecognition

/// What one recognized gesture is expected to be; nil fields are not checked.
public struct GestureExpectation: Sendable, Hashable {
    /// `pan`, `swipe`, `pinch`, `rotate`, `hold` or `none`.
    public var kind: String?
    /// Most fingers down.
    public var fingers: Int?
    /// `up`, `down`, ... `none`.
    public var direction: GestureDirection?
    /// completed / cancelled / failed / none.
    public var outcome: GestureOutcome?
    /// Progress when the fingers lifted.
    public var progressAtRelease: ValueRange?
    /// Speed at release, mm/s (length of the release velocity).
    public var releaseSpeed: ValueRange?

    /// Creates an expectation.
    public init(kind: String? = nil, fingers: Int? = nil, direction: GestureDirection? = nil, outcome: GestureOutcome? = nil,
                progressAtRelease: ValueRange? = nil, releaseSpeed: ValueRange? = nil) {
        self.kind = kind
        self.fingers = fingers
        self.direction = direction
        self.outcome = outcome
        self.progressAtRelease = progressAtRelease
        self.releaseSpeed = releaseSpeed
    }
}
