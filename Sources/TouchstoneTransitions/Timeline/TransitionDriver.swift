import TouchstoneRecognition

/// Drives a `TransitionEngine` from a stream of gesture updates to a stream of display ticks: the one
/// driver every replay goes through (`touchstone replay`/`test`/`render`/`plot`, `TouchstoneTesting`,
/// the benchmarks).
///
/// Push updates in time order with `feed(_:)` (and `settle(before:)` when you know none comes before a
/// time), pull ticks with `next()` as `TickSpan`s, and call `finish(endingAt:)` when the input is over:
/// the run then goes on to the end time, through any finish animation, and one more tick shows the
/// transition at rest. Ticks that only repeat the previous one (nothing moving) come as one span, so an
/// idle stretch costs nothing however long it is. The animation is any `TransitionAnimation` value: a
/// built-in, a closure (`AnyTransitionAnimation`) or one computed outside the process.
///
/// ```swift
/// var driver = TransitionDriver(animation: RevealAnimation(), configuration: .gagat)
/// for update in updates {
///     try driver.feed(update)
///     while let span = try driver.next() { show(span) }
/// }
/// driver.finish()
/// while let span = try driver.next() { show(span) }
/// ```
public struct TransitionDriver: Sendable {
    /// Where the run stands.
    private enum Stage: Sendable {
        /// Input may still come: ticks are taken up to `horizon`.
        case running
        /// Input is over: ticks up to the end time.
        case ending(Int64)
        /// Ticks through the finish animation's end.
        case finishing(Int64)
        /// One tick at rest.
        case resting
        /// Nothing more.
        case done
    }

    /// The engine (state, event log, outcome).
    public private(set) var engine: TransitionEngine
    private var stage = Stage.running
    /// Ticks up to this time may be taken: no update will come before it.
    private var horizon: Int64
    private var latestUpdate: Int64?

    /// Creates a driver whose first tick is the first display tick at or after `startTime`.
    public init(animation: any TransitionAnimation, configuration: TransitionEngineConfiguration = .init(),
                startTime: Int64 = 0) {
        engine = TransitionEngine(animation: animation, configuration: configuration, startTime: startTime)
        horizon = startTime - 1
    }

    /// Queues `update` (updates come in non-decreasing time order); ticks before its time may be taken.
    /// - Throws: `.updateOutOfOrder` for an update earlier than one already fed or a tick already taken.
    public mutating func feed(_ update: GestureUpdate) throws(TransitionEngineError) {
        try engine.feed(update)
        latestUpdate = update.time
        settle(before: update.time)
    }

    /// Declares that no update will come before `time`: ticks before it may be taken.
    public mutating func settle(before time: Int64) {
        horizon = max(horizon, time - 1)
    }

    /// Declares the input over: ticks go on to `endTime` (at least to the latest update), then through
    /// any finish animation the input started, then one tick shows the transition at rest.
    public mutating func finish(endingAt endTime: Int64? = nil) {
        guard case .running = stage else { return }
        stage = .ending(max(endTime ?? .min, latestUpdate ?? .min, engine.now))
    }

    /// Whether the run is over (`finish` was called and every tick taken).
    public var isDone: Bool {
        if case .done = stage { return true }
        return false
    }

    /// The next run of display ticks, or nil when none can be taken yet (feed more, or `finish`) or the
    /// run is over (`isDone`).
    /// - Throws: `.animation` when the animation cannot give a scene.
    public mutating func next() throws(TransitionEngineError) -> TickSpan? {
        while true {
            switch stage {
            case .running:
                return try engine.nextTicks(through: horizon)
            case .ending(let end):
                if let span = try engine.nextTicks(through: end) { return span }
                stage = engine.transition.finishEndTime.map { .finishing($0) } ?? .resting
            case .finishing(let end):
                if let span = try engine.nextTicks(through: end) { return span }
                stage = .resting
            case .resting:
                let link = engine.configuration.displayLink
                let rest = link.time(ofTick: link.firstTick(atOrAfter: engine.now + 1))
                stage = .done
                if let span = try engine.nextTicks(through: rest) { return span }
            case .done:
                return nil
            }
        }
    }

    /// Runs `updates` (sorted by time, stable) through a fresh driver to the end and collects the
    /// timeline; `endTime` extends the run past the last update (see `finish(endingAt:)`).
    public static func run(_ updates: [GestureUpdate], animation: any TransitionAnimation,
                           configuration: TransitionEngineConfiguration = .init(), startTime: Int64? = nil,
                           endTime: Int64? = nil) throws(TransitionEngineError) -> TransitionTimeline {
        let sorted = updates.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
        var driver = TransitionDriver(animation: animation, configuration: configuration,
                                      startTime: startTime ?? min(0, sorted.first?.time ?? 0))
        var timeline = TransitionTimeline(displayLink: configuration.displayLink)
        for update in sorted {
            try driver.feed(update)
            while let span = try driver.next() { timeline.append(span) }
        }
        driver.finish(endingAt: endTime)
        while let span = try driver.next() { timeline.append(span) }
        timeline.events = driver.engine.eventLog
        timeline.outcome = driver.engine.outcome
        return timeline
    }
}
