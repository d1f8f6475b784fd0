import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("Arena rules")
struct ArenaRuleTests {
    @Test func multipleSequencesResetTheArena() {
        let frames = Synth.concatenate([
            Synth.drag(fingers: 3, centre: PointMM(x: 70, y: 30), delta: PointMM(x: -40, y: 0)),
            Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 10), delta: PointMM(x: 0, y: 25)),
            Synth.pinch(scale: 0.3),
            Synth.hold(fingers: 2, duration: 60_000),
        ])
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.map(\.kindName) == ["swipe", "pan", "pinch"])
        #expect(results.map(\.outcome) == [.completed, .completed, .completed])
        #expect(zip(results, results.dropFirst()).allSatisfy { $0.end < $1.start })
    }

    @Test func requirementWaitsWhileTheOtherIsPossible() {
        // A two-finger swipe that must wait for the pinch to fail: the pinch never fails on a
        // two-finger drag, so the swipe never begins.
        var arena = GestureArena(device: Synth.device, recognizers: [
            .swipe(SwipeRecognizer(.init(fingers: .atLeast(2)))), .transform(TransformRecognizer(.pinch(fingers: .exactly(2)))),
        ])
        let known = arena.require("swipe", toFail: "pinch")
        let unknown = arena.require("swipe", toFail: "nothing")
        #expect(known)
        #expect(!unknown)
        var updates: [GestureUpdate] = []
        for f in Synth.drag(fingers: 2, delta: PointMM(x: -30, y: 0)) { arena.process(f, into: &updates) }
        #expect(updates.isEmpty)

        // With three fingers the pinch (exactly two) fails at once, so the swipe may begin.
        updates.removeAll()
        for f in Synth.drag(fingers: 3, delta: PointMM(x: -30, y: 0)) { arena.process(f, into: &updates) }
        #expect(updates.first?.phase == .began && updates.first?.recognizer == "swipe")
        #expect(updates.last?.phase == .ended)
    }

    @Test func requirementFailsTheWaiterWhenTheOtherBegins() {
        var arena = GestureArena(device: Synth.device, recognizers: [
            .pan(PanRecognizer()), .swipe(SwipeRecognizer(.init(name: "swipe2", fingers: .atLeast(2)))),
        ], configuration: .init(allowsSimultaneousTransform: true))
        arena.require("swipe2", toFail: "pan")
        var updates: [GestureUpdate] = []
        for f in Synth.drag(fingers: 2, delta: PointMM(x: 0, y: 25)) { arena.process(f, into: &updates) }
        #expect(Set(updates.map(\.recognizer)) == ["pan"])
    }

    @Test("finger-count change is debounced", arguments: [(50_000 as Int64, GestureOutcome.completed),
                                                         (150_000, .cancelled)])
    func fingerChangeDebounce(extraFor duration: Int64, expected: GestureOutcome) {
        let move = { (x: Double) in Synth.path(PointMM(x: x, y: 30), PointMM(x: -45, y: 0), 40_000, 440_000) }
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 450_000, position: move(60)),
            SynthFinger(down: 0, up: 450_000, position: move(72)),
            SynthFinger(down: 0, up: 450_000, position: move(84)),
            SynthFinger(down: 200_000, up: 200_000 + duration, position: { _ in PointMM(x: 50, y: 10) }),
        ])
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.count == 1)
        #expect(results.first?.kindName == "swipe")
        #expect(results.first?.outcome == expected)
    }

    @Test func restingThumbRuleIsWhatKeepsTheSwipe() {
        let move = { (x: Double) in Synth.path(PointMM(x: x, y: 25), PointMM(x: -40, y: 0), 60_000, 360_000) }
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 400_000, position: { _ in PointMM(x: 30, y: 60) }),
            SynthFinger(down: 0, up: 400_000, position: move(60)),
            SynthFinger(down: 0, up: 400_000, position: move(75)),
            SynthFinger(down: 0, up: 400_000, position: move(90)),
        ])
        let without = GestureArena.Configuration(restingThumb: RestingThumbRule(isEnabled: false))
        let results = GestureClassifier.classify(frames: frames, device: Synth.device, configuration: without)
        #expect(results.first?.fingers == 4)
    }

    @Test func holdIsCancelledByALaterMotion() {
        let frames = Synth.frames((0..<2).map { i in
            SynthFinger(down: 0, up: 660_000, position: Synth.path(PointMM(x: 40 + Double(i) * 18, y: 15),
                                                                   PointMM(x: 0, y: 30), 300_000, 650_000))
        })
        // The stream shows the hold beginning and being cancelled when the fingers move...
        let updates = GestureClassifier.stream(frames: frames, device: Synth.device)
        let phases = updates.filter { $0.phase != .changed }.map { "\($0.recognizer) \($0.phase)" }
        #expect(phases == ["hold began", "hold cancelled", "pan began", "pan ended"])
        // ...and classification leaves the interrupted hold out: it was the pan's lead-in.
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.map(\.kindName) == ["pan"])
        #expect(results.map(\.outcome) == [.completed])
    }

    @Test func recordingEndingWithFingersDownCancels() {
        var frames = Synth.drag(fingers: 3, delta: PointMM(x: -40, y: 0))
        frames.removeLast()
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.first?.outcome == .cancelled)
        #expect(results.first?.decision == nil)
    }

    @Test func streamHasAnUpdateForEveryActiveFrame() {
        let frames = Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 10), delta: PointMM(x: 0, y: 25))
        let updates = GestureClassifier.stream(frames: frames, device: Synth.device).filter { $0.recognizer == "pan" }
        let began = try! #require(updates.first)
        #expect(began.phase == .began)
        #expect(began.recognizedAfter != nil)
        let activeFrames = frames.filter { $0.time >= began.time }
        #expect(updates.count == activeFrames.count)
        #expect(updates.last?.phase == .ended && updates.last?.decision == .complete)
        #expect(updates.dropFirst().dropLast().allSatisfy { $0.phase == .changed })
        // Progress follows the fingers: translation along y over the pad's height.
        let ended = updates.last!
        #expect(abs(ended.progress - ended.translation.y / 66) < 1e-9)
        #expect(ended.releaseVelocity!.y > 50)
    }

    @Test func resyncFrameDoesNotAddAJump() {
        var frames = Synth.drag(fingers: 3, centre: PointMM(x: 70, y: 30), delta: PointMM(x: -40, y: 0), rest: 60_000)
        // From frame 20 on, positions are reported 10 mm further right, announced by a resync.
        for k in 20..<(frames.count - 1) {
            frames[k].contacts = frames[k].contacts.map { var c = $0; c.x += 120; return c }
        }
        frames[20].isResync = true
        let updates = GestureClassifier.stream(frames: frames, device: Synth.device)
        let last = try! #require(updates.last)
        #expect(abs(last.translation.x + 40) < 1.5, "translation \(last.translation.x)")
    }

    @Test func fingersBeyondTheSlotsCount() {
        // A two-slot pad reports the third finger only through BTN_TOOL_TRIPLETAP.
        let frames = Synth.drag(fingers: 2, delta: PointMM(x: -40, y: 0)).map {
            TouchFrame(time: $0.time, contacts: $0.contacts, fingerCount: $0.contacts.isEmpty ? 0 : 3)
        }
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.map(\.kindName) == ["swipe"])
        #expect(results.first?.fingers == 3)
    }
}
