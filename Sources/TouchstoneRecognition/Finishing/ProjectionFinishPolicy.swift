/// GNOME's swipe-tracker rule: project where a fling would stop and snap to a point.
///
/// Below `threshold` the gesture snaps to the nearer end (complete when progress >= 0.5). Above
/// it, the fling is projected with deceleration `d` (distance = v / 1000 * d / (1 - d) mm, as
/// gnome-shell, libadwaita and Apple compute it) and moves at least one snap point in its
/// direction: with the two points 0 and 1, a fling towards completion completes and a fling back
/// cancels.
public struct ProjectionFinishPolicy: Sendable, Hashable {
    /// Slowest fling, mm/s along the gesture.
    public var threshold: Double
    /// Deceleration per millisecond, 0..<1.
    public var deceleration: Double

    /// Creates a policy.
    public init(threshold: Double, deceleration: Double) {
        self.threshold = threshold
        self.deceleration = deceleration
    }

    /// GNOME's touchpad values: 0.6 px/ms (1 px taken as 1 pt: 93.6 mm/s) and d = 0.997.
    public static let touchpad = ProjectionFinishPolicy(threshold: 93.6, deceleration: 0.997)
    /// GNOME's touchscreen values: 0.3 px/ms (46.8 mm/s) and d = 0.998.
    public static let touchscreen = ProjectionFinishPolicy(threshold: 46.8, deceleration: 0.998)

    /// Where the fling would stop, in progress units (not clamped).
    public func projectedProgress(_ state: ReleaseState) -> Double {
        guard state.millimetresPerProgress > 0 else { return state.progress }
        let distance = state.speed / 1000 * deceleration / (1 - deceleration)
        return state.progress + distance / state.millimetresPerProgress
    }

    /// The decision for `state`.
    public func decide(_ state: ReleaseState) -> GestureDecision {
        let speed = state.speed
        if abs(speed) < threshold { return state.progress >= 0.5 ? .complete : .cancel }
        // At least one snap point in the fling's direction; the projection can only go further.
        return speed > 0 ? .complete : .cancel
    }
}
