import TouchstoneRecognition

/// The interactive transition state machine (idle -> tracking -> finishing -> idle), free of
/// input and display concerns: the engine feeds it; tests can drive it directly.
///
/// Style hook semantics follow Gagat: `willBegin`, then the style toggles at the start; a reverted
/// transition toggles it back at its end; `didEnd` closes every transition. A finishing transition
/// may be grabbed by a new gesture (UIKit's `pause()`): its animated progress becomes the base the
/// new gesture moves from; the style is not toggled again.
public struct InteractiveTransition: Sendable, Hashable {
    /// Current phase.
    public private(set) var phase: TransitionPhase = .idle
    /// Progress while tracking or at rest (while finishing see `progress(at:)`).
    public private(set) var restProgress: Double = 0
    /// Latest tracked progress velocity, per second.
    public private(set) var trackedVelocity: Double = 0
    /// The running finish animation, while finishing.
    public private(set) var finish: FinishAnimation?
    /// Whether the alternate style is active (toggled an odd number of times).
    public private(set) var isAlternateStyleActive = false
    /// The last finish (or immediate revert).
    public private(set) var lastFinish: FinishSummary?
    /// Transitions that completed.
    public private(set) var completedCount = 0
    /// Transitions that were reverted.
    public private(set) var revertedCount = 0
    /// Whether the style toggles at the start and back after a revert (Gagat's hook).
    public var togglesStyle: Bool
    /// Gagat: moving above the start resets the translation, so the next downward motion moves the
    /// edge at once instead of first winding back the overshoot.
    public var resetsBelowZero: Bool
    /// Progress the grabbed gesture moves from, and the gesture's own progress when it grabbed.
    private var grab: (base: Double, reference: Double)?
    /// Accumulated resets (added to the gesture's progress).
    private var zeroShift = 0.0

    /// Creates an idle transition.
    public init(togglesStyle: Bool = true, resetsBelowZero: Bool = false) {
        self.togglesStyle = togglesStyle
        self.resetsBelowZero = resetsBelowZero
    }

    /// Maps the gesture's progress to the transition's, applying the grab base and Gagat's reset.
    private mutating func track(_ gestureProgress: Double) -> Double {
        var value = grab.map { $0.base + gestureProgress - $0.reference } ?? gestureProgress
        if resetsBelowZero {
            value += zeroShift
            if value < 0 {
                zeroShift -= value
                value = 0
            }
        }
        return TransitionMath.clamp01(value)
    }

    /// Progress at `time` (animated while finishing).
    public func progress(at time: Int64) -> Double {
        if phase == .finishing, let finish { return finish.progress(at: time) }
        return restProgress
    }

    /// Rate of change of progress at `time`, per second.
    public func velocity(at time: Int64) -> Double {
        switch phase {
        case .idle: return 0
        case .tracking: return trackedVelocity
        case .finishing: return finish?.velocity(at: time) ?? 0
        }
    }

    /// Starts tracking a new gesture whose first reported progress is `gestureProgress`.
    /// From idle this begins a transition; while finishing it grabs the running animation.
    public mutating func begin(gestureProgress: Double, velocity: Double, at time: Int64) -> [TransitionEvent] {
        switch phase {
        case .idle:
            var events = [TransitionEvent(time: time, kind: .willBegin)]
            if togglesStyle {
                isAlternateStyleActive.toggle()
                events.append(TransitionEvent(time: time, kind: .styleToggled(alternateActive: isAlternateStyleActive)))
            }
            grab = nil
            zeroShift = 0
            phase = .tracking
            restProgress = track(gestureProgress)
            trackedVelocity = velocity
            return events
        case .finishing:
            let current = progress(at: time)
            finish = nil
            grab = (current, gestureProgress)
            zeroShift = 0
            phase = .tracking
            restProgress = current
            trackedVelocity = velocity
            return [TransitionEvent(time: time, kind: .grabbed(progress: current))]
        case .tracking:
            return [TransitionEvent(time: time, kind: .ignored(phase: .began, reason: "already tracking a gesture"))]
        }
    }

