import TouchstoneCore

/// A multi-finger swipe (VCTransitionsLibrary's swipe interaction controllers, with libinput's
/// finger-count rules).
///
/// - Begins when the finger count is accepted, the centroid has travelled `beginDistance` and
///   translation dominates (`MotionKind`). The axis and direction lock then; with an axis
///   configured, motion that begins along the other axis fails it.
/// - Too many fingers before beginning fail it.
/// - Progress = |translation along the axis| / `distance`, clamped to 0...1 (the seed's `fabs`:
///   going back past the start counts again).
/// - Seed finish rule: complete when progress > 0.5 at release; cancel otherwise, or when
///   cancelled (a finger-count change held for the debounce time, e.g. a finger lifted mid-swipe).
public struct SwipeRecognizer: ConfiguredRecognizer {
    /// Configuration; distances in millimetres.
    public struct Configuration: RecognizerConfiguration {
        /// Name (default "swipe"), fingers (default at least 3: two fingers are the pan's), finish rule (default `.seed`) and finger-count
        /// debounce (default 100 ms, libinput).
        public var shared: SharedConfiguration
        /// Axis (default any).
        public var axis: SwipeAxis
        /// Travel for full progress (default 200 pt = 31.2 mm).
        public var distance: Double
        /// Centroid travel before it begins (default 10 pt = 1.56 mm).
        public var beginDistance: Double

        /// Creates a configuration.
        public init(name: String = "swipe", fingers: FingerCount = .atLeast(3), axis: SwipeAxis = .any,
                    distance: Double = PointScale.standard.millimetres(200),
                    beginDistance: Double = PointScale.standard.millimetres(10), finishPolicy: FinishPolicy = .seed,
                    fingerChangeDebounce: Int64 = 100_000) {
            shared = SharedConfiguration(name: name, fingers: fingers, finishPolicy: finishPolicy,
                                         fingerChangeDebounce: fingerChangeDebounce)
            self.axis = axis
            self.distance = distance
            self.beginDistance = beginDistance
        }

        /// VCTransitionsLibrary's swipe on `scale`: `distance` 200 pt and a 10 pt begin distance, with
        /// the given fingers and axis.
        public static func vcTransitions(fingers: FingerCount = .atLeast(3), axis: SwipeAxis,
                                         scale: PointScale = .standard) -> Configuration {
            Configuration(fingers: fingers, axis: axis, distance: scale.millimetres(200),
                          beginDistance: scale.millimetres(10))
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// State, failure and session.
    public var status = RecognizerStatus()

    /// Creates a swipe recognizer.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Always `.swipe`.
    public var kind: GestureKind { .swipe }

    /// While possible: finger limits, then the begin test and the axis lock.
    public mutating func consider(_ frame: RecognitionFrame) -> Consideration {
        let c = configuration
        if frame.fingers > c.fingers.maximum { return .fail(.tooManyFingers) }
        guard frame.fingers >= c.fingers.minimum else { return .wait }
        let m = frame.measures(since: frame.origin)
        guard m.translation >= c.beginDistance,
              MotionKind.dominant(translation: m.translation, scale: m.scale, rotation: m.rotation) == .translation
        else { return .wait }
        let t = frame.translation - frame.origin.translation
        let direction = PanRecognizer.dominantDirection(of: t)
        let horizontal = direction == .left || direction == .right
        switch c.axis {
        case .horizontal where !horizontal, .vertical where horizontal: return .fail(.wrongAxis)
        default: return .begin(direction: direction, origin: frame.origin, travel: m.translation, fingers: frame.fingers)
        }
    }

    /// |translation along the axis| / distance.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        let t = frame.translation - session.origin.translation
        let horizontal = session.direction == .left || session.direction == .right
        let along = horizontal ? t.x : t.y
        let speed = horizontal ? frame.velocity.x : frame.velocity.y
        let sign: Double = along < 0 ? -1 : 1
        return GestureMeasurement(translation: t, progress: GestureMeasurement.clamp(abs(along) / configuration.distance),
                                  progressVelocity: sign * speed / configuration.distance,
                                  millimetresPerProgress: configuration.distance)
    }

    /// VCTransitionsLibrary: complete when progress > 0.5.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        m.progress > 0.5 ? .complete : .cancel
    }
}
