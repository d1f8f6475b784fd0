import Foundation
import Synchronization
import Testing
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneReplay
import TouchstoneTesting
import TouchstoneTransitions

/// Issue 10: one pass through one driver. The replay classifies on its way through the arena, the
/// assertion helpers compare the replay they were given, and any animation value plugs in.
@Suite("Replay: one pass through one driver")
struct SinglePassTests {
    static let samples = ["hold2_a.yml", "move1_a.yml", "pan2_down_cancel_a.yml", "pan2_down_flick_a.yml",
                          "pan2_staggered_fail_a.yml", "pinch2_in_a.yml", "rotate2_cw_a.yml", "swipe3_left_complete_a.yml",
                          "swipe4_up_cancel_a.yml", "tap2_a.yml"]

    @Test("the replay's single arena pass finds what classify and stream find", arguments: samples)
    func classifiesOnTheWay(name: String) throws {
        let recording = try Fixtures.load(name)
        let result = try Replayer.replay(recording)
        #expect(result.outcome.gestures == GestureClassifier.classify(recording))
        let driver = result.outcome.driver?.recognizer
        let stream = GestureClassifier.stream(recording).filter { $0.recognizer == driver }
        #expect(result.drivingUpdates.map(\.time) == stream.map(\.time))
        #expect(result.drivingUpdates.map(\.phase) == stream.map(\.phase))
    }

    @Test("next() streams the ticks collect() keeps, span by span")
    func streamsTicks() throws {
        let recording = try Fixtures.load("pan2_down_flick_a.yml")
        let configuration = ReplayConfiguration(animationName: "reveal", recognizerSettings: [("preset", "gagat")])
        var replayer = try Replayer(recording, configuration: configuration)
        var streamed: [TickSpan] = []
        while let span = try replayer.next() { streamed.append(span) }
        #expect(try replayer.next() == nil)
        let collected = try Replayer.replay(recording, configuration: configuration)
        #expect(TransitionTimeline(spans: streamed, displayLink: replayer.displayLink).spans == collected.timeline.spans)
        #expect(streamed.reduce(0) { $0 + $1.count } == collected.outcome.displayFrames)
        #expect(replayer.outcome == collected.outcome)
    }

    @Test("expectOutcome compares the replay it is given: the animation draws each tick once, not again per assertion")
    func assertionsReplayOnce() throws {
        let calls = Counter()
        let counting = AnyTransitionAnimation(name: "counting", duration: 0.3) { (progress, context) throws(AnimationError) in
            calls.increment()
            return CrossfadeAnimation(duration: 0.3).scene(at: progress, context: context)
        }
        let replay = try GestureReplay(contentsOf: Fixtures.sample("pan2_down_flick_a.yml"), animation: counting,
                                       settings: ["preset": "gagat"])
        let afterReplay = calls.value
        #expect(afterReplay > 0 && afterReplay <= Int(replay.outcome.displayFrames))
        expectOutcome(replay, kind: .pan, direction: .down, outcome: .completed, finalProgress: 1, styleToggled: true)
        expectOutcome(replay, fingers: 2)
        #expect(OutcomeCheck.mismatches(replay, outcome: .cancelled).count == 1)
        #expect(calls.value == afterReplay)
    }

    @Test("an animation that throws stops the replay with its message")
    func failingAnimation() throws {
        let broken = AnyTransitionAnimation(name: "broken") { progress, _ throws(AnimationError) in
            throw AnimationError(AnimationError.place("broken"), expected: "a scene at progress \(Int(progress))", found: "end of file")
        }
        let recording = try Fixtures.load("pan2_down_flick_a.yml")
        #expect {
            var replayer = try Replayer(recording, animation: broken)
            _ = try replayer.collect()
        } throws: { error in
            (error as? ReplayError) == .animation(AnimationError(AnimationError.place("broken"),
                                                                 expected: "a scene at progress 0", found: "end of file"))
                && "\(error)" == "animation 'broken': expected a scene at progress 0, found end of file"
        }
    }

    @Test("an injected animation replays like the registered one of the same name")
    func injectedAnimation() throws {
        let recording = try Fixtures.load("swipe3_left_complete_a.yml")
        let configuration = ReplayConfiguration(animationName: "cube", enginePreset: "vctransitions")
        let named = try Replayer.replay(recording, configuration: configuration)
        var replayer = try Replayer(recording, configuration: ReplayConfiguration(enginePreset: "vctransitions"),
                                    animation: CubeAnimation())
        let injected = try replayer.collect()
        #expect(injected.configuration.animationName == "cube")
        #expect(ReplayJSON.timeline(injected, file: "s") == ReplayJSON.timeline(named, file: "s"))
    }
}

/// A call counter closures may share.
final class Counter: Sendable {
    private let count = Atomic<Int>(0)

    func increment() { count.add(1, ordering: .relaxed) }

    var value: Int { count.load(ordering: .relaxed) }
}
