import Foundation
import Testing
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions
@testable import TouchstoneReplay

@Suite("Replayer: recording -> arena -> transition engine")
struct ReplayerTests {
    @Test func flickCompletesTheRevealAndCancelReverts() throws {
        let gagat = ReplayConfiguration(animationName: "reveal", recognizerSettings: [("preset", "gagat")])
        let flick = try Replayer.replay(try Fixtures.load("pan2_down_flick_a.yml"), configuration: gagat)
        #expect(flick.outcome.decision == .completed)
        #expect(flick.outcome.transition.styleToggled)
        #expect(flick.outcome.transition.finalProgress == 1)
        // Gagat: min(distance / 300 pt/s, distance / |v|); a fast flick finishes well under the 300 pt/s bound.
        let duration = try #require(flick.outcome.transition.finishDuration)
        #expect(duration > 0 && duration < 0.5)
        let cancel = try Replayer.replay(try Fixtures.load("pan2_down_cancel_a.yml"), configuration: gagat)
        #expect(cancel.outcome.decision == .cancelled)
        #expect(!cancel.outcome.transition.styleToggled)
        #expect(cancel.outcome.transition.finalProgress == 0)
    }

    @Test func staggeredSecondFingerNeverStartsTheReveal() throws {
        let result = try Replayer.replay(try Fixtures.load("pan2_staggered_fail_a.yml"),
                                         configuration: ReplayConfiguration(animationName: "reveal",
                                                                            recognizerSettings: [("preset", "gagat")]))
        #expect(result.outcome.decision == .failed)
        #expect(result.outcome.transition.completedTransitions == 0)
        #expect(result.timeline.ticks.allSatisfy { $0.phase == .idle && $0.progress == 0 })
    }

    @Test func ticksFollowTheDisplayRateAndSampleTheLatestPhase() throws {
        let recording = try Fixtures.load("swipe3_left_complete_a.yml")
        for fps in [60, 120] {
            let result = try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "cube", enginePreset: "vctransitions",
                                                                                          framesPerSecond: fps))
            let gaps = zip(result.timeline.ticks.dropFirst(), result.timeline.ticks).map { $0.time - $1.time }
            #expect(gaps.allSatisfy { abs($0 - Int64(1_000_000 / fps)) <= 1 })
            #expect(result.timeline.ticks.last!.time >= recording.duration)
            #expect(result.outcome.latency.maximum <= Int64(1_000_000 / fps) + 1)
            let phases = result.timeline.ticks.compactMap(\.gesturePhase)
            #expect(phases.first == .began || phases.first == .changed)
            #expect(phases.last == .ended)
        }
    }

    @Test func replayIsByteIdenticalAcrossRuns() throws {
        let recording = try Fixtures.load("pinch2_in_a.yml")
        let configuration = ReplayConfiguration(animationName: "explode", enginePreset: "spring")
        let first = ReplayJSON.timeline(try Replayer.replay(recording, configuration: configuration), file: "p")
        let second = ReplayJSON.timeline(try Replayer.replay(recording, configuration: configuration), file: "p")
        #expect(first == second)
        let other = ReplayJSON.timeline(try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "fold",
                                                                                                        enginePreset: "spring")), file: "p")
        #expect(first != other, "different animations must give different scenes")
    }

    @Test(arguments: [("nope", "gagat", 60, "no animation named 'nope'"), ("reveal", "nope", 60, "no engine preset 'nope'"),
                      ("reveal", "gagat", 0, "display rate 0 Hz")])
    func badNamesAreReported(animation: String, engine: String, fps: Int, fragment: String) throws {
        let recording = try Fixtures.load("tap2_a.yml")
        #expect { try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: animation, enginePreset: engine,
                                                                                     framesPerSecond: fps)) }
        throws: { "\($0)".contains(fragment) }
    }

    @Test func containersFollowCompletedTransitions() throws {
        let recording = try Fixtures.load("swipe3_left_complete_a.yml")
        let swap = try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "container-swap",
                                                                                    enginePreset: "vctransitions"))
        #expect(swap.outcome.transition.currentChild == "second")
        let hop = try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "hop", enginePreset: "vctransitions"))
        #expect(hop.outcome.transition.hopPosition?.child == "screen-1")
        let cancelled = try Replayer.replay(try Fixtures.load("swipe4_up_cancel_a.yml"),
                                            configuration: ReplayConfiguration(animationName: "container-swap", enginePreset: "vctransitions"))
        #expect(cancelled.outcome.transition.currentChild == "first")
    }

    /// A pager: one page further at each completed transition (its own container hook).
    struct PagerAnimation: TransitionAnimation {
        let name = "pager"
        let duration = 0.4
        func scene(at progress: Double, context: AnimationContext) -> Scene { CrossfadeAnimation().scene(at: progress, context: context) }
        func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome {
            TransitionOutcome(currentChild: "page-\(completions.count) of a run ending at \(end > 0)")
        }
    }

    @Test("the container comes from the animation's own hook, not from its name")
    func containerOutcomeIsTheAnimationsHook() throws {
        let recording = try Fixtures.load("swipe3_left_complete_a.yml")
        let vc = ReplayConfiguration(enginePreset: "vctransitions")
        // Injected, or registered (type-erased by the registry): the built-in's hook answers.
        var injected = try Replayer(recording, configuration: vc, animation: ContainerSwapAnimation())
        #expect(try injected.collect().outcome.transition.currentChild == "second")
        var registry = AnimationRegistry()
        registry.register(PagerAnimation())
        let pager = try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "pager", enginePreset: "vctransitions"),
                                        registry: registry)
        #expect(pager.outcome.transition.currentChild == "page-1 of a run ending at true")
        #expect(pager.timeline.outcome.currentChild == pager.outcome.transition.currentChild)
        // A closure that only borrows the name moves no container (the replay layer once chose by name).
        registry.register(AnyTransitionAnimation(name: "container-swap", duration: 0.5) { p, c in CrossfadeAnimation().scene(at: p, context: c) })
        let borrowed = try Replayer.replay(recording, configuration: ReplayConfiguration(animationName: "container-swap",
                                                                                        enginePreset: "vctransitions"), registry: registry)
        #expect(borrowed.outcome.transition.currentChild == nil && borrowed.outcome.transition.hopPosition == nil)
        #expect(borrowed.outcome.transition.completedTransitions == 1)
    }
}
