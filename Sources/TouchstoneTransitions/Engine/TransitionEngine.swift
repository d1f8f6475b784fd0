import TouchstoneRecognition

/// Drives an interactive transition from the progress/velocity stream on a virtual clock, sampling
/// it at display ticks as a compositor would.
///
/// Feed updates with `feed(_:)` (in time order) and take display ticks with `nextTicks(through:)`,
/// which returns the next run of ticks up to a time as one `TickSpan` (ticks that repeat the first
/// while nothing moves are counted, not materialized), or `advance(to:)`, which lists every tick.
/// Updates are queued and applied when the clock reaches their time, so feeding ahead of time is
/// fine; an update and a tick at the same microsecond apply the update first. A finish animation
/// starts at the release update's time and ends at its exact end time, between ticks if need be.
/// Nothing reads a wall clock.
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
    /// Phase of the latest update applied.
    private var gesturePhase: GesturePhase?
    /// The latest update applied (what an animation frame reports of the gesture).
    private var latestUpdate: GestureUpdate?

    /// Creates an engine at `startTime` (the first tick is at the first display tick >= startTime).
    public init(animation: any TransitionAnimation, configuration: TransitionEngineConfiguration = .init(),
                startTime: Int64 = 0) {
        self.configuration = configuration
        self.animation = AnyTransitionAnimation(animation)
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

    /// The next run of display ticks at or before `limit`, as one span: the next tick, and every tick
    /// after it that can only repeat it (no queued update applies and no finish animation runs before
    /// it). Returns nil when no tick is left at or before `limit`, after moving the clock to `limit`
    /// (applying queued updates and finish-animation ends up to it).
    /// - Throws: `.animation` when the animation cannot give the tick's scene.
    public mutating func nextTicks(through limit: Int64) throws(TransitionEngineError) -> TickSpan? {
        let link = configuration.displayLink
        guard let index = link.tickIndices(after: tickedThrough, through: limit).first else {
            if limit > now {
                process(through: limit)
                now = limit
            }
            return nil
        }
        let time = link.time(ofTick: index)
        process(through: time)
        var last = index
        if transition.phase != .finishing {
            // Progress, velocity and context only change when an update applies.
            let quietThrough = pending.first.map { min(limit, $0.time - 1) } ?? limit
            last = max(index, link.tickIndices(after: time, through: quietThrough).upperBound - 1)
        }
        let first = try tick(at: time, count: last - index + 1, lastTime: link.time(ofTick: last))
        tickedThrough = link.time(ofTick: last)
        now = max(now, tickedThrough)
        return TickSpan(first: first, count: last - index + 1, lastTime: tickedThrough)
    }

    /// Moves the clock to `time`, applying queued updates and finish-animation ends in time order,
    /// and returns every display tick in (previous time, `time`], one record each (for short runs:
    /// an idle hour is 216,000 records at 60 Hz; `nextTicks(through:)` counts them instead).
    public mutating func advance(to time: Int64) throws(TransitionEngineError) -> [TransitionTick] {
        guard time >= now else { throw .timeRunsBackwards(requested: time, now: now) }
        let link = configuration.displayLink
        var ticks: [TransitionTick] = []
        while let span = try nextTicks(through: time) {
            for offset in 0..<span.count { ticks.append(span.tick(at: offset, link: link)) }
        }
        return ticks
    }

    /// The animation context for the current state.
    public var context: AnimationContext {
        AnimationContext(containerSize: configuration.containerSize, isReversed: configuration.isReversed,
                         velocity: transition.phase == .idle ? .zero : contactVelocity,
                         touchLocation: touchLocation, seed: configuration.seed)
    }

    /// The scene for the current state at `time` (>= `now`; queued updates are not applied).
    public func scene(at time: Int64) throws(AnimationError) -> Scene {
        try animation.scene(at: transition.progress(at: time), context: context)
    }

    /// What the run amounts to so far: the transition's state, and the state of the container the
    /// animation plays in, moved by each completed transition (`TransitionAnimation.containerOutcome`).
    public var outcome: TransitionOutcome {
        let completions = eventLog.compactMap { event -> Int64? in
            if case .didEnd(completed: true) = event.kind { return event.time }
            return nil
        }
        return TransitionOutcome(styleToggled: transition.isAlternateStyleActive, finalProgress: transition.progress(at: now),
                                 finishDuration: transition.lastFinish?.durationSeconds,
                                 finishCurve: transition.lastFinish?.curve, decision: transition.lastFinish?.decision,
                                 completedTransitions: transition.completedCount,
                                 revertedTransitions: transition.revertedCount)
            .merging(animation.containerOutcome(completedAt: completions, endingAt: now))
    }

    // MARK: - Processing

    private mutating func tick(at time: Int64, count: Int64, lastTime: Int64) throws(TransitionEngineError) -> TransitionTick {
        let scene: Scene
        do {
            let frame = AnimationFrame(time: time, tickCount: count, lastTime: lastTime,
                                       progress: transition.progress(at: time), velocity: transition.velocity(at: time),
                                       phase: transition.phase, gesture: latestUpdate, events: unreported, context: context)
            scene = try animation.scene(for: frame)
        } catch {
            throw .animation(error)
        }
        let record = TransitionTick(time: time, gesturePhase: gesturePhase, phase: transition.phase,
                                    progress: transition.progress(at: time),
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
        gesturePhase = update.phase
        latestUpdate = update

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
