import TouchstoneCore

/// Hyprland's workspace-swipe rules (src/managers/input/trackpad/TrackpadGestures.cpp,
/// gestures/WorkspaceSwipeGesture.cpp and UnifiedWorkspaceSwipeGesture.cpp, Hyprland 0.51+, with the
/// defaults of src/config/ConfigManager.cpp), for the binding `gesture = 3, horizontal, workspace`.
///
/// - The gesture is chosen at the first update whose |dx| or |dy| reaches 5 (earlier ones are
///   dropped): its larger component must be horizontal and the swipe must have `fingers` fingers,
///   else Hyprland does nothing with it.
/// - Every update from then on adds dx to the swipe delta; the average speed is the running mean of
///   |change| per update (units per event, not per second); the delta is clamped to ±`distance`
///   (300). Direction lock (on, threshold 10): once |delta| > 10 its sign locks, and a delta of the
///   other sign resets it to 0.
/// - End (libinput's cancel is not looked at): revert when |delta| < `distance` × `cancelRatio`
///   (0.5) and the average speed is below `minSpeedToForce` (30), or when |delta| < 2; else switch
///   workspace in the direction of the delta.
/// Deltas are libinput's accelerated ones.
public struct HyprlandSwipePolicy: Sendable, Hashable {
    /// Fingers of the binding.
    public var fingers = 3
    /// `gestures:workspace_swipe_distance`.
    public var distance = 300.0
    /// `gestures:workspace_swipe_cancel_ratio`.
    public var cancelRatio = 0.5
    /// `gestures:workspace_swipe_min_speed_to_force` (0 disables).
    public var minSpeedToForce = 30.0
    /// `gestures:workspace_swipe_direction_lock_threshold` (the lock itself is on by default).
    public var directionLockThreshold = 10.0
    /// The per-update delta that starts gesture matching.
    public var matchDelta = 5.0

    /// The defaults of the cited source.
    public init() {}

    /// Hyprland's verdict on one libinput gesture.
    public func verdict(_ gesture: LibinputGesture) -> StackVerdict {
        guard gesture.kind == .swipe else { return .nothing(note: "no \(gesture.kind.rawValue) binding") }
        var delta = 0.0
        var average = 0.0
        var points = 0.0
        var lock = 0.0
        var began: Int64?
        for event in gesture.updates {
            let d = event.delta ?? event.unacceleratedDelta ?? PointMM(x: 0, y: 0)
            if began == nil {
                guard abs(d.x) >= matchDelta || abs(d.y) >= matchDelta else { continue }
                guard abs(d.x) > abs(d.y) else { return .nothing(note: "vertical: no binding") }
                guard gesture.fingers == fingers else { return .nothing(note: "no binding for \(gesture.fingers) fingers") }
                began = event.time
            }
            let next = delta + d.x
            average = (average * points + abs(delta - next)) / (points + 1)
            points += 1
            delta = min(max(next, -distance), distance)
            if lock != 0, lock != (delta < 0 ? -1 : 1) {
                delta = 0
            } else if lock == 0, abs(delta) > directionLockThreshold {
                lock = delta < 0 ? -1 : 1
            }
        }
        guard let began else { return .nothing(note: "no update reached 5 units") }
        let revert = (abs(delta) < distance * cancelRatio && (minSpeedToForce == 0 || average < minSpeedToForce)) || abs(delta) < 2
        let sign = revert ? (lock != 0 ? lock : (delta < 0 ? -1 : 1)) : (delta < 0 ? -1 : 1)
        var note = "delta \(GnomeSwipePolicy.format(delta)), average speed \(GnomeSwipePolicy.format(average)) units/event"
        if !revert, abs(delta) < distance * cancelRatio { note += " (forced by speed)" }
        return StackVerdict(kind: .swipe, fingers: gesture.fingers, direction: sign < 0 ? .left : .right,
                            outcome: revert ? .cancelled : .completed, began: began, note: note)
    }
}
