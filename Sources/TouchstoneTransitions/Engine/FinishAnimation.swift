import TouchstoneRecognition

/// A running finish (or cancel) animation of the transition's progress on the virtual clock.
public struct FinishAnimation: Sendable, Hashable {
    /// When the animation started (the release), microseconds.
    public var startTime: Int64
    /// Progress at the start.
    public var startProgress: Double
    /// Progress it ends at: 1 to complete, 0 to cancel.
    public var targetProgress: Double
    /// Whether this completes or reverts the transition.
    public var decision: GestureDecision
    /// Curve or spring.
    public var motion: FinishMotion
    /// Length in microseconds (for a spring: until it settles).
    public var duration: Int64

    /// Creates a finish animation.
    public init(startTime: Int64, startProgress: Double, targetProgress: Double, decision: GestureDecision,
                motion: FinishMotion, duration: Int64) {
        self.startTime = startTime
        self.startProgress = startProgress
        self.targetProgress = targetProgress
        self.decision = decision
        self.motion = motion
        self.duration = max(0, duration)
    }

    /// When the animation ends.
    public var endTime: Int64 { startTime + duration }

    /// Duration in seconds.
    public var durationSeconds: Double { Double(duration) / 1_000_000 }

    /// Progress at `time`, exact (closed form), clamped to the animation's span in time.
    public func progress(at time: Int64) -> Double {
        if time >= endTime { return targetProgress }
        let elapsed = max(0, time - startTime)
        switch motion {
        case .curve(let curve):
            let fraction = Double(elapsed) / Double(duration)
            return TransitionMath.lerp(startProgress, targetProgress, curve.value(at: fraction))
        case .spring(let spring, let v0, _):
            let t = Double(elapsed) / 1_000_000
            return targetProgress + spring.state(at: t, x0: startProgress - targetProgress, v0: v0).displacement
        }
    }

    /// Rate of change of progress at `time`, per second (0 once finished).
    public func velocity(at time: Int64) -> Double {
        if time >= endTime || duration == 0 { return 0 }
        let elapsed = max(0, time - startTime)
        switch motion {
        case .curve(let curve):
            let fraction = Double(elapsed) / Double(duration)
            return (targetProgress - startProgress) * curve.derivative(at: fraction) / durationSeconds
        case .spring(let spring, let v0, _):
            let t = Double(elapsed) / 1_000_000
            return spring.state(at: t, x0: startProgress - targetProgress, v0: v0).velocity
        }
    }
}
