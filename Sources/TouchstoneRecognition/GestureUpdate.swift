import TouchstoneCore

/// One element of the progress/velocity stream: what an active recognizer reports for a frame.
public struct GestureUpdate: Sendable, Hashable {
    /// Frame time, microseconds since the start of the recording.
    public var time: Int64
    /// Name of the recognizer that produced the update (e.g. "pan", "swipe3").
    public var recognizer: String
    /// Gesture family.
    public var kind: GestureKind
    /// Life-cycle phase.
    public var phase: GesturePhase
    /// Fingers taking part.
    public var fingers: Int
    /// Direction of travel (locked when the gesture begins for swipes).
    public var direction: GestureDirection
    /// Translation of the contacts' centroid since the gesture started, in millimetres.
    public var translation: PointMM
    /// Span relative to the initial span (1 when not pinching).
    public var scale: Double
    /// Rotation since the start in degrees, clockwise positive, wrapped to ±180°.
    public var rotation: Double
    /// Progress of the transition the gesture drives, 0...1.
    public var progress: Double
    /// Velocity of the centroid in millimetres per second.
    public var velocity: PointMM
    /// Rate of change of `progress`, per second.
    public var progressVelocity: Double
    /// Centroid of the contacts in millimetres from the device's top-left corner.
    public var location: PointMM
    /// At `ended`: whether the transition should complete or cancel.
    public var decision: GestureDecision?
    /// At `ended`: the velocity at release in millimetres per second.
    public var releaseVelocity: PointMM?
    /// At `began`: microseconds from the last finger landing to recognition.
    public var recognizedAfter: Int64?
    /// At `began`: the travel that triggered recognition, millimetres (the dominant of centroid
    /// travel, span change and rotation arc).
    public var travelAtRecognition: Double?
    /// Millimetres of finger travel per unit of progress (converts `progressVelocity` to mm/s).
    public var millimetresPerProgress: Double = 1
    /// Most fingers taking part since the gesture began.
    public var maximumFingers: Int = 0

    /// Creates an update.
    public init(time: Int64, recognizer: String, kind: GestureKind, phase: GesturePhase, fingers: Int,
                direction: GestureDirection = .none, translation: PointMM = .zero, scale: Double = 1,
                rotation: Double = 0, progress: Double = 0, velocity: PointMM = .zero,
                progressVelocity: Double = 0, location: PointMM = .zero,
                decision: GestureDecision? = nil, releaseVelocity: PointMM? = nil) {
        self.time = time
        self.recognizer = recognizer
        self.kind = kind
        self.phase = phase
        self.fingers = fingers
        self.direction = direction
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.progress = progress
        self.velocity = velocity
        self.progressVelocity = progressVelocity
        self.location = location
        self.decision = decision
        self.releaseVelocity = releaseVelocity
    }
}
