import TouchstoneRecognition

/// Drives an interactive transition from the progress/velocity stream on a virtual clock, sampling
/// it at display ticks as a compositor would.
///
/// Feed updates with `feed(_:)` (in time order) and move time with `advance(to:)`, which returns one
/// `TransitionTick` per display tick in (previous time, new time]. Updates are queued and applied
/// when the clock reaches their time, so feeding ahead of time is fine; an update and a tick at the
/// same microsecond apply the update first. A finish animation starts at the release update's time
/// and ends at its exact end time, between ticks if need be. Nothing reads a wall clock.
public struct TransitionEngine: Sendable {
    /// The settings.
    public let configuration: TransitionEngineConfiguration
    /// The animation that turns progress into scenes.
    public let animation: AnyTransitionAnimation
    /// The transition state machine.
    public private(set) var transition: InteractiveTransition
    /// Time up to which everything has been processed, microseconds.
    public private(set) var now: Int64
    /// Every event so far, in order.
    public private(set) var eventLog: [TransitionEvent] = []

    private var pending: [GestureUpdate] = []
    private var latestFed: Int64
    private var tickedThrough: Int64
    private var unreported: [TransitionEvent] = []
    /// Ignore the rest of a gesture stream that was refused at `began`.
    private var ignoringStream = false
    /// Latest contact velocity (points/s) and location (points) of the tracked gesture.
    private var contactVelocity = ScenePoint.zero
    private var touchLocation = ScenePoint.zero

    /// Creates an engine at `startTime` (the first tick is at the first display tick >= startTime).
    public init(animation: any TransitionAnimation, configuration: TransitionEngineConfiguration = .init(),
                startTime: Int64 = 0) {
        self.configuration = configuration
        self.animation = animation as? AnyTransitionAnimation ?? AnyTransitionAnimation(animation)
        self.transition = InteractiveTransition(togglesStyle: configuration.togglesStyle,
                                                resetsBelowZero: configuration.resetsBelowZero)
        self.now = startTime
        self.latestFed = startTime
        self.tickedThrough = startTime - 1
    }

    /// Queues an update; it takes effect when the clock reaches its time (at once if it already has).
    public mutating func feed(_ update: GestureUpdate) throws(TransitionEngineError) {
        guard update.time >= latestFed, update.time >= now else {
            throw .updateOutOfOrder(updateTime: update.time, latestTime: max(latestFed, now))
        }
        latestFed = update.time
        pending.append(update)
        if update.time <= now { process(through: now) }
    }

    /// Moves the clock to `time`, applying queued updates and finish-animation ends in time order,
    /// and returns the display ticks in (previous time, `time`].
    public mutating func advance(to time: Int64) throws(TransitionEngineError) -> [TransitionTick] {
        guard time >= now else { throw .timeRunsBackwards(requested: time, now: now) }
        var ticks: [TransitionTick] = []
        for tickTime in configuration.displayLink.ticks(after: tickedThrough, through: time) {
            process(through: tickTime)
            ticks.append(tick(at: tickTime))
            tickedThrough = tickTime
        }
        process(through: time)
        now = time
        return ticks
    }

    /// The animation context for the current state.
    public var context: AnimationContext {
        AnimationContext(containerSize: configuration.containerSize, isReversed: configuration.isReversed,
                         velocity: transition.phase == .idle ? .zero : contactVelocity,
                         touchLocation: touchLocation, seed: configuration.seed)
    }

    /// The scene for the current state at `time` (>= `now`; queued updates are not applied).
    public func scene(at time: Int64) -> Scene {
        animation.scene(at: transition.progress(at: time), context: context)
    }

    /// What the run amounts to so far.
    public var outcome: TransitionOutcome {
        TransitionOutcome(styleToggled: transition.isAlternateStyleActive, finalProgress: transition.progress(at: now),
                          finishDuration: transition.lastFinish?.durationSeconds,
                          finishCurve: transition.lastFinish?.curve, decision: transition.lastFinish?.decision,
                          completedTransitions: transition.completedCount,
                          revertedTransitions: transition.revertedCount)
    }

    // MARK: - Processing

