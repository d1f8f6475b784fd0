import TouchstoneCore
#if canImport(Glibc)
#elseif canImport(Darwin)
import Darwin
#endif

/// The pessimistic pan (Gagat's `PessimisticPanGestureRecognizer` plus its coordinator's rules).
///
/// States: `possible` -> `active` (began, changed...) -> `ended` (decision) | `cancelled`, or
/// `possible` -> `failed`.
///
/// - Pessimistic failure (ported as the seed *does*, not as it is named): on a frame where a
///   contact has moved (more than `moveTolerance` since it landed) while fewer than the minimum
///   touches are down, the pan fails at once if its translation is still *under* `failureDistance`.
///   The seed's variable is called `hasDraggedPastFailureThreshold` but tests `distance < 10`: the
///   failure happens while the pan has *not* travelled far. A second finger landing after the first
///   has moved therefore fails the pan.
/// - Too many fingers before beginning fail it (pessimism: let the swipes have them).
/// - It begins when the fingers are within `fingers`, the centroid has travelled `beginDistance`
///   and translation dominates span change and rotation (`MotionKind`). With a `directionGate`
///   (Gagat: `.down`), it fails unless the translation's angle at that moment lies in the gate's
///   90° sector (down = 45°...135° with y down, left = 135°...225°, up = 225°...315°, right
///   otherwise). With no gate it takes the direction of its dominant axis, locked.
/// - Translation is the centroid's; motion against the direction resets it to zero, as Gagat's
///   coordinator does when the pan goes up.
/// - Progress = translation along the direction / the device's extent on that axis (Gagat maps
///   the pan distance to the view's height), clamped to 0...1.
/// - Seed finish rule (Gagat, generalised): complete when moving in the direction at release
///   (speed along it above `movingSpeed`, a dead band for sensor jitter) or translated past half
///   the extent; cancel otherwise.
public struct PanRecognizer: ConfiguredRecognizer {
    /// Configuration; every default is given in millimetres and in the seed's points
    /// (`PointScale.standard`, 1 pt = 0.156 mm).
    public struct Configuration: RecognizerConfiguration {
        /// Name (default "pan"), fingers (default exactly 2, as Gagat), finish rule (default `.seed`) and finger-count
        /// debounce (default 100 ms, libinput).
        public var shared: SharedConfiguration
        /// The pessimistic failure distance (default 10 pt = 1.56 mm).
        public var failureDistance: Double
        /// Centroid travel before the pan begins (default 10 pt = 1.56 mm, UIKit's pan hysteresis).
        public var beginDistance: Double
        /// A contact "moves" when it is this far from where it landed (default 0.5 mm; UIKit reacts
        /// to any motion, real pads jitter by a few tenths of a millimetre).
        public var moveTolerance: Double
        /// Only begin in this direction (Gagat: `.down`); nil = any, reporting the dominant axis.
        public var directionGate: GestureDirection?
        /// Speed along the direction that counts as "moving" at release (default 50 pt/s = 7.8 mm/s).
        public var movingSpeed: Double

        /// Creates a configuration; distances in millimetres (use `PointScale` to convert points).
        public init(name: String = "pan", fingers: FingerCount = .exactly(2),
                    failureDistance: Double = PointScale.standard.millimetres(10),
                    beginDistance: Double = PointScale.standard.millimetres(10), moveTolerance: Double = 0.5,
                    directionGate: GestureDirection? = nil, movingSpeed: Double = PointScale.standard.millimetres(50),
                    finishPolicy: FinishPolicy = .seed,
                    fingerChangeDebounce: Int64 = 100_000) {
            shared = SharedConfiguration(name: name, fingers: fingers, finishPolicy: finishPolicy,
                                         fingerChangeDebounce: fingerChangeDebounce)
            self.failureDistance = failureDistance
            self.beginDistance = beginDistance
            self.moveTolerance = moveTolerance
            self.directionGate = directionGate
            self.movingSpeed = movingSpeed
        }