    /// Follows the gesture: progress (clamped to 0...1) and its velocity.
    public mutating func update(gestureProgress: Double, velocity: Double, at time: Int64) -> [TransitionEvent] {
        guard phase == .tracking else {
            return [TransitionEvent(time: time, kind: .ignored(phase: .changed, reason: "no gesture is being tracked"))]
        }
        restProgress = track(gestureProgress)
        trackedVelocity = velocity
        return []
    }

    /// Releases the gesture and starts the finish animation built by `makeAnimation` from the
    /// current progress; a zero-length animation ends at once.
    public mutating func release(at time: Int64, decision: GestureDecision,
                                 animation makeAnimation: (Double) -> FinishAnimation) -> [TransitionEvent] {
        guard phase == .tracking else {
            return [TransitionEvent(time: time, kind: .ignored(phase: .ended, reason: "no gesture is being tracked"))]
        }
        let animation = makeAnimation(restProgress)
        finish = animation
        phase = .finishing
        lastFinish = FinishSummary(decision: decision, startProgress: restProgress, startTime: time,
                                   duration: animation.duration, curve: animation.motion.kind)
        var events = [TransitionEvent(time: time, kind: .finishStarted(decision: decision, fromProgress: restProgress,
                                                                    duration: animation.duration,
                                                                    curve: animation.motion.kind))]
        if animation.duration == 0 { events += end(at: time) }
        return events
    }

    /// Reverts at once without animation (Gagat's `cancelInteractiveStyleTransitionWithoutAnimation`).
    public mutating func revertImmediately(at time: Int64) -> [TransitionEvent] {
        guard phase == .tracking else {
            return [TransitionEvent(time: time,
                                    kind: .ignored(phase: .cancelled, reason: "no gesture is being tracked"))]
        }
        lastFinish = FinishSummary(decision: .cancel, startProgress: restProgress, startTime: time, duration: 0,
                                   curve: .immediate)
        finish = FinishAnimation(startTime: time, startProgress: restProgress, targetProgress: 0, decision: .cancel,
                                 motion: .curve(.linear), duration: 0)
        phase = .finishing
        return end(at: time)
    }

    /// The time the running finish animation ends, if any.
    public var finishEndTime: Int64? { phase == .finishing ? finish?.endTime : nil }

    /// Ends the finish animation (called by the engine at `finishEndTime`).
    public mutating func end(at time: Int64) -> [TransitionEvent] {
        guard phase == .finishing, let finish else { return [] }
        var events: [TransitionEvent] = []
        let completed = finish.decision == .complete
        if !completed && togglesStyle {
            isAlternateStyleActive.toggle()
            events.append(TransitionEvent(time: time, kind: .styleToggled(alternateActive: isAlternateStyleActive)))
        }
        if completed { completedCount += 1 } else { revertedCount += 1 }
        restProgress = finish.targetProgress
        trackedVelocity = 0
        self.finish = nil
        grab = nil
        phase = .idle
        events.append(TransitionEvent(time: time, kind: .didEnd(completed: completed)))
        return events
    }
}

extension InteractiveTransition {
    /// Equality over the observable state (the private grab bookkeeping included).
    public static func == (a: InteractiveTransition, b: InteractiveTransition) -> Bool {
        a.phase == b.phase && a.restProgress == b.restProgress && a.trackedVelocity == b.trackedVelocity
            && a.finish == b.finish && a.isAlternateStyleActive == b.isAlternateStyleActive
            && a.lastFinish == b.lastFinish && a.completedCount == b.completedCount
            && a.revertedCount == b.revertedCount && a.togglesStyle == b.togglesStyle
            && a.resetsBelowZero == b.resetsBelowZero && a.zeroShift == b.zeroShift
            && a.grab?.base == b.grab?.base && a.grab?.reference == b.grab?.reference
    }

    /// Hashes the observable state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(phase)
        hasher.combine(restProgress)
        hasher.combine(finish)
        hasher.combine(isAlternateStyleActive)
        hasher.combine(completedCount)
        hasher.combine(revertedCount)
    }
}
