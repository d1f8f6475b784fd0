/// A gesture event as libinput itself reported it (`libinput record --with-libinput`, or the
/// daemon's libinput context), kept beside the touch frames so Touchstone's verdicts can be compared
/// with libinput's.
public struct LibinputGestureEvent: Sendable, Hashable {
    /// libinput's gesture event types.
    public enum EventType: String, Sendable, Hashable, CaseIterable {
        case swipeBegin = "GESTURE_SWIPE_BEGIN"
        case swipeUpdate = "GESTURE_SWIPE_UPDATE"
        case swipeEnd = "GESTURE_SWIPE_END"
        case pinchBegin = "GESTURE_PINCH_BEGIN"
        case pinchUpdate = "GESTURE_PINCH_UPDATE"
        case pinchEnd = "GESTURE_PINCH_END"
        case holdBegin = "GESTURE_HOLD_BEGIN"
        case holdEnd = "GESTURE_HOLD_END"
    }

    /// Microseconds since the start of the recording.
    public var time: Int64
    /// Event type.
    public var type: EventType
    /// Fingers (constant for one gesture).
    public var fingers: Int
    /// Accelerated delta (normalised to 1000 dpi), on updates.
    public var delta: PointMM?
    /// Unaccelerated delta, on updates.
    public var unacceleratedDelta: PointMM?
    /// Absolute pinch scale (1.0 at begin), on pinch events.
    public var scale: Double?
    /// Rotation since the last event in degrees, clockwise positive, on pinch events.
    public var angleDelta: Double?
    /// On end events: whether libinput cancelled the gesture.
    public var cancelled: Bool?

    /// Creates an event.
    public init(time: Int64, type: EventType, fingers: Int, delta: PointMM? = nil, unacceleratedDelta: PointMM? = nil,
                scale: Double? = nil, angleDelta: Double? = nil, cancelled: Bool? = nil) {
        self.time = time
        self.type = type
        self.fingers = fingers
        self.delta = delta
        self.unacceleratedDelta = unacceleratedDelta
        self.scale = scale
        self.angleDelta = angleDelta
        self.cancelled = cancelled
    }
}
