/// One gesture of a synthesis spec, as written (docs/synth.md lists every field and its range).
///
/// Values the spec leaves out are nil where the default depends on the device (distance, spacing);
/// the `Synthesizer` resolves them.
public struct GestureSpec: Sendable, Hashable {
    /// What to play.
    public var kind: SynthKind
    /// Fingers taking part (a resting thumb is extra).
    public var fingers: Int
    /// Direction (axis or diagonal, in/out, cw/ccw, none).
    public var direction: SynthDirection
    /// Direction of travel in degrees clockwise from +x, overriding `direction`'s angle.
    public var angle: Double?
    /// Travel in millimetres (translations).
    public var distanceMillimetres: Double?
    /// Travel as a fraction of the pad's extent along the direction (translations).
    public var distanceFraction: Double?
    /// Final span relative to the initial one (pinch).
    public var scale: Double?
    /// Rotation in degrees (rotate).
    public var rotation: Double
    /// Duration of the motion (or of the hold/tap), milliseconds.
    public var durationMilliseconds: Double?
    /// Peak speed instead of a duration, mm/s.
    public var peakSpeed: Double?
    /// Speed at release, mm/s (selects the `release` profile).
    public var releaseSpeed: Double?
    /// Velocity profile.
    public var profile: VelocityProfile
    /// Still time after the motion before the fingers lift; nil: 0 when the profile moves at the end, else 120 ms.
    public var stillAfterMilliseconds: Double?
    /// Still time after the last finger lands before the motion starts.
    public var stillBeforeMilliseconds: Double
    /// Distance between neighbouring fingers, millimetres (nil: the device's default).
    public var spacingMillimetres: Double?
    /// How the fingers sit.
    public var placement: Placement
    /// Horizontal position of the gesture's centre, as a fraction of the pad's width.
    public var centerX: Double
    /// Vertical position of the gesture's centre, as a fraction of the pad's height.
    public var centerY: Double
    /// Delay between one finger landing and the next, milliseconds.
    public var landingStaggerMilliseconds: Double
    /// The order fingers lift in.
    public var liftOrder: LiftOrder
    /// Delay between one finger lifting and the next, milliseconds (nil: 0 together, else 15).
    public var liftStaggerMilliseconds: Double?
    /// Standard deviation of the position noise per finger and frame, millimetres.
    public var jitterMillimetres: Double
    /// A thumb resting near the bottom edge during the gesture.
    public var restingThumb: Bool
    /// Pause after this gesture before the next one, milliseconds.
    public var pauseAfterMilliseconds: Double

    /// A gesture of `kind` with every other field at its default.
    public init(kind: SynthKind) {
        self.kind = kind
        fingers = kind.defaultFingers
        direction = SynthDirection.allowed(for: kind)[0]
        rotation = 75
        profile = .easeInOut
        stillBeforeMilliseconds = 40
        placement = .row
        centerX = 0.5
        centerY = 0.5
        landingStaggerMilliseconds = 0
        liftOrder = .together
        jitterMillimetres = 0.04
        restingThumb = false
        pauseAfterMilliseconds = 300
    }
}
