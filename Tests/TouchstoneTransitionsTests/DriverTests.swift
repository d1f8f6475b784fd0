import Testing
import TouchstoneCore
import TouchstoneRecognition
@testable import TouchstoneTransitions

@Suite("Driver, timelines, determinism")
struct DriverTests {
    /// A downward two-finger pan: 20 updates over 200 ms, then release.
    func pan(recognizerDecision: GestureDecision? = .complete) -> [GestureUpdate] {
        var updates = [gesture(0, .began, progress: 0, locationMM: PointMM(x: 20, y: 10))]
        for i in 1...20 {
            let t = Int64(i) * 10_000
            updates.append(gesture(t, .changed, progress: Double(i) * 0.02, progressVelocity: 2,
                                   velocityMM: PointMM(x: 0, y: 208), locationMM: PointMM(x: 20, y: 10 + Double(i) * 2)))
        }
        updates.append(gesture(210_000, .ended, progress: 0.4, progressVelocity: 2,
                               velocityMM: PointMM(x: 0, y: 208), decision: recognizerDecision,
                               releaseVelocityMM: PointMM(x: 0, y: 208)))
        return updates
    }

    @Test("the same input twice gives identical ticks and digests", arguments: ["reveal", "explode", "fold", "cube"])
    func determinism(name: String) throws {
        let animation = try AnimationRegistry.standard.require(name)
        var configuration = TransitionEngineConfiguration.gagat
        configuration.seed = 7
        let a = try TransitionDriver.run(pan(), animation: animation, configuration: configuration)
        let b = try TransitionDriver.run(pan(), animation: animation, configuration: configuration)
        #expect(a == b)
        #expect(a.digest == b.digest)
        #expect(Set(a.ticks.map(\.sceneDigest)).count > 5)
    }

    @Test("driver runs a Gagat reveal to its end and reports the outcome")
    func gagatRun() throws {
        let timeline = try TransitionDriver.run(pan(), animation: RevealAnimation(), configuration: .gagat)
        // Release at p = 0.4 moving down at 208 mm/s = 1333.3 pt/s: 400.2 pt / 1333.33 = 0.30015 s.
        #expect(timeline.outcome.finishDuration == 0.30015)
        #expect(timeline.outcome.styleToggled && timeline.outcome.finalProgress == 1)
        #expect(timeline.outcome.finishCurve == .linear && timeline.outcome.completedTransitions == 1)
        let last = try #require(timeline.ticks.last)
        #expect(last.phase == .idle && last.progress == 1 && last.time > 510_150)
        #expect(timeline.ticks.map(\.time) == timeline.ticks.map(\.time).sorted())
        // The jelly edge follows the velocity while tracking: 208 mm/s = 1333.3 pt/s / 45 = 29.63 pt.
        #expect(timeline.ticks.contains { $0.phase == .finishing })
    }

    @Test("the driver's outcome carries the container the animation plays in (its own hook)")
    func containerOutcome() throws {
        // The pan completes once (the recognizer's decision): the swap moves to its second child, the flow hops once.
        let swap = try TransitionDriver.run(pan(), animation: ContainerSwapAnimation(), configuration: .gagat)
        #expect(swap.outcome.completedTransitions == 1 && swap.outcome.currentChild == "second" && swap.outcome.hopPosition == nil)
        let hop = try TransitionDriver.run(pan(), animation: AnyTransitionAnimation(HopAnimation()), configuration: .gagat)
        #expect(hop.outcome.hopPosition == HopPosition(child: "screen-1", hops: 2) && hop.outcome.currentChild == nil)
        let reverted = try TransitionDriver.run(pan(recognizerDecision: .cancel), animation: ContainerSwapAnimation(),
                                                configuration: .gagat)
        #expect(reverted.outcome.completedTransitions == 0 && reverted.outcome.currentChild == "first")
        // Animations without a container leave the fields empty.
        let fade = try TransitionDriver.run(pan(), animation: CrossfadeAnimation(), configuration: .gagat)
        #expect(fade.outcome.currentChild == nil && fade.outcome.hopPosition == nil)
    }

    @Test("120 Hz gives twice the ticks of 60 Hz over the same run")
    func rates() throws {
        var fast = TransitionEngineConfiguration.gagat
        fast.displayLink = DisplayLink(framesPerSecond: 120)
        let slow = try TransitionDriver.run(pan(), animation: CrossfadeAnimation(), configuration: .gagat, endTime: 1_000_000)
        let quick = try TransitionDriver.run(pan(), animation: CrossfadeAnimation(), configuration: fast, endTime: 1_000_000)
        // 0...1 s holds 61 ticks at 60 Hz and 121 at 120 Hz; the run then shows one more tick at rest.
        #expect(slow.ticks.count == 62 && quick.ticks.count == 122)
        #expect(slow.ticks.last?.time == 1_016_666 && quick.ticks.last?.time == 1_008_333)
        #expect(slow.outcome == quick.outcome)
    }

    @Test("recorded scenes match their digests")
    func recordedScenes() throws {
        var configuration = TransitionEngineConfiguration.vcTransitions
        configuration.recordsScenes = true
        let timeline = try TransitionDriver.run(pan(), animation: PanAnimation(), configuration: configuration)
        for tick in timeline.ticks {
            #expect(tick.scene?.digest == tick.sceneDigest)
        }
        // VCTransitions: 0.4 is not past half, cancel: 0.4 * 0.3 s / 0.6 = 0.2 s with ease-in-out.
        #expect(timeline.outcome.decision == .cancel && timeline.outcome.finishDuration == 0.2)
        #expect(timeline.outcome.finishCurve == .easeInOut && timeline.outcome.finalProgress == 0)
    }

    @Test("a finger held still for an hour is one span; its ticks are those advance(to:) lists one by one")
    func stillFingerIsOneSpan() throws {
        func held(for hold: Int64) -> [GestureUpdate] {
            [gesture(0, .began), gesture(10_000, .changed, progress: 0.3, progressVelocity: 1),
             gesture(10_000 + hold, .ended, progress: 0.3, decision: .complete)]
        }
        let hour = try TransitionDriver.run(held(for: 3_600_000_000), animation: CrossfadeAnimation(), configuration: .gagat)
        #expect(hour.tickCount > 216_000)
        #expect(hour.spans.count < 120)  // the finish animation is a span per tick
        let still = try #require(hour.spans.first { $0.count > 200_000 })
        #expect(still.first.phase == .tracking && still.first.gesturePhase == .changed && still.first.progress == 0.3)
        #expect(hour.outcome.completedTransitions == 1 && hour.outcome.finalProgress == 1)

        // A short hold, tick by tick from the engine, equals the driver's spans read as ticks.
        let updates = held(for: 500_000)
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: .gagat)
        for update in updates { try engine.feed(update) }
        let ticks = try engine.advance(to: 3_000_000)
        let timeline = try TransitionDriver.run(updates, animation: CrossfadeAnimation(), configuration: .gagat)
        let differing = zip(timeline.ticks, ticks).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(differing == nil)
        #expect(ticks.count >= timeline.ticks.count)
        #expect(timeline.spans.count < timeline.ticks.count)
    }
}
