import TouchstoneCore

/// One gesture as libinput reported it: a begin event, its updates and (unless the recording was cut)
/// its end event.
public struct LibinputGesture: Sendable, Hashable {
    /// libinput's gesture types.
    public enum Kind: String, Sendable, Hashable {
        case swipe, pinch, hold
    }

    /// Gesture type.
    public var kind: Kind
    /// Fingers.
    public var fingers: Int
    /// The begin event's time, microseconds.
    public var begin: Int64
    /// The update events, in order.
    public var updates: [LibinputGestureEvent]
    /// The end event's time (nil when the recording ends first).
    public var end: Int64?
    /// The end event's cancelled flag (nil when not recorded: `libinput record` 1.22 does not write it).
    public var cancelled: Bool?

    /// Creates a gesture.
    public init(kind: Kind, fingers: Int, begin: Int64, updates: [LibinputGestureEvent] = [], end: Int64? = nil,
                cancelled: Bool? = nil) {
        self.kind = kind
        self.fingers = fingers
        self.begin = begin
        self.updates = updates
        self.end = end
        self.cancelled = cancelled
    }

    /// Groups a recording's libinput events into gestures, in order. Updates or ends without a begin
    /// of their type are ignored; a begin while a gesture is open closes it (end unknown).
    public static func group(_ events: [LibinputGestureEvent]) -> [LibinputGesture] {
        var gestures: [LibinputGesture] = []
        var open: LibinputGesture?
        for event in events {
            switch event.type {
            case .swipeBegin, .pinchBegin, .holdBegin:
                if let current = open { gestures.append(current) }
                let kind: Kind = event.type == .swipeBegin ? .swipe : (event.type == .pinchBegin ? .pinch : .hold)
                open = LibinputGesture(kind: kind, fingers: event.fingers, begin: event.time)
            case .swipeUpdate, .pinchUpdate:
                guard var current = open, current.kind == (event.type == .swipeUpdate ? .swipe : .pinch) else { continue }
                current.updates.append(event)
                open = current
            case .swipeEnd, .pinchEnd, .holdEnd:
                let kind: Kind = event.type == .swipeEnd ? .swipe : (event.type == .pinchEnd ? .pinch : .hold)
                guard var current = open, current.kind == kind else { continue }
                current.end = event.time
                current.cancelled = event.cancelled
                gestures.append(current)
                open = nil
            }
        }
        if let current = open { gestures.append(current) }
        return gestures
    }

    /// The running sum of the unaccelerated deltas (libinput units; the accelerated ones where absent)
    /// at its farthest from the start: where a swipe went, even if it came back.
    public var largestExcursion: PointMM {
        var sum = PointMM(x: 0, y: 0), farthest = sum
        for e in updates {
            let d = e.unacceleratedDelta ?? e.delta ?? PointMM(x: 0, y: 0)
            sum = PointMM(x: sum.x + d.x, y: sum.y + d.y)
            if sum.x * sum.x + sum.y * sum.y > farthest.x * farthest.x + farthest.y * farthest.y { farthest = sum }
        }
        return farthest
    }

    /// The pinch scale of the last update (1 when none).
    public var finalScale: Double { updates.last(where: { $0.scale != nil })?.scale ?? 1 }

    /// libinput's own verdict: the gesture type and fingers, the direction of the largest excursion (swipe) or
    /// scale (pinch), and the outcome from the cancelled flag (`unknown` when not recorded).
    public var verdict: StackVerdict {
        let outcome: StackVerdict.Outcome = cancelled.map { $0 ? .cancelled : .completed } ?? .unknown
        switch kind {
        case .swipe:
            return StackVerdict(kind: .swipe, fingers: fingers, direction: Self.direction(of: largestExcursion),
                                outcome: outcome, began: begin)
        case .pinch:
            return StackVerdict(kind: .pinch, fingers: fingers, direction: finalScale < 1 ? .in : .out, outcome: outcome,
                                began: begin)
        case .hold:
            return StackVerdict(kind: .hold, fingers: fingers, direction: .none, outcome: outcome, began: begin)
        }
    }

    /// The dominant direction of `motion` (y grows down); `.none` for no motion.
    public static func direction(of motion: PointMM) -> GestureDirection {
        if motion.x == 0 && motion.y == 0 { return .none }
        if abs(motion.x) >= abs(motion.y) { return motion.x < 0 ? .left : .right }
        return motion.y < 0 ? .up : .down
    }
}
