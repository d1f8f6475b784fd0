import TouchstoneCore

/// A rotation of two contacts around each other.
///
/// - Rotation = change of the angle of the line between the two oldest contacts, wrapped to ±180°
///   per frame and accumulated, clockwise positive (y grows down).
/// - Begins when the fingers are accepted, the rotation arc `R` (2 x span x angle in radians, the
///   distance a finger travels around the other) reaches `beginDistance` (2 mm) and is `dominance`
///   (1.5) times translation and span change. Direction `cw` or `ccw`, locked. A dominant `R`
///   between `minimumDistance` (1 mm) and `beginDistance` is recognized when the fingers start
///   lifting (late recognition).
/// - Progress = |rotation| / `fullAngle` (default 90°), clamped to 0...1.
/// - Seed finish rule: complete when progress > 0.5 at release.
public struct RotateRecognizer: ConfiguredRecognizer {
    /// Configuration.
    public struct Configuration: RecognizerConfiguration {
        /// Name in updates (default "rotate").
        public var name: String
        /// Fingers (default exactly 2).
        public var fingers: FingerCount
        /// `R` before it begins, millimetres (default 2 mm, about 13 pt; see `minimumDistance`).
        public var beginDistance: Double
        /// Rotation for full progress, degrees (default 90°).
        public var fullAngle: Double
        /// Smallest R for late recognition: a dominant motion between this and `beginDistance`
        /// is recognized when the fingers start lifting (default 1 mm, about 6.4 pt).
        public var minimumDistance: Double
        /// How many times larger than translation and the other transform measure its own measure
        /// must be before it begins (default 1.5: noise and wobble make them comparable at first;
        /// one finger moving alone gives exactly 2).
        public var dominance: Double
        /// Finish rule (default `.seed`).
        public var finishPolicy: FinishPolicy
        /// Finger-count change debounce before cancelling, microseconds (default 100 ms).
        public var fingerChangeDebounce: Int64

        /// Creates a configuration.
        public init(name: String = "rotate", fingers: FingerCount = .exactly(2), beginDistance: Double = 2,
                    minimumDistance: Double = 1,
                    fullAngle: Double = 90, dominance: Double = 1.5, finishPolicy: FinishPolicy = .seed,
                    fingerChangeDebounce: Int64 = 100_000) {
            self.name = name
            self.fingers = fingers
            self.beginDistance = beginDistance
            self.fullAngle = max(1, fullAngle)
            self.minimumDistance = min(minimumDistance, beginDistance)
            self.dominance = dominance
            self.finishPolicy = finishPolicy
            self.fingerChangeDebounce = fingerChangeDebounce
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// Current state.
    public var state: RecognizerState = .possible
    /// Why it failed.
    public var failure: FailureReason?
    /// The running gesture.
    public var session: GestureSession?
    /// A dominant motion too small to begin on (under `beginDistance`), recognized if the fingers
    /// lift before it grows.
    private var lateCandidate: LateCandidate?

    /// Creates a rotate recognizer.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Always `.rotate`.
    public var kind: GestureKind { .rotate }
    /// Transform slot.
    public var group: RecognizerGroup { .transform }

    /// While possible: finger limits, then the begin test; a smaller motion that dominated is
    /// remembered and recognized when the fingers start lifting.
    public mutating func consider(_ frame: RecognitionFrame) -> Consideration {
        let c = configuration
        if frame.fingers > c.fingers.maximum { return .fail(.tooManyFingers) }
        guard frame.fingers >= c.fingers.minimum else {
            if let late = lateCandidate, frame.fingers < late.fingers {
                return .begin(direction: late.direction, origin: late.origin, travel: late.travel, fingers: late.fingers)
            }
            return .wait
        }
        let m = frame.measures(since: frame.origin)
        guard m.rotation >= c.minimumDistance, m.rotation >= c.dominance * max(m.translation, m.scale) else {
            lateCandidate = nil
            return .wait
        }
        let late = LateCandidate(direction: frame.rotation >= frame.origin.rotation ? .cw : .ccw, origin: frame.origin,
                                 travel: m.rotation, fingers: frame.fingers)
        if m.rotation >= c.beginDistance {
            return .begin(direction: late.direction, origin: late.origin, travel: late.travel, fingers: late.fingers)
        }
        lateCandidate = late
        return .wait
    }

    /// Back to `possible`, forgetting the remembered small motion.
    public mutating func reset() {
        state = .possible
        failure = nil
        session = nil
        lateCandidate = nil
    }

    /// Rotation and progress.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        let o = session.origin
        let rotation = frame.rotation - o.rotation
        let sign: Double = rotation < 0 ? -1 : 1
        let full = configuration.fullAngle
        return GestureMeasurement(translation: frame.translation - o.translation, scale: frame.scale / o.scale,
                                  rotation: rotation, progress: GestureMeasurement.clamp(abs(rotation) / full),
                                  progressVelocity: sign * frame.rotationVelocity / full,
                                  millimetresPerProgress: 2 * max(o.span, 1) * full * Double.pi / 180)
    }

    /// Complete when progress > 0.5.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        m.progress > 0.5 ? .complete : .cancel
    }
}
