import TouchstoneCore

/// A hold: fingers resting still (libinput's hold gesture).
///
/// - Begins once the accepted finger count has been down for `duration` (default 180 ms,
///   libinput's hold timeout for 3+ fingers) with every contact within `tolerance` (default 1 mm)
///   of where it was when the count last changed.
/// - Fails when the contacts move beyond the tolerance first. Once begun, moving beyond the
///   tolerance cancels it (a motion gesture may then begin); lifting the fingers ends it with the
///   decision `complete`. Progress is 1 from the moment it begins.
public struct HoldRecognizer: ConfiguredRecognizer {
    /// Configuration.
    public struct Configuration: RecognizerConfiguration {
        /// Name (default "hold"), fingers (default 2 or more: one finger on a touchpad moves the pointer), finish rule (default `.seed`) and finger-count
        /// debounce (default 100 ms, libinput).
        public var shared: SharedConfiguration
        /// Time still before it begins, microseconds (default 180 ms).
        public var duration: Int64
        /// Largest drift that still counts as still, millimetres (default 1 mm).
        public var tolerance: Double

        /// Creates a configuration.
        public init(name: String = "hold", fingers: FingerCount = .atLeast(2), duration: Int64 = 180_000,
                    tolerance: Double = 1, finishPolicy: FinishPolicy = .seed, fingerChangeDebounce: Int64 = 100_000) {
            shared = SharedConfiguration(name: name, fingers: fingers, finishPolicy: finishPolicy,
                                         fingerChangeDebounce: fingerChangeDebounce)
            self.duration = duration
            self.tolerance = tolerance
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// State, failure and session.
    public var status = RecognizerStatus()

    /// Creates a hold recognizer.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Always `.hold`.
    public var kind: GestureKind { .hold }

    /// While possible: fail on motion, begin after the duration.
    public mutating func consider(_ frame: RecognitionFrame) -> Consideration {
        let c = configuration
        if frame.maximumDriftFromOrigin >= c.tolerance { return .fail(.moved) }
        guard c.fingers.accepts(frame.fingers), frame.time - frame.fingersStableSince >= c.duration else { return .wait }
        return .begin(direction: .none, origin: frame.current, travel: frame.maximumDriftFromOrigin,
                      fingers: frame.fingers)
    }

    /// A hold measures nothing but its progress, 1.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        GestureMeasurement(translation: frame.translation - session.origin.translation, progress: 1)
    }

    /// A released hold completes.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        .complete
    }

    /// Moving beyond the tolerance stops a running hold.
    public func isInterrupted(by frame: RecognitionFrame, session: GestureSession) -> Bool {
        frame.maximumDriftFromOrigin >= configuration.tolerance
    }
}
