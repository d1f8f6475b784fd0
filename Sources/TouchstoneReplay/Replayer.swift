import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// Replays a recording in one pass: frames -> recognizer arena (classifying on the way) -> the driving
/// recognizer's updates -> `TransitionDriver` -> display ticks, on a virtual clock.
///
/// Pull the ticks with `next()` as they are made (`TickSpan`s: a stretch where nothing moves is one
/// span, however long), then read `outcome`; `replay(_:configuration:registry:)` does both and collects a
/// `ReplayResult`. Memory follows the gestures, not the clock: a recording with two frames a year apart
/// costs what one with two frames a millisecond apart does. Nothing here reads a clock or a file: the
/// same recording, animation and configuration give the same ticks, digests and outcome on every run
/// and machine. Replay runs as fast as the CPU allows.
///
/// The animation is any `TransitionAnimation` value (a built-in, a closure, one computed outside the
/// process); when it throws, `next()` stops with `ReplayError.animation`.
public struct Replayer: Sendable {
    /// Which recognizer drives the transition.
    private enum Selection: Sendable {
        /// Not known yet: no motion gesture began so far; `firstBegan` is the first that began (a hold).
        case undecided(firstBegan: String?)
        /// Known (nil: nothing drives).
        case decided(String?)
    }

    /// The configuration (its animation name is the animation's).
    public let configuration: ReplayConfiguration
    private let recording: Recording
    private var arena: ClassifyingArena
    private var driver: TransitionDriver
    private var selection: Selection
    private var nextFrame = 0
    private var inputEnded = false
    /// Updates kept until the driving recognizer is known (from the first gesture on).
    private var undecided: [GestureUpdate] = []
    private var scratch: [GestureUpdate] = []
    /// The driving recognizer's updates, in order.
    public private(set) var drivingUpdates: [GestureUpdate] = []
    private var latencies: [Int64] = []
    private var released: GestureUpdate?
    private var displayFrames: Int64 = 0

    /// Prepares a replay of `recording` against the animation named by `configuration` in `registry`.
    /// - Throws: `ReplayError` for an unknown animation, preset, frame rate or recognizer setting.
    public init(_ recording: Recording, configuration: ReplayConfiguration = ReplayConfiguration(),
                registry: AnimationRegistry = .standard) throws(ReplayError) {
        guard let animation = registry.animation(named: configuration.animationName) else {
            throw .unknownAnimation(configuration.animationName, known: registry.names)
        }
        try self.init(recording, configuration: configuration, animation: animation)
    }

    /// Prepares a replay of `recording` against `animation` (`configuration.animationName` becomes its name).
    /// - Throws: `ReplayError` for an unknown preset, frame rate or recognizer setting.
    public init(_ recording: Recording, configuration: ReplayConfiguration = ReplayConfiguration(),
                animation: any TransitionAnimation) throws(ReplayError) {
        let settings: RecognizerSettings
        do {
            settings = try RecognizerSettings(configuration.recognizerSettings)
        } catch {
            throw .recognizerSettings(error)
        }
        guard (1...1000).contains(configuration.framesPerSecond) else { throw .badFrameRate(configuration.framesPerSecond) }
        guard var engineConfiguration = TransitionEngineConfiguration.preset(named: configuration.enginePreset) else {
            throw .unknownEnginePreset(configuration.enginePreset, known: TransitionEngineConfiguration.presetNames)
        }
        engineConfiguration.displayLink = DisplayLink(framesPerSecond: configuration.framesPerSecond)
        engineConfiguration.recordsScenes = configuration.recordsScenes
        var configuration = configuration
        configuration.animationName = animation.name
        self.configuration = configuration
        self.recording = recording
        arena = ClassifyingArena(device: recording.device, recognizers: settings.recognizerList)
        driver = TransitionDriver(animation: animation, configuration: engineConfiguration, startTime: 0)
        selection = configuration.driver.map { .decided($0) } ?? .undecided(firstBegan: nil)
    }

    /// The next run of display ticks, or nil when the replay is over.
    /// - Throws: `ReplayError.animation` when the animation cannot give a scene, `.engine` when the
    ///   recording's times run backwards.
    public mutating func next() throws(ReplayError) -> TickSpan? {
        while true {
            do {
                if let span = try driver.next() {
                    displayFrames += span.count
                    return span
                }
            } catch {
                throw ReplayError(error)
            }
            if driver.isDone { return nil }
            try readInput()
        }
    }

    /// The latest frame time a replay accepts: 2^61 µs, some 73,000 years (room left for finish
    /// animations and display ticks after it without overflow).
    public static let latestTime: Int64 = 1 << 61

