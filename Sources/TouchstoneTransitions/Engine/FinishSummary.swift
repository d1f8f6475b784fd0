import TouchstoneRecognition

/// How the last transition was finished: decision, duration and curve, for outcomes.
public struct FinishSummary: Sendable, Hashable {
    /// Completed or reverted.
    public var decision: GestureDecision
    /// Progress at release.
    public var startProgress: Double
    /// When the finish started, microseconds.
    public var startTime: Int64
    /// Duration in microseconds (0 for an immediate revert).
    public var duration: Int64
    /// Curve kind (`.immediate` for a revert without animation).
    public var curve: FinishCurveKind

    /// Creates a summary.
    public init(decision: GestureDecision, startProgress: Double, startTime: Int64, duration: Int64,
                curve: FinishCurveKind) {
        self.decision = decision
        self.startProgress = startProgress
        self.startTime = startTime
        self.duration = duration
        self.curve = curve
    }

    /// Duration in seconds.
    public var durationSeconds: Double { Double(duration) / 1_000_000 }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension FinishSummary: Codable {}
