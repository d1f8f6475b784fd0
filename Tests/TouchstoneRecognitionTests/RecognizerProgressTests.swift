import Testing
import TouchstoneCore
@testable import TouchstoneRecognition
#if canImport(Glibc)
import Glibc
#endif

/// One recognizer alone on a synthetic gesture: its progress and decision at release.
struct ProgressCase: CustomTestStringConvertible, Sendable {
    var name: String
    var recognizer: AnyGestureRecognizer
    var make: @Sendable () -> [TouchFrame]
    var progress: Double
    var tolerance: Double
    var direction: GestureDirection
    var decision: GestureDecision?

    var testDescription: String { name }

    static let all: [ProgressCase] = [
        ProgressCase(name: "swipe 15.6 mm of 31.2", recognizer: .swipe(SwipeRecognizer()),
                     make: { Synth.drag(fingers: 3, delta: PointMM(x: 15.6, y: 0), rest: 60_000, jitter: 0) },
                     progress: 0.5, tolerance: 0.01, direction: .right, decision: .cancel),
        ProgressCase(name: "swipe 20 mm with a custom 20 mm distance",
                     recognizer: .swipe(SwipeRecognizer(.init(distance: 20))),
                     make: { Synth.drag(fingers: 4, delta: PointMM(x: 0, y: 20), rest: 60_000, jitter: 0) },
                     progress: 1, tolerance: 0, direction: .down, decision: .complete),
        ProgressCase(name: "two-finger swipe when configured", recognizer: .swipe(SwipeRecognizer(.init(fingers: .exactly(2)))),
                     make: { Synth.drag(fingers: 2, delta: PointMM(x: -25, y: 0), rest: 60_000, jitter: 0) },
                     progress: 25 / 31.2, tolerance: 0.01, direction: .left, decision: .complete),
        ProgressCase(name: "pan along the width", recognizer: .pan(PanRecognizer()),
                     make: { Synth.drag(fingers: 2, centre: PointMM(x: 30, y: 30), delta: PointMM(x: 40, y: 0),
                                        rest: 60_000, jitter: 0) },
                     progress: 0.4, tolerance: 0.01, direction: .right, decision: .cancel),
        ProgressCase(name: "pinch in to half", recognizer: .transform(TransformRecognizer(.pinch())),
                     make: { Synth.pinch(scale: 0.5) }, progress: 0.5, tolerance: 0.02, direction: .in, decision: nil),
        ProgressCase(name: "pinch out to 1.5", recognizer: .transform(TransformRecognizer(.pinch())),
                     make: { Synth.pinch(scale: 1.5) }, progress: 0.5, tolerance: 0.02, direction: .out, decision: nil),
        ProgressCase(name: "pinch out to 1.5 with target 1.5", recognizer: .transform(TransformRecognizer(.pinch(outTarget: 1.5))),
                     make: { Synth.pinch(scale: 1.5) }, progress: 1, tolerance: 0.02, direction: .out, decision: .complete),
        ProgressCase(name: "rotate 45 of 90", recognizer: .transform(TransformRecognizer(.rotate())),
                     make: { Synth.rotate(degrees: 45) }, progress: 0.5, tolerance: 0.02, direction: .cw, decision: nil),
        ProgressCase(name: "rotate -60 of 90", recognizer: .transform(TransformRecognizer(.rotate())),
                     make: { Synth.rotate(degrees: -60) }, progress: 2.0 / 3, tolerance: 0.02, direction: .ccw,
                     decision: .complete),
        ProgressCase(name: "hold", recognizer: .hold(HoldRecognizer()),
                     make: { Synth.hold(fingers: 2, duration: 300_000) }, progress: 1, tolerance: 0, direction: .none,
                     decision: .complete),
    ]
}

@Suite("Recognizer progress")
struct RecognizerProgressTests {
    @Test("progress at release", arguments: ProgressCase.all)
    func progressAtRelease(_ c: ProgressCase) {
        let updates = GestureClassifier.stream(frames: c.make(), device: Synth.device, recognizers: [c.recognizer])
        let last = try! #require(updates.last)
        #expect(last.phase == .ended)
        #expect(abs(last.progress - c.progress) <= c.tolerance, "progress \(last.progress)")
        #expect(last.direction == c.direction)
        if let decision = c.decision { #expect(last.decision == decision) }
        #expect(updates.first?.phase == .began)
    }

    @Test func horizontalSwipeFailsOnVerticalMotion() {
        let updates = GestureClassifier.stream(frames: Synth.drag(fingers: 3, delta: PointMM(x: 0, y: 20)),
                                               device: Synth.device,
                                               recognizers: [.swipe(SwipeRecognizer(.init(axis: .horizontal)))])
        #expect(updates.isEmpty)
        var arena = GestureArena(device: Synth.device, recognizers: [.swipe(SwipeRecognizer(.init(axis: .horizontal)))])
        var sink: [GestureUpdate] = []
        for f in Synth.drag(fingers: 3, delta: PointMM(x: 0, y: 20)).dropLast() { arena.process(f, into: &sink) }
        #expect(arena.recognizers.first?.failure == .wrongAxis)
    }

    /// One finger still, the other moving towards it: the centroid moves half as far as the
    /// distance shrinks, so S (twice the span change) wins over T and it is a pinch, not a pan.
    @Test func oneFingerPinchIsAPinch() {
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 400_000, position: { _ in PointMM(x: 30, y: 30) }),
            SynthFinger(down: 0, up: 400_000, position: Synth.path(PointMM(x: 70, y: 30), PointMM(x: -25, y: 0),
                                                                   40_000, 380_000)),
        ])
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.map(\.kindName) == ["pinch"])
        #expect(results.first?.direction == .in)
    }

    /// One finger pivoting around the other: a rotation.
    @Test func pivotIsARotation() {
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 500_000, position: { _ in PointMM(x: 40, y: 33) }),
            SynthFinger(down: 0, up: 500_000) { t in
                let f = t <= 40_000 ? 0 : t >= 460_000 ? 1 : Double(t - 40_000) / 420_000
                let a = -f * Double.pi / 2
                return PointMM(x: 40 + 25 * cos(a), y: 33 + 25 * sin(a))
            },
        ])
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.map(\.kindName) == ["rotate"])
        #expect(results.first?.direction == .ccw)
        #expect(results.first?.outcome == .completed)
    }
}

@Suite("Late recognition")
struct LateRecognitionTests {
    /// Why pinch and rotate begin at 2 mm: at 1 mm the wobbling radius wins the first frames.
    @Test func eagerPinchMisreadsAWobblyRotation() {
        let frames = Synth.wobblyRotate(degrees: 75)
        let eager = GestureClassifier.classify(frames: frames, device: Synth.device, recognizers: [
            .pan(PanRecognizer()), .transform(TransformRecognizer(.pinch(beginDistance: 1))), .transform(TransformRecognizer(.rotate())),
        ])
        #expect(eager.first?.kindName == "pinch")
        let standard = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(standard.first?.kindName == "rotate")
    }

    /// A pinch under the begin distance begins when the fingers lift, and only then.
    @Test func tinyPinchBeginsAtTheLift() {
        let frames = Synth.pinch(scale: 1.1, distance: 16, duration: 500_000)
        let updates = GestureClassifier.stream(frames: frames, device: Synth.device).filter { $0.recognizer == "pinch" }
        #expect(updates.map(\.phase) == [.began, .ended])
        #expect(updates.first?.time == frames.last?.time)
        #expect(updates.last?.decision == .cancel)
        #expect(updates.last?.direction == .out)
    }
}
