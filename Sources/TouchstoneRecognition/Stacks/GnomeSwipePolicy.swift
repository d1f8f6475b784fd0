import TouchstoneCore

/// GNOME Shell's touchpad swipe rules (js/ui/swipeTracker.js, GNOME Shell 46-48), applied to
/// libinput's swipe events: the decision a workspace or overview swipe gets on GNOME.
///
/// - Fingers: 3 or more (`GESTURE_FINGER_COUNT`); pinch and hold are not used by the swipe tracker.
/// - Begin: unaccelerated deltas add up until their length reaches `dragThreshold` (16); the axis is
///   the larger component (ties vertical). Trackers exist on both axes (workspaces horizontally,
///   the overview vertically), so either axis is handled. The deltas before that event are dropped.
/// - Progress: each unaccelerated delta along the axis divided by the touchpad "distance"
///   (`TOUCHPAD_BASE_WIDTH` 400 horizontally, `TOUCHPAD_BASE_HEIGHT` 300 vertically), clamped to the
///   snap points next to the start (here -1, 0, 1: a workspace with neighbours on both sides).
/// - Velocity: (time in whole ms, delta) pairs; at the end, entries older than 150 ms are dropped
///   unless that would drop all of them; velocity = sum of the deltas after the first / time span,
///   in units per ms.
/// - End (libinput's end and cancel alike): below 0.6 units/ms snap to the nearest point; else project
///   with deceleration 0.997 (a parabola above 2 units/ms) and take the next point in the direction of
///   motion when the projection leaves the start, else the nearest.
/// - Verdict: end at the start (0) = cancelled; at ±1 = completed, in the direction of that point.
public struct GnomeSwipePolicy: Sendable, Hashable {
    /// Minimum fingers.
    public var minimumFingers = 3
    /// Unaccelerated travel before the swipe begins, libinput units.
    public var dragThreshold = 16.0
    /// Units for progress 1 horizontally.
    public var baseWidth = 400.0
    /// Units for progress 1 vertically.
    public var baseHeight = 300.0
    /// Velocity history, ms.
    public var historyMilliseconds: Int64 = 150
    /// Below this speed (units/ms) the swipe snaps to the nearest point.
    public var velocityThreshold = 0.6
    /// Touchpad deceleration per ms.
    public var deceleration = 0.997
    /// Above this speed (units/ms) the projection is a parabola.
    public var velocityCurveThreshold = 2.0
    /// The parabola's multiplier.
    public var parabolaMultiplier = 0.35
    /// Snap points, ascending, containing 0 (the start).
    public var snapPoints: [Double] = [-1, 0, 1]

    /// The defaults of the cited source.
    public init() {}

    /// GNOME's verdict on one libinput gesture.
    public func verdict(_ gesture: LibinputGesture) -> StackVerdict {
        guard gesture.kind == .swipe, gesture.fingers >= minimumFingers else { return .nothing(note: "not a 3+ finger swipe") }
        var cumulative = PointMM(x: 0, y: 0)
        var pending = false
        var horizontal = true
        var began: Int64?
        var initialSign = 0.0
        var progress = 0.0
        var history: [(time: Int64, delta: Double)] = []
        for event in gesture.updates {
            let d = event.unacceleratedDelta ?? event.delta ?? PointMM(x: 0, y: 0)
            let ms = event.time / 1000
            if began == nil {
                if !pending {
                    if d.x == 0 && d.y == 0 { continue }
                    pending = true
                }
                cumulative = PointMM(x: cumulative.x + d.x, y: cumulative.y + d.y)
                let distance = (cumulative.x * cumulative.x + cumulative.y * cumulative.y).squareRoot()
                guard distance >= dragThreshold else { continue }
                horizontal = abs(cumulative.x) > abs(cumulative.y)
                initialSign = (horizontal ? cumulative.x : cumulative.y) < 0 ? -1 : 1
                began = event.time
                Self.append(&history, (ms, 0), window: historyMilliseconds)
            }
            let delta = horizontal ? d.x : d.y
            Self.append(&history, (ms, delta), window: historyMilliseconds)
            progress = min(max(progress + delta / (horizontal ? baseWidth : baseHeight), snapPoints.first!), snapPoints.last!)
        }
        guard let began else { return .nothing(note: "below the 16-unit drag threshold") }
        let endMs = (gesture.end ?? gesture.updates.last?.time ?? began) / 1000
        Self.trim(&history, before: endMs - historyMilliseconds)
        let velocity = Self.velocity(history)
        let end = endProgress(progress: progress, velocity: velocity)
        let sign = end == 0 ? initialSign : (end < 0 ? -1.0 : 1.0)
        let direction: GestureDirection = horizontal ? (sign < 0 ? .left : .right) : (sign < 0 ? .up : .down)
        var note = "progress \(Self.format(progress)), velocity \(Self.format(velocity)) units/ms"
        if gesture.cancelled == true { note += ", libinput cancelled (treated as an end)" }
        return StackVerdict(kind: .swipe, fingers: gesture.fingers, direction: direction,
                            outcome: end == 0 ? .cancelled : .completed, began: began, note: note)
    }

    /// The snap point the swipe settles on (`_getEndProgress` with the start at 0).
    public func endProgress(progress: Double, velocity: Double) -> Double {
        if abs(velocity) < velocityThreshold { return snapPoints[closest(to: progress)] }
        let slope = deceleration / (1 - deceleration) / 1000
        var position: Double
        if abs(velocity) > velocityCurveThreshold {
            let c = slope / 2 / parabolaMultiplier
            let x = abs(velocity) - velocityCurveThreshold + c
            position = slope * velocityCurveThreshold + parabolaMultiplier * x * x - parabolaMultiplier * c * c
        } else {
            position = abs(velocity) * slope
        }
        position = min(max((velocity < 0 ? -position : position) + progress, snapPoints.first!), snapPoints.last!)
        let initial = closest(to: 0)
        let previous = snapPoints.lastIndex { $0 <= position }
        let next = snapPoints.firstIndex { $0 >= position }
        if (velocity > 0 ? previous : next) == initial, let index = velocity > 0 ? next : previous { return snapPoints[index] }
        return snapPoints[closest(to: position)]
    }

    /// The first snap point nearest to `position`.
    func closest(to position: Double) -> Int {
        var best = 0
        for (index, point) in snapPoints.enumerated() where abs(point - position) < abs(snapPoints[best] - position) {
            best = index
        }
        return best
    }

    static func append(_ history: inout [(time: Int64, delta: Double)], _ entry: (Int64, Double), window: Int64) {
        trim(&history, before: entry.0 - window)
        history.append((entry.0, entry.1))
    }

    /// Drops entries before `threshold`, unless none is at or after it (the source's `findIndex` of -1).
    static func trim(_ history: inout [(time: Int64, delta: Double)], before threshold: Int64) {
        if let index = history.firstIndex(where: { $0.time >= threshold }) { history.removeFirst(index) }
    }

    /// Sum of the deltas after the first over the time span, units/ms (0 with fewer than 2 entries or no span).
    static func velocity(_ history: [(time: Int64, delta: Double)]) -> Double {
        guard history.count >= 2, let first = history.first, let last = history.last, last.time != first.time else { return 0 }
        return history.dropFirst().reduce(0) { $0 + $1.delta } / Double(last.time - first.time)
    }

    static func format(_ value: Double) -> String { JSONLine.number((value * 1000).rounded() / 1000) }
}
