import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// Replays a recording: decoded frames -> recognizer arena -> transition engine, on a virtual clock.
///
/// Nothing here reads a clock or a file: the same recording, animation and configuration give the same
/// ticks, digests and outcome on every run and machine. Replay runs as fast as the CPU allows.
public enum Replayer {
    /// Replays `recording` with `configuration`, using animations from `registry`.
    /// - Throws: `ReplayError` for an unknown animation, preset, frame rate or recognizer setting.
    public static func replay(_ recording: Recording, configuration: ReplayConfiguration = ReplayConfiguration(),
                              registry: AnimationRegistry = .standard) throws(ReplayError) -> ReplayResult {
        let settings: RecognizerSettings
        do {
            settings = try RecognizerSettings(configuration.recognizerSettings)
        } catch {
            throw .recognizerSettings(error)
        }
        guard (1...1000).contains(configuration.framesPerSecond) else { throw .badFrameRate(configuration.framesPerSecond) }
        guard let animation = registry.animation(named: configuration.animationName) else {
            throw .unknownAnimation(configuration.animationName, known: registry.names)
        }
        guard var engineConfiguration = TransitionEngineConfiguration.preset(named: configuration.enginePreset) else {
            throw .unknownEnginePreset(configuration.enginePreset, known: TransitionEngineConfiguration.presetNames)
        }
        engineConfiguration.displayLink = DisplayLink(framesPerSecond: configuration.framesPerSecond)
        engineConfiguration.recordsScenes = configuration.recordsScenes

        let recognizers = settings.recognizerList
        let gestures = GestureClassifier.classify(frames: recording.frames, device: recording.device, recognizers: recognizers)
        let updates = GestureClassifier.stream(frames: recording.frames, device: recording.device, recognizers: recognizers)
        let driverName = configuration.driver
            ?? updates.first { $0.phase == .began && $0.kind != .hold }?.recognizer
            ?? updates.first { $0.phase == .began }?.recognizer
        let driving = updates.filter { $0.recognizer == driverName }

        var engine = TransitionEngine(animation: animation, configuration: engineConfiguration, startTime: 0)
        var transitionTicks: [TransitionTick] = []
        do {
            for update in driving {
                transitionTicks += try engine.advance(to: update.time)
                try engine.feed(update)
            }
            transitionTicks += try engine.advance(to: max(recording.duration, engine.now))
            if let end = engine.transition.finishEndTime { transitionTicks += try engine.advance(to: end) }
            // One more tick shows the state at rest.
            let link = engineConfiguration.displayLink
            transitionTicks += try engine.advance(to: link.time(ofTick: link.firstTick(atOrAfter: engine.now + 1)))
        } catch {
            throw .engine("\(error)")
        }

        let ticks = Self.ticks(transitionTicks, driving: driving)
        var transitionOutcome = engine.outcome
        let completionTimes = engine.eventLog.compactMap { record -> Int64? in
            if case .didEnd(completed: true) = record.kind { return record.time }
            return nil
        }
        transitionOutcome = transitionOutcome.merging(containerOutcome(animation: configuration.animationName,
                                                                       completions: completionTimes, end: engine.now))
        let driver = gestures.first { $0.recognizer == driverName && $0.kind != nil }
        let released = driving.last { $0.phase == .ended }
        let outcome = ReplayOutcome(
            gestures: gestures, driver: driver,
            decision: driver?.outcome ?? (gestures.first { $0.outcome == .failed }.map { _ in .failed } ?? .none),
            releaseVelocity: released?.releaseVelocity,
            progressAtRelease: released.map { _ in driver?.progress ?? 0 },
            finishDuration: transitionOutcome.finishDuration,
            finalProgress: transitionOutcome.finalProgress,
            styleToggled: transitionOutcome.styleToggled,
            currentChild: transitionOutcome.currentChild,
            hopPosition: transitionOutcome.hopPosition,
            completedTransitions: transitionOutcome.completedTransitions,
            revertedTransitions: transitionOutcome.revertedTransitions,
            displayFrames: ticks.count, inputFrames: recording.frames.count,
            latency: LatencySummary(latencies(updates: driving, link: engineConfiguration.displayLink)))
        return ReplayResult(configuration: configuration, updates: updates, ticks: ticks, events: engine.eventLog,
                            outcome: outcome)
    }

    /// Pairs each display tick with the driving gesture's latest phase at or before it.
    private static func ticks(_ transitionTicks: [TransitionTick], driving: [GestureUpdate]) -> [ReplayTick] {
        var index = 0
        var phase: GesturePhase?
        return transitionTicks.map { tick in
            while index < driving.count && driving[index].time <= tick.time {
                phase = driving[index].phase
                index += 1
            }
            return ReplayTick(time: tick.time, gesturePhase: phase, transitionPhase: tick.phase, progress: tick.progress,
                              velocity: tick.velocity, sceneDigest: tick.sceneDigest, scene: tick.scene)
        }
    }

    /// For each update, the wait until the first display tick at or after it.
    private static func latencies(updates: [GestureUpdate], link: DisplayLink) -> [Int64] {
        updates.map { link.time(ofTick: link.firstTick(atOrAfter: $0.time)) - $0.time }
    }

    /// GRK's container and CLHopping's flow, moved by each completed transition: the swap alternates
    /// between two children, the flow hops one screen further.
    private static func containerOutcome(animation: String, completions: [Int64], end: Int64) -> TransitionOutcome {
        switch animation {
        case "container-swap":
            var container = ContainerSwapper(initialChild: "first")
            for (index, time) in completions.enumerated() {
                container.advance(to: time)
                container.setChild(index % 2 == 0 ? "second" : "first", animated: true, at: time)
            }
            container.advance(to: max(end, container.now) + 1_000_000)
            return container.outcome
        case "hop":
            var flow = HoppingFlow()
            flow.hop(to: "start")
            for (index, time) in completions.enumerated() {
                flow.advance(to: time)
                flow.hop(to: "screen-\(index + 1)")
            }
            flow.advance(to: max(end, flow.now) + 1_000_000)
            return flow.outcome
        default:
            return TransitionOutcome()
        }
    }
}
