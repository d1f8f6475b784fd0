import TouchstoneCore

/// A pinch or a rotation: two or more contacts transforming around their centroid
/// (VCTransitionsLibrary's pinch interaction controller, and its rotation counterpart).
///
/// - Pinch: scale = span / span at the origin (span = mean distance of the contacts from their
///   centroid); its measure `S` is twice the span change (the change of the distance between two
///   fingers). Direction `in` when the span shrank, `out` when it grew. Progress: in = 1 - scale
///   (the seed's `1 - scale / startScale`); out = (scale - 1) / (`outTarget` - 1).
/// - Rotate: rotation = change of the angle of the line between the two oldest contacts, wrapped to
///   ±180° per frame and accumulated, clockwise positive (y grows down); its measure `R` is the arc
///   2 x span x angle in radians. Direction `cw` or `ccw`. Progress = |rotation| / `fullAngle`.
/// - Both begin when the fingers are accepted, their measure reaches `beginDistance` (2 mm) and is
///   `dominance` (1.5) times translation and the other transform measure; the direction locks. A
///   dominant measure between `minimumDistance` (1 mm) and `beginDistance` is remembered and
///   recognized when the fingers start lifting (late recognition): a tiny pinch is still a pinch,
///   and a rotation whose radius wobbles first is not taken for a pinch.
/// - Progress is clamped to 0...1. Seed finish rule: complete when progress > 0.5 at release.
public struct TransformRecognizer: ConfiguredRecognizer {
    /// Configuration.
    public struct Configuration: RecognizerConfiguration {
        /// What it measures (pinch or rotation) and how that maps to progress.
        public var measure: TransformMeasure
        /// Name (default "pinch" or "rotate"), fingers (default 2 or more for a pinch, exactly 2 for a rotation), finish rule (default `.seed`) and finger-count
        /// debounce (default 100 ms, libinput).
        public var shared: SharedConfiguration
        /// Measure before it begins, millimetres (default 2 mm, about 13 pt; see `minimumDistance`).
        public var beginDistance: Double
        /// Smallest measure for late recognition: a dominant motion between this and
        /// `beginDistance` is recognized when the fingers start lifting (default 1 mm, about 6.4 pt).
        public var minimumDistance: Double
        /// How many times larger than translation and the other transform measure its own measure
        /// must be before it begins (default 1.5: noise and wobble make them comparable at first;
        /// one finger moving alone gives exactly 2).
        public var dominance: Double
        /// When the most moving finger is in the pad's left or right edge band (one-finger edge
        /// scrolling), the smallest share of its motion the second most moving finger must have
        /// made, and at least half `minimumDistance` (default 0.25): a finger scrolling at the edge
        /// beside a resting one is no pinch or rotation, while one finger pinching towards a still
        /// one in the middle of the pad still is. 0 turns the rule off (touchscreens).
        public var secondFingerShare: Double
        /// Smallest rotation, degrees, before a rotation begins (default 0; 8° on touchscreens,
        /// where fingers far apart turn the measure by a few millimetres in a parallel drag).
        public var minimumAngle: Double
        /// Shortest time the fingers must have been down for a late recognition at the lift,
        /// microseconds (default 180 ms, libinput's tap time: a tap never begins a gesture).
        public var tapTime: Int64

        /// Creates a configuration measuring `measure`.
        public init(measure: TransformMeasure, name: String, fingers: FingerCount, beginDistance: Double = 2,
                    minimumDistance: Double = 1, dominance: Double = 1.5, secondFingerShare: Double = 0.25,
                    minimumAngle: Double = 0, tapTime: Int64 = 180_000, finishPolicy: FinishPolicy = .seed,
                    fingerChangeDebounce: Int64 = 100_000) {
            switch measure {
            case .scale(let target): self.measure = .scale(outTarget: max(1.0001, target))
            case .rotation(let angle): self.measure = .rotation(fullAngle: max(1, angle))
            }
            shared = SharedConfiguration(name: name, fingers: fingers, finishPolicy: finishPolicy,
                                         fingerChangeDebounce: fingerChangeDebounce)
            self.beginDistance = beginDistance
            self.minimumDistance = min(minimumDistance, beginDistance)
            self.dominance = dominance
            self.secondFingerShare = secondFingerShare
            self.minimumAngle = minimumAngle
            self.tapTime = tapTime
        }