        /// Gagat's configuration: two fingers, downwards only, thresholds from points on `scale`.
        public static func gagat(scale: PointScale = .standard) -> Configuration {
            Configuration(failureDistance: scale.millimetres(10), beginDistance: scale.millimetres(10),
                          directionGate: .down, movingSpeed: scale.millimetres(50))
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// State, failure and session.
    public var status = RecognizerStatus()

    /// Creates a pan recognizer.
    public init(_ configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Always `.pan`.
    public var kind: GestureKind { .pan }

    /// Gagat's sector for an angle in degrees (atan2 with y down): down 45...135, left 135...225,
    /// up 225...315, right otherwise; boundaries go to the first sector listed.
    public static func sector(of translation: PointMM) -> GestureDirection {
        var angle = Maths.atan2(translation.y, translation.x) * 180 / Double.pi
        if angle < 0 { angle += 360 }
        switch angle {
        case 45...135: return .down
        case 135...225: return .left
        case 225...315: return .up
        default: return .right
        }
    }

    /// The direction of the dominant axis of `translation` (horizontal wins ties).
    public static func dominantDirection(of translation: PointMM) -> GestureDirection {
        if abs(translation.x) >= abs(translation.y) { return translation.x < 0 ? .left : .right }
        return translation.y < 0 ? .up : .down
    }

    /// While possible: the pessimistic rule, the finger limits, then the begin test.
    public mutating func consider(_ frame: RecognitionFrame) -> Consideration {
        let c = configuration
        if frame.fingers < c.fingers.minimum {
            if frame.maximumContactTravel > c.moveTolerance && frame.translation.length < c.failureDistance {
                return .fail(.movedBeforeMinimumTouches)
            }
            return .wait
        }
        if frame.fingers > c.fingers.maximum { return .fail(.tooManyFingers) }
        let m = frame.measures(since: frame.origin)
        guard m.translation >= c.beginDistance,
              MotionKind.dominant(translation: m.translation, scale: m.scale, rotation: m.rotation) == .translation
        else { return .wait }
        let t = frame.translation - frame.origin.translation
        if let gate = c.directionGate {
            guard Self.sector(of: t) == gate else { return .fail(.wrongDirection) }
            return .begin(direction: gate, origin: frame.origin, travel: m.translation, fingers: frame.fingers)
        }
        return .begin(direction: Self.dominantDirection(of: t), origin: frame.origin, travel: m.translation,
                      fingers: frame.fingers)
    }

    /// Translation (reset when it goes against the direction), progress along the direction.
    public func measure(_ frame: RecognitionFrame, session: inout GestureSession) -> GestureMeasurement {
        let unit = Self.unit(session.direction)
        var t = frame.translation - session.origin.translation
        var along = t.x * unit.x + t.y * unit.y
        if along < 0 {
            session.origin.translation = frame.translation
            t = .zero
            along = 0
        }
        let extent = frame.geometry.extent(along: session.direction)
        let speed = frame.velocity.x * unit.x + frame.velocity.y * unit.y
        return GestureMeasurement(translation: t, progress: GestureMeasurement.clamp(along / extent),
                                  progressVelocity: speed / extent, millimetresPerProgress: extent)
    }

    /// Gagat: complete when moving in the direction at release or past half the extent.
    public func seedDecision(_ m: GestureMeasurement, velocity: PointMM, session: GestureSession) -> GestureDecision {
        let unit = Self.unit(session.direction)
        let speed = velocity.x * unit.x + velocity.y * unit.y
        let along = m.translation.x * unit.x + m.translation.y * unit.y
        return speed > configuration.movingSpeed || along > m.millimetresPerProgress / 2 ? .complete : .cancel
    }

    /// Unit vector of a translation direction.
    public static func unit(_ direction: GestureDirection) -> PointMM {
        switch direction {
        case .left: return PointMM(x: -1, y: 0)
        case .right: return PointMM(x: 1, y: 0)
        case .up: return PointMM(x: 0, y: -1)
        default: return PointMM(x: 0, y: 1)
        }
    }
}
