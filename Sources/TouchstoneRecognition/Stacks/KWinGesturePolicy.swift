import TouchstoneCore

/// KWin's touchpad gesture rules (src/gestures.cpp and gestures.h, KWin 6.x), applied to libinput's
/// swipe and pinch events.
///
/// - Swipe (fingers in `swipeFingers`; bindings are assumed for all four directions): deltas add up;
///   the axis is the larger component of the sum and locks once either component reaches 5; the
///   direction is the sign of the sum along the axis at every update, and a gesture bound to the
///   other direction is cancelled when it flips. At the end the gesture of the current direction
///   triggers when |sum along the axis| >= 200 (`s_minimumDelta`), else it is cancelled; a libinput
///   cancel cancels it.
/// - Pinch (fingers in `pinchFingers`): contracting below scale 1, expanding above; triggers at the end
///   when |scale - 1| >= 0.2 (`m_minimumScaleDelta`), else cancelled.
/// - Hold: not used.
/// Deltas are libinput's accelerated ones, which KWin's libinput backend passes on.
public struct KWinGesturePolicy: Sendable, Hashable {
    /// Finger counts with swipe bindings.
    public var swipeFingers: ClosedRange<Int> = 3...4
    /// Finger counts with pinch bindings.
    public var pinchFingers: ClosedRange<Int> = 2...4
    /// Travel along the axis to trigger, libinput units.
    public var minimumDelta = 200.0
    /// Either component of the sum that locks the axis.
    public var axisLock = 5.0
    /// |scale - 1| to trigger a pinch.
    public var minimumScaleDelta = 0.2

    /// The defaults of the cited source.
    public init() {}

    /// KWin's verdict on one libinput gesture.
    public func verdict(_ gesture: LibinputGesture) -> StackVerdict {
        switch gesture.kind {
        case .hold: return .nothing(note: "hold is not used")
        case .pinch:
            guard pinchFingers.contains(gesture.fingers) else { return .nothing(note: "no pinch binding for \(gesture.fingers)") }
            let scale = gesture.finalScale
            if gesture.cancelled == true {
                return StackVerdict(kind: .pinch, fingers: gesture.fingers, direction: scale < 1 ? .in : .out,
                                    outcome: .cancelled, began: gesture.begin, note: "libinput cancelled")
            }
            return StackVerdict(kind: .pinch, fingers: gesture.fingers, direction: scale < 1 ? .in : .out,
                                outcome: abs(scale - 1) >= minimumScaleDelta ? .completed : .cancelled, began: gesture.begin,
                                note: "scale \(GnomeSwipePolicy.format(scale))")
        case .swipe:
            guard swipeFingers.contains(gesture.fingers) else { return .nothing(note: "no swipe binding for \(gesture.fingers)") }
            var sum = PointMM(x: 0, y: 0)
            var lockedHorizontal: Bool?
            var direction: GestureDirection = .none
            var first: GestureDirection?
            var flips = 0
            for event in gesture.updates {
                let d = event.delta ?? event.unacceleratedDelta ?? PointMM(x: 0, y: 0)
                sum = PointMM(x: sum.x + d.x, y: sum.y + d.y)
                let horizontal = lockedHorizontal ?? (abs(sum.x) >= abs(sum.y))
                if lockedHorizontal == nil, abs(sum.x) >= axisLock || abs(sum.y) >= axisLock { lockedHorizontal = horizontal }
                let now: GestureDirection = horizontal ? (sum.x < 0 ? .left : .right) : (sum.y < 0 ? .up : .down)
                if first != nil, now != direction { flips += 1 }
                direction = now
                if first == nil, lockedHorizontal != nil { first = now }
            }
            guard direction != .none else { return .nothing(note: "no motion") }
            let along = (direction == .left || direction == .right) ? abs(sum.x) : abs(sum.y)
            var note = "travel \(GnomeSwipePolicy.format(along)) units"
            if flips > 0 { note += ", flipped \(flips)x (first \((first ?? direction).rawValue) cancelled)" }
            // A cancelled swipe is reported in the direction the user started (the gesture that got
            // cancelled); a triggered one in the direction of the gesture that triggered.
            if gesture.cancelled == true {
                return StackVerdict(kind: .swipe, fingers: gesture.fingers, direction: first ?? direction, outcome: .cancelled,
                                    began: gesture.begin, note: note + ", libinput cancelled")
            }
            let triggered = along >= minimumDelta
            return StackVerdict(kind: .swipe, fingers: gesture.fingers, direction: triggered ? direction : (first ?? direction),
                                outcome: triggered ? .completed : .cancelled, began: gesture.begin, note: note)
        }
    }
}
