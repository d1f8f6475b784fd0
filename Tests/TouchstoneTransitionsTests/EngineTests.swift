import Testing
import TouchstoneCore
import TouchstoneRecognition
@testable import TouchstoneTransitions

@Suite("Transition engine: state machine, sampling, finishing, grabbing")
struct EngineTests {
    @Test("began -> changed -> ended(complete): Gagat hooks and a linear finish")
    func completeFlow() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began, progress: 0))
        #expect(engine.transition.phase == .tracking)
        #expect(kinds(engine.eventLog) == [.willBegin, .styleToggled(alternateActive: true)])
        try engine.feed(gesture(10_000, .changed, progress: 0.4, progressVelocity: 1))
        // Release moving down at 156 mm/s = 1000 pt/s: 0.6 * 667 / 1000 = 0.4002 s.
        try engine.feed(gesture(20_000, .ended, progress: 0.4, progressVelocity: 1,
                                releaseVelocityMM: PointMM(x: 0, y: 156)))
        _ = try engine.advance(to: 20_000)
        #expect(engine.transition.phase == .finishing)
        _ = try engine.advance(to: 420_199)
        #expect(engine.transition.phase == .finishing)
        _ = try engine.advance(to: 420_200)
        #expect(engine.transition.phase == .idle)
        #expect(engine.eventLog.last == TransitionEvent(time: 420_200, kind: .didEnd(completed: true)))
        let outcome = engine.outcome
        #expect(outcome.styleToggled && outcome.finalProgress == 1 && outcome.finishCurve == .linear)
        #expect(outcome.finishDuration == 0.4002 && outcome.decision == .complete)
    }

    @Test("ended(cancel): animates back, toggles the style back at the end, then didEnd")
    func cancelFlow() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(10_000, .changed, progress: 0.3, progressVelocity: -0.5))
        // Moving up and under half: Gagat cancels; |v| = 1000 pt/s, d = 200.1 pt -> 0.2001 s.
        try engine.feed(gesture(20_000, .ended, progress: 0.3, progressVelocity: -0.5,
                                releaseVelocityMM: PointMM(x: 0, y: -156)))
        _ = try engine.advance(to: 220_100)
        #expect(kinds(Array(engine.eventLog.suffix(3))) == [
            .finishStarted(decision: .cancel, fromProgress: 0.3, duration: 200_100, curve: .linear),
            .styleToggled(alternateActive: false), .didEnd(completed: false),
        ])
        #expect(!engine.outcome.styleToggled && engine.outcome.finalProgress == 0)
    }

    @Test("cancelled gesture reverts without animation (Gagat)")
    func cancelledGesture() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(10_000, .changed, progress: 0.8))
        try engine.feed(gesture(20_000, .cancelled, progress: 0.8))
        _ = try engine.advance(to: 20_000)
        #expect(engine.transition.phase == .idle)
        #expect(kinds(Array(engine.eventLog.suffix(2))) == [.styleToggled(alternateActive: false), .didEnd(completed: false)])
        #expect(engine.outcome.finishCurve == .immediate && engine.outcome.finishDuration == 0)
        #expect(engine.outcome.finalProgress == 0)
    }

    @Test("cancelled gesture animates back under the VCTransitions policy")
    func cancelledAnimated() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: linearPercentDriven())
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(10_000, .changed, progress: 0.4))
        try engine.feed(gesture(20_000, .cancelled))
        _ = try engine.advance(to: 20_000)
        // 0.4 * 1 s / (1 - 0.4) = 0.666667 s.
        #expect(engine.transition.phase == .finishing)
        #expect(engine.transition.finish?.duration == 666_667)
        _ = try engine.advance(to: 686_667)
        #expect(engine.transition.phase == .idle && engine.outcome.decision == .cancel)
    }

    @Test("failed while tracking ends like a release (Gagat treats .failed as .ended); failed while idle is ignored")
    func failed() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .failed))
        #expect(engine.transition.phase == .idle)
        #expect(engine.eventLog.count == 1)
        try engine.feed(gesture(10_000, .began))
        try engine.feed(gesture(20_000, .changed, progress: 0.6, progressVelocity: 0))
        try engine.feed(gesture(30_000, .failed, progress: 0.6))
        #expect(engine.transition.phase == .idle, "queued until the clock reaches 30 ms")
        _ = try engine.advance(to: 30_000)
        // Past half: complete; zero velocity -> 0.4 * 667 / 300 = 0.889333 s.
        #expect(engine.transition.finish?.decision == .complete)
        #expect(engine.transition.finish?.duration == 889_333)
    }

    @Test("progress is clamped to 0...1")
    func clamping() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: linearPercentDriven())
        try engine.feed(gesture(0, .began, progress: -0.2))
        #expect(engine.transition.progress(at: 0) == 0)
        try engine.feed(gesture(1_000, .changed, progress: 1.7))
        _ = try engine.advance(to: 1_000)
        #expect(engine.transition.progress(at: 1_000) == 1)
        try engine.feed(gesture(2_000, .changed, progress: -3))
        _ = try engine.advance(to: 2_000)
        #expect(engine.transition.progress(at: 2_000) == 0)
    }

    @Test("Gagat: moving above the start resets the origin, so moving down again moves the edge at once")
    func upwardReset() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began, progress: 0.05))
        try engine.feed(gesture(10_000, .changed, progress: -0.1))
        try engine.feed(gesture(20_000, .changed, progress: 0))
        _ = try engine.advance(to: 10_000)
        #expect(engine.transition.progress(at: 10_000) == 0)
        _ = try engine.advance(to: 20_000)
        // The reset made -0.1 the new origin: 0 - (-0.1) = 0.1.
        #expect(close(engine.transition.progress(at: 20_000), 0.1))
        // Without the reset (VCTransitions) the same stream is simply clamped.
        var plain = TransitionEngine(animation: CrossfadeAnimation(), configuration: .vcTransitions)
        for update in [gesture(0, .began, progress: 0.05), gesture(10_000, .changed, progress: -0.1),
                       gesture(20_000, .changed, progress: 0)] { try plain.feed(update) }
        _ = try plain.advance(to: 20_000)
        #expect(plain.transition.progress(at: 20_000) == 0)
    }

    @Test("changed or ended without a began is ignored")
    func strayUpdates() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation())
        try engine.feed(gesture(0, .changed, progress: 0.5))
        try engine.feed(gesture(1, .ended, progress: 0.5))
        #expect(engine.transition.phase == .idle)
        #expect(engine.eventLog.allSatisfy { if case .ignored = $0.kind { return true } else { return false } })
    }

    @Test("a 60 Hz tick between two updates sees the latest one; an update at a tick's time applies first")
    func sampling() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: linearPercentDriven())
        try engine.feed(gesture(0, .began, progress: 0))
        try engine.feed(gesture(10_000, .changed, progress: 0.1, progressVelocity: 10))
        try engine.feed(gesture(16_666, .changed, progress: 0.15, progressVelocity: 7))
        try engine.feed(gesture(20_000, .changed, progress: 0.2, progressVelocity: 6))
        try engine.feed(gesture(40_000, .changed, progress: 0.3, progressVelocity: 5))
        let ticks = try engine.advance(to: 40_000)
        #expect(ticks.map(\.time) == [0, 16_666, 33_333])
        #expect(ticks.map(\.progress) == [0, 0.15, 0.2])
        #expect(ticks.map(\.velocity) == [0, 7, 6])
        #expect(ticks.allSatisfy { $0.phase == .tracking })
        #expect(engine.transition.progress(at: 40_000) == 0.3)
        // The tick's scene is the animation at the sampled progress.
        let expected = CrossfadeAnimation().scene(at: 0.15, context: engine.context).digest
        #expect(ticks[1].sceneDigest == expected)
    }

    @Test("feeding ahead of time queues; feeding into the past throws")
    func ordering() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation())
        try engine.feed(gesture(50_000, .began, progress: 0.3))
        let early = try engine.advance(to: 20_000)
        #expect(early.allSatisfy { $0.phase == .idle })
        #expect(throws: TransitionEngineError.updateOutOfOrder(updateTime: 10_000, latestTime: 50_000)) {
            try engine.feed(gesture(10_000, .changed))
        }
        #expect(throws: TransitionEngineError.timeRunsBackwards(requested: 5, now: 20_000)) {
            _ = try engine.advance(to: 5)
        }
        _ = try engine.advance(to: 50_000)
        #expect(engine.transition.phase == .tracking)
    }

    @Test("a finishing transition is grabbed: its animated progress becomes the new base")
    func grab() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: linearPercentDriven())
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(100_000, .changed, progress: 0.6))
        // Finish: (1 - 0.6) * 1 s / (1 - 0.6) = 1 s, linear: at +0.5 s progress is 0.6 + 0.4 * 0.5 = 0.8.
        try engine.feed(gesture(100_000, .ended, decision: .complete))
        try engine.feed(gesture(600_000, .began, progress: 0.05))
        _ = try engine.advance(to: 600_000)
        #expect(engine.transition.phase == .tracking)
        #expect(close(engine.transition.progress(at: 600_000), 0.8))
        #expect(engine.eventLog.contains { $0.kind == .grabbed(progress: engine.transition.progress(at: 600_000)) })
        // The new gesture moves +0.1 from where it grabbed: 0.8 + 0.1 = 0.9.
        try engine.feed(gesture(700_000, .changed, progress: 0.15))
        _ = try engine.advance(to: 700_000)
        #expect(close(engine.transition.progress(at: 700_000), 0.9))
        // Grabbing does not start a new transition: no second willBegin.
        #expect(engine.eventLog.filter { $0.kind == .willBegin }.count == 1)
    }

    @Test("Gagat refuses to grab: the whole new stream is ignored and the finish runs on")
    func noGrab() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(10_000, .changed, progress: 0.5, progressVelocity: 1))
        try engine.feed(gesture(20_000, .ended, progressVelocity: 1))
        try engine.feed(gesture(30_000, .began, progress: 0))
        try engine.feed(gesture(40_000, .changed, progress: 0.9))
        try engine.feed(gesture(50_000, .ended))
        _ = try engine.advance(to: 50_000)
        #expect(engine.transition.phase == .finishing)
        #expect(engine.transition.finish?.startTime == 20_000)
        // Once the finish is over (333.5 pt at 300 pt/s = 1.111667 s), a new gesture begins normally.
        _ = try engine.advance(to: 1_131_667)
        #expect(engine.transition.phase == .idle)
        try engine.feed(gesture(1_200_000, .began, progress: 0.1))
        _ = try engine.advance(to: 1_200_000)
        #expect(engine.transition.phase == .tracking)
        #expect(engine.eventLog.filter { $0.kind == .willBegin }.count == 2)
    }

    @Test("a new began right after a refused stream's began is taken once the finish is over")
    func refusedThenNewStream() throws {
        var engine = TransitionEngine(animation: RevealAnimation(), configuration: .gagat)
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(10_000, .changed, progress: 0.9, progressVelocity: 1))
        try engine.feed(gesture(20_000, .ended, progressVelocity: 1, releaseVelocityMM: PointMM(x: 0, y: 156)))
        // 0.1 * 667 = 66.7 pt at 1000 pt/s: ends at 20_000 + 66_700.
        try engine.feed(gesture(30_000, .began))
        try engine.feed(gesture(90_000, .began, progress: 0.2))
        _ = try engine.advance(to: 90_000)
        #expect(engine.transition.phase == .tracking && engine.transition.progress(at: 90_000) == 0.2)
    }

    @Test("spring finish: velocity continuous at release, settles exactly at the target")
    func springEngine() throws {
        var engine = TransitionEngine(animation: CrossfadeAnimation(), configuration: .spring)
        try engine.feed(gesture(0, .began))
        try engine.feed(gesture(100_000, .changed, progress: 0.6, progressVelocity: 3))
        try engine.feed(gesture(100_000, .ended, progressVelocity: 3, decision: .complete))
        _ = try engine.advance(to: 100_000)
        let finish = try #require(engine.transition.finish)
        #expect(close(engine.transition.velocity(at: 100_000), 3, 1e-12))
        #expect(engine.transition.progress(at: 100_000) == 0.6)
        // Just after release the slope still matches (difference quotient over 1 µs).
        let slope = (finish.progress(at: 100_001) - finish.progress(at: 100_000)) / 1e-6
        #expect(close(slope, 3, 1e-3))
        let ticks = try engine.advance(to: finish.endTime + 20_000)
        #expect(engine.transition.phase == .idle && engine.outcome.finalProgress == 1)
        #expect(engine.outcome.finishCurve == .spring)
        #expect(ticks.last?.progress == 1)
    }

    @Test("recognizer decision is honoured; fallback is progress > 0.5")
    func decisions() {
        #expect(DecisionRule.recognizer.decide(progress: 0.1, progressVelocity: 0, recognizerDecision: .complete) == .complete)
        #expect(DecisionRule.recognizer.decide(progress: 0.6, progressVelocity: 0, recognizerDecision: nil) == .complete)
        // The gagat preset: the recognizer's verdict wins over a jittery positive velocity...
        #expect(DecisionRule.recognizerElseGagat.decide(progress: 0.01, progressVelocity: 0.02, recognizerDecision: .cancel) == .cancel)
        // ...and Gagat's "moving down or past half" decides when there is none.
        #expect(DecisionRule.recognizerElseGagat.decide(progress: 0.01, progressVelocity: 0.02, recognizerDecision: nil) == .complete)
        #expect(DecisionRule.recognizerElseGagat.decide(progress: 0.4, progressVelocity: -1, recognizerDecision: nil) == .cancel)
        #expect(DecisionRule.progressThreshold(0.5).decide(progress: 0.5, progressVelocity: 9, recognizerDecision: nil) == .cancel)
        #expect(DecisionRule.gagat.decide(progress: 0.1, progressVelocity: 0.01, recognizerDecision: nil) == .complete)
        #expect(DecisionRule.gagat.decide(progress: 0.4, progressVelocity: 0, recognizerDecision: nil) == .cancel)
    }
}