    private mutating func tick(at time: Int64) -> TransitionTick {
        let scene = self.scene(at: time)
        let record = TransitionTick(time: time, phase: transition.phase, progress: transition.progress(at: time),
                                    velocity: transition.velocity(at: time), sceneDigest: scene.digest,
                                    events: unreported, scene: configuration.recordsScenes ? scene : nil)
        unreported = []
        return record
    }

    /// Applies queued updates and animation ends with times <= `time`, earliest first
    /// (an animation ending at the same time as an update ends first).
    private mutating func process(through time: Int64) {
        while true {
            let nextUpdate = pending.first.map(\.time).flatMap { $0 <= time ? $0 : nil }
            let nextEnd = transition.finishEndTime.flatMap { $0 <= time ? $0 : nil }
            if let end = nextEnd, end <= (nextUpdate ?? end) {
                record(transition.end(at: end))
            } else if nextUpdate != nil {
                handle(pending.removeFirst())
            } else {
                return
            }
        }
    }

    private mutating func record(_ events: [TransitionEvent]) {
        eventLog += events
        unreported += events
    }

    private mutating func handle(_ update: GestureUpdate) {
        let mmPerPoint = configuration.pointScale.millimetresPerPoint
        let velocity = ScenePoint(x: update.velocity.x / mmPerPoint, y: update.velocity.y / mmPerPoint)
        let location = ScenePoint(x: update.location.x / mmPerPoint, y: update.location.y / mmPerPoint)
        let time = update.time

        if ignoringStream {
            // A refused stream is ignored to its end; a new `began` starts a new stream.
            if update.phase == .began {
                ignoringStream = false
            } else {
                if update.phase != .changed { ignoringStream = false }
                record([TransitionEvent(time: time, kind: .ignored(phase: update.phase,
                                                                   reason: "gesture refused while transitioning"))])
                return
            }
        }

        switch update.phase {
        case .began:
            if transition.phase == .finishing && !configuration.allowsGrab {
                ignoringStream = true
                record([TransitionEvent(time: time, kind: .ignored(phase: .began,
                                                                   reason: "grabbing a finishing transition is off"))])
                return
            }
            contactVelocity = velocity
            touchLocation = location
            record(transition.begin(gestureProgress: update.progress, velocity: update.progressVelocity, at: time))
        case .changed:
            if transition.phase == .tracking {
                contactVelocity = velocity
                touchLocation = location
            }
            record(transition.update(gestureProgress: update.progress, velocity: update.progressVelocity, at: time))
        case .ended, .failed:
            guard transition.phase == .tracking else {
                record([TransitionEvent(time: time, kind: .ignored(phase: update.phase,
                                                                   reason: "no gesture is being tracked"))])
                return
            }
            // The release position is the last tracked progress (UIKit's percent-driven transition
            // only moves on `changed`); the ended update contributes its velocity and decision.
            let release = releaseState(update, contactVelocity: update.releaseVelocity.map {
                ScenePoint(x: $0.x / mmPerPoint, y: $0.y / mmPerPoint)
            } ?? velocity)
            let decision = configuration.decisionRule.decide(progress: release.progress,
                                                             progressVelocity: release.progressVelocity,
                                                             recognizerDecision: update.decision)
            let rule = configuration.finishingRule
            record(transition.release(at: time, decision: decision) { _ in
                rule.animation(for: release, decision: decision, at: time)
            })
        case .cancelled:
            guard transition.phase == .tracking else {
                record([TransitionEvent(time: time, kind: .ignored(phase: .cancelled,
                                                                   reason: "no gesture is being tracked"))])
                return
            }
            switch configuration.cancelledGesturePolicy {
            case .revertImmediately:
                record(transition.revertImmediately(at: time))
            case .animateBack:
                let release = releaseState(update, contactVelocity: velocity)
                let rule = configuration.finishingRule
                record(transition.release(at: time, decision: .cancel) { _ in
                    rule.animation(for: release, decision: .cancel, at: time)
                })
            }
        }
    }

    private func releaseState(_ update: GestureUpdate, contactVelocity: ScenePoint) -> TransitionRelease {
        TransitionRelease(progress: transition.progress(at: update.time), progressVelocity: update.progressVelocity,
                     contactVelocity: contactVelocity, containerSize: configuration.containerSize,
                     animationDuration: animation.duration)
    }
}
