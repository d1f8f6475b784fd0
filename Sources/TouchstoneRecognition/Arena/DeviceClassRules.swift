import TouchstoneCore

/// How the recognizers adapt to the device class (docs/recognition.md, "Device classes").
///
/// - Touchpads and tablet touch surfaces: the configured thresholds, in millimetres.
/// - Semi-MT touchpads report the fingers' bounding box, not their positions: the box's centre
///   moves with the fingers, but its size and diagonal do not measure a span or an angle, so pinch
///   and rotation are not recognized there (libinput: "semi-mt devices are too unreliable to do
///   pinch gestures"). Pans and swipes are.
/// - Touchscreens are direct: fingers are further apart, land one after the other and move less in
///   unison. Pan and swipe begin distances are at least the touch slop (Flutter's `kTouchSlop`, 18
///   logical pixels at 96 per inch = 4.8 mm), and so is the pan's pessimistic move tolerance; pinch
///   and rotation begin at least at the span slop of Android's scale detector (16 dp = 2.5 mm), with
///   no late recognition under it; a rotation must also turn by `screenRotationAngle`, and one
///   finger may stay anchored in a pinch (Android's scale detector).
///   Fingers also land over a longer time (a 4-finger drag's fingers landed over 140 ms): no
///   gesture begins until `screenLandingSettle` after the last finger landed, so the count a
///   gesture locks is the count of the hand, not of the first fingers down.
/// Rules never lower a threshold the configuration set higher.
public enum DeviceClassRules {
    /// Flutter's touch slop, 18 logical pixels at 96 per inch, in millimetres (about 4.8 mm).
    public static let touchSlop = 18 * 25.4 / 96
    /// Android's scale-detector span slop, 16 dp at 160 per inch, in millimetres (about 2.5 mm).
    public static let spanSlop = 16 * 25.4 / 160
    /// Degrees a rotation must turn on a touchscreen before it begins.
    public static let screenRotationAngle = 8.0

    /// Time after the last finger landed before a gesture may begin on a touchscreen, µs (100 ms,
    /// libinput's finger-count debounce).
    public static let screenLandingSettle: Int64 = 100_000

    /// Time after the last finger landed before a gesture may begin on `deviceClass`, µs.
    public static func landingSettle(for deviceClass: DeviceClass) -> Int64 {
        deviceClass == .touchscreen ? screenLandingSettle : 0
    }

    /// `recognizer` adapted to `deviceClass`; nil when the class cannot support it.
    public static func adapt(_ recognizer: AnyGestureRecognizer, to deviceClass: DeviceClass) -> AnyGestureRecognizer? {
        switch (deviceClass, recognizer) {
        case (.semiMultiTouch, .transform): return nil
        case (.touchscreen, .pan(let r)):
            var c = r.configuration
            c.beginDistance = max(c.beginDistance, touchSlop)
            c.moveTolerance = max(c.moveTolerance, touchSlop)
            c.failureDistance = max(c.failureDistance, touchSlop)
            return .pan(PanRecognizer(c))
        case (.touchscreen, .swipe(let r)):
            var c = r.configuration
            c.beginDistance = max(c.beginDistance, touchSlop)
            return .swipe(SwipeRecognizer(c))
        case (.touchscreen, .transform(let r)):
            var c = r.configuration
            c.beginDistance = max(c.beginDistance, spanSlop)
            c.minimumDistance = max(c.minimumDistance, c.beginDistance)
            c.secondFingerShare = 0
            if case .rotation = c.measure { c.minimumAngle = max(c.minimumAngle, screenRotationAngle) }
            return .transform(TransformRecognizer(c))
        default: return recognizer
        }
    }
}