    /// The display link the ticks follow.
    public var displayLink: DisplayLink { driver.engine.configuration.displayLink }

    /// What the replay amounts to (complete once `next()` has returned nil).
    public var outcome: ReplayOutcome {
        let gestures = arena.classifications
        let driverName: String?
        switch selection {
        case .decided(let name): driverName = name
        case .undecided(let first): driverName = first
        }
        let driving = gestures.first { $0.recognizer == driverName && $0.kind != nil }
        return ReplayOutcome(
            gestures: gestures, driver: driving,
            decision: driving?.outcome ?? (gestures.contains { $0.outcome == .failed } ? .failed : .none),
            releaseVelocity: released?.releaseVelocity,
            progressAtRelease: released.map { _ in driving?.progress ?? 0 },
            transition: driver.engine.outcome, displayFrames: displayFrames, inputFrames: recording.frames.count,
            latency: LatencySummary(latencies))
    }

    /// Replays `recording` to the end and collects every tick (as spans), the driving updates and the outcome.
    /// - Throws: `ReplayError` for an unknown animation, preset, frame rate or recognizer setting, or an
    ///   animation that failed.
    public static func replay(_ recording: Recording, configuration: ReplayConfiguration = ReplayConfiguration(),
                              registry: AnimationRegistry = .standard) throws(ReplayError) -> ReplayResult {
        var replayer = try Replayer(recording, configuration: configuration, registry: registry)
        return try replayer.collect()
    }

    /// Runs the rest of the replay and collects it.
    public mutating func collect() throws(ReplayError) -> ReplayResult {
        var timeline = TransitionTimeline(displayLink: displayLink)
        while let span = try next() { timeline.append(span) }
        return result(timeline)
    }

    /// The result of the finished replay whose ticks the caller took and appended to `timeline`.
    public func result(_ timeline: TransitionTimeline) -> ReplayResult {
        let outcome = outcome
        var timeline = timeline
        timeline.events = driver.engine.eventLog
        timeline.outcome = outcome.transition
        return ReplayResult(configuration: configuration, drivingUpdates: drivingUpdates, timeline: timeline,
                            outcome: outcome)
    }

    // MARK: - Input

    /// Feeds the next frame's updates (or the end of the input) and tells the driver how far ticks may go.
    private mutating func readInput() throws(ReplayError) {
        let frames = recording.frames
        scratch.removeAll(keepingCapacity: true)
        guard nextFrame < frames.count else {
            guard !inputEnded else { return }
            inputEnded = true
            arena.finish(into: &scratch)
            try route(scratch)
            if case .undecided(let first) = selection { try decide(first) }
            driver.finish(endingAt: recording.duration)
            return
        }
        let frame = frames[nextFrame]
        guard frame.time <= Self.latestTime else {
            throw .timeOutOfRange(frame: nextFrame, time: frame.time, latest: Self.latestTime)
        }
        arena.process(frame, into: &scratch)
        nextFrame += 1
        try route(scratch)
        // No update comes before the next frame's time, nor before a kept update.
        var quietUntil = nextFrame < frames.count ? frames[nextFrame].time : recording.duration
        if let kept = undecided.first { quietUntil = min(quietUntil, kept.time) }
        driver.settle(before: quietUntil)
    }

    /// Sends each update to the driver when it is the driving recognizer's, keeping them all while
    /// that is not known: the first motion gesture to begin drives (a hold only when nothing else begins).
    private mutating func route(_ updates: [GestureUpdate]) throws(ReplayError) {
        for update in updates {
            switch selection {
            case .decided(let name):
                if update.recognizer == name { try drive(update) }
            case .undecided(let first):
                undecided.append(update)
                guard update.phase == .began else { continue }
                if update.kind != .hold {
                    try decide(update.recognizer)
                } else if first == nil {
                    selection = .undecided(firstBegan: update.recognizer)
                }
            }
        }
    }

    /// Fixes the driving recognizer and feeds its kept updates.
    private mutating func decide(_ name: String?) throws(ReplayError) {
        selection = .decided(name)
        let kept = undecided
        undecided = []
        for update in kept where update.recognizer == name { try drive(update) }
    }

    private mutating func drive(_ update: GestureUpdate) throws(ReplayError) {
        drivingUpdates.append(update)
        let link = displayLink
        latencies.append(link.time(ofTick: link.firstTick(atOrAfter: update.time)) - update.time)
        if update.phase == .ended { released = update }
        do {
            try driver.feed(update)
        } catch {
            throw ReplayError(error)
        }
    }
}