        /// A pinch: "pinch", 2 or more fingers, full pinch-out progress at scale `outTarget` (default 2).
        public static func pinch(name: String = "pinch", fingers: FingerCount = .atLeast(2), beginDistance: Double = 2,
                                 minimumDistance: Double = 1, outTarget: Double = 2,
                                 finishPolicy: FinishPolicy = .seed) -> Configuration {
            Configuration(measure: .scale(outTarget: outTarget), name: name, fingers: fingers,
                          beginDistance: beginDistance, minimumDistance: minimumDistance, finishPolicy: finishPolicy)
        }

        /// A rotation: "rotate", exactly 2 fingers, full progress at `fullAngle` degrees (default 90).
        public static func rotate(name: String = "rotate", fingers: FingerCount = .exactly(2),
                                  beginDistance: Double = 2, minimumDistance: Double = 1, fullAngle: Double = 90,
                                  finishPolicy: FinishPolicy = .seed) -> Configuration {
            Configuration(measure: .rotation(fullAngle: fullAngle), name: name, fingers: fingers,
                          beginDistance: beginDistance, minimumDistance: minimumDistance, finishPolicy: finishPolicy)
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// State, failure and session.
    public var status = RecognizerStatus()
    /// A dominant motion too small to begin on (under `beginDistance`), recognized if the fingers
    /// lift before it grows.
    private var lateCandidate: LateCandidate?

    /// Creates a transform recognizer.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// `.pinch` or `.rotate`, from the measure.
    public var kind: GestureKind { configuration.measure.kind }

    /// While possible: finger limits, then the begin test; a smaller motion that dominated is
    /// remembered and recognized when the fingers start lifting.
    public mutating func consider(_ frame: RecognitionFrame) -> Consideration {
        let c = configuration
        if frame.fingers > c.fingers.maximum { return .fail(.tooManyFingers) }
        guard frame.fingers >= c.fingers.minimum else {
            if let late = lateCandidate, frame.fingers < late.fingers, frame.time - late.since >= c.tapTime {
                return .begin(direction: late.direction, origin: late.origin, travel: late.travel, fingers: late.fingers)
            }
            return .wait
        }
        let m = c.measure.split(frame.measures(since: frame.origin))
        guard m.own >= c.minimumDistance, m.own >= c.dominance * m.others,
              !frame.mostMovingAtEdge
                || frame.secondDriftFromOrigin >= c.secondFingerShare * max(frame.maximumDriftFromOrigin, 2 * c.minimumDistance),
              c.measure.angle(frame, from: frame.origin) >= c.minimumAngle
        else {
            lateCandidate = nil
            return .wait
        }
        let late = LateCandidate(direction: c.measure.direction(frame, from: frame.origin), origin: frame.origin,
                                 travel: m.own, fingers: frame.fingers, since: frame.fingersStableSince)
        if m.own >= c.beginDistance {
            return .begin(direction: late.direction, origin: late.origin, travel: late.travel, fingers: late.fingers)
        }
        lateCandidate = late
        return .wait
    }

    /// Back to `possible`, forgetting the remembered small motion.
    public mutating func reset() {
        status = RecognizerStatus()
        lateCandidate = nil
    }

    /// Scale or rotation, and progress.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        configuration.measure.measure(frame, session: session)
    }

    /// VCTransitionsLibrary: complete when progress > 0.5.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        m.progress > 0.5 ? .complete : .cancel
    }
}
