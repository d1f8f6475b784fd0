import TouchstoneCore

/// A pinch (VCTransitionsLibrary's pinch interaction controller).
///
/// - Scale = span / span at the origin (span = mean distance of the contacts from their centroid).
/// - Begins when the fingers are accepted, the span change measure `S` (twice the span change,
///   i.e. the change of the distance between two fingers) reaches `beginDistance` (2 mm) and is
///   `dominance` (1.5) times translation and rotation. Direction `in` when the span shrank, `out`
///   when it grew. A dominant `S` between `minimumDistance` (1 mm) and `beginDistance` is
///   remembered and recognized when the fingers start lifting (late recognition): a tiny pinch is
///   still a pinch, and a rotation whose radius wobbles first is not taken for one.
/// - Progress: in = 1 - scale (the seed's `1 - scale / startScale`); out = (scale - 1) /
///   (`outTarget` - 1); clamped to 0...1.
/// - Seed finish rule: complete when progress > 0.5 at release.
public struct PinchRecognizer: ConfiguredRecognizer {
    /// Configuration.
    public struct Configuration: RecognizerConfiguration {
        /// Name in updates (default "pinch").
        public var name: String
        /// Fingers (default 2 or more).
        public var fingers: FingerCount
        /// `S` before it begins, millimetres (default 2 mm, about 13 pt; see `minimumDistance`).
        public var beginDistance: Double
        /// Scale at which a pinch out reaches full progress (default 2.0).
        public var outTarget: Double
        /// Smallest S for late recognition: a dominant motion between this and `beginDistance`
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
        public init(name: String = "pinch", fingers: FingerCount = .atLeast(2), beginDistance: Double = 2,
                    minimumDistance: Double = 1,
                    outTarget: Double = 2, dominance: Double = 1.5, finishPolicy: FinishPolicy = .seed,
                    fingerChangeDebounce: Int64 = 100_000) {
            self.name = name
            self.fingers = fingers
            self.beginDistance = beginDistance
            self.outTarget = max(1.0001, outTarget)
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

    /// Creates a pinch recognizer.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Always `.pinch`.
    public var kind: GestureKind { .pinch }
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
        guard m.scale >= c.minimumDistance, m.scale >= c.dominance * max(m.translation, m.rotation) else {
            lateCandidate = nil
            return .wait
        }
        let late = LateCandidate(direction: frame.scale < frame.origin.scale ? .in : .out, origin: frame.origin,
                                 travel: m.scale, fingers: frame.fingers)
        if m.scale >= c.beginDistance {
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

    /// Scale and progress.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        let o = session.origin
        let scale = frame.scale / o.scale
        let rate = frame.scaleVelocity / o.scale
        let span = max(o.span, 1)
        let progress: Double, velocity: Double, perProgress: Double
        if session.direction == .in {
            progress = 1 - scale
            velocity = -rate
            perProgress = 2 * span
        } else {
            progress = (scale - 1) / (configuration.outTarget - 1)
            velocity = rate / (configuration.outTarget - 1)
            perProgress = 2 * span * (configuration.outTarget - 1)
        }
        return GestureMeasurement(translation: frame.translation - o.translation, scale: scale,
                                  progress: GestureMeasurement.clamp(progress), progressVelocity: velocity,
                                  millimetresPerProgress: perProgress)
    }

    /// VCTransitionsLibrary: complete when progress > 0.5.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        m.progress > 0.5 ? .complete : .cancel
    }
}
