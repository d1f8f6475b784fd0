import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

/// A synthetic sequence and the label it must classify as.
struct LabelledCase: CustomTestStringConvertible, Sendable {
    var name: String
    var kind: String
    var fingers: Int
    var direction: GestureDirection
    var outcome: GestureOutcome
    var make: @Sendable () -> [TouchFrame]

    var testDescription: String { name }

    static let all: [LabelledCase] = [
        // Pan (two fingers): Gagat's rule, generalised to any direction.
        LabelledCase(name: "pan down, moving at release", kind: "pan", fingers: 2, direction: .down, outcome: .completed) {
            Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 10), delta: PointMM(x: 0, y: 25))
        },
        LabelledCase(name: "pan down past half the height, stopped", kind: "pan", fingers: 2, direction: .down,
                     outcome: .completed) {
            Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 10), delta: PointMM(x: 0, y: 40), rest: 150_000)
        },
        LabelledCase(name: "pan down and back, stopped", kind: "pan", fingers: 2, direction: .down, outcome: .cancelled) {
            Synth.frames((0..<2).map { i in
                SynthFinger(down: 0, up: 900_000, position: Synth.outAndBack(
                    PointMM(x: 40 + Double(i) * 18, y: 20), PointMM(x: 0, y: 20), 40_000, 300_000, 400_000, 700_000))
            })
        },
        LabelledCase(name: "pan down flick", kind: "pan", fingers: 2, direction: .down, outcome: .completed) {
            Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 15), delta: PointMM(x: 0, y: 10), duration: 40_000)
        },
        LabelledCase(name: "pan left, short, stopped", kind: "pan", fingers: 2, direction: .left, outcome: .cancelled) {
            Synth.drag(fingers: 2, delta: PointMM(x: -10, y: 0), rest: 120_000)
        },
        LabelledCase(name: "pan with heavy jitter", kind: "pan", fingers: 2, direction: .up, outcome: .completed) {
            Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 50), delta: PointMM(x: 2, y: -30), jitter: 0.3, seed: 7)
        },
        LabelledCase(name: "staggered: second finger after the first moved", kind: "pan", fingers: 2, direction: .down,
                     outcome: .failed) {
            Synth.frames([
                SynthFinger(down: 0, up: 700_000, position: Synth.path(PointMM(x: 40, y: 10), PointMM(x: 0, y: 30), 40_000, 650_000)),
                SynthFinger(down: 250_000, up: 700_000, position: Synth.path(PointMM(x: 60, y: 20), PointMM(x: 0, y: 18), 250_000, 650_000)),
            ])
        },
        LabelledCase(name: "staggered landing within jitter still pans", kind: "pan", fingers: 2, direction: .down,
                     outcome: .completed) {
            Synth.frames([
                SynthFinger(down: 0, up: 500_000, position: Synth.path(PointMM(x: 40, y: 10), PointMM(x: 0, y: 30), 80_000, 480_000)),
                SynthFinger(down: 40_000, up: 500_000, position: Synth.path(PointMM(x: 60, y: 10), PointMM(x: 0, y: 30), 80_000, 480_000)),
            ])
        },
        // Swipes (three or more fingers).
        LabelledCase(name: "swipe3 left", kind: "swipe", fingers: 3, direction: .left, outcome: .completed) {
            Synth.drag(fingers: 3, centre: PointMM(x: 70, y: 30), delta: PointMM(x: -40, y: 0))
        },
        LabelledCase(name: "swipe3 right, short", kind: "swipe", fingers: 3, direction: .right, outcome: .cancelled) {
            Synth.drag(fingers: 3, centre: PointMM(x: 40, y: 30), delta: PointMM(x: 10, y: 0), rest: 100_000)
        },
        LabelledCase(name: "swipe4 up", kind: "swipe", fingers: 4, direction: .up, outcome: .completed) {
            Synth.drag(fingers: 4, centre: PointMM(x: 50, y: 50), delta: PointMM(x: 0, y: -30))
        },
        LabelledCase(name: "swipe3 on a diagonal is not a pinch", kind: "swipe", fingers: 3, direction: .left,
                     outcome: .completed) {
            Synth.drag(fingers: 3, centre: PointMM(x: 70, y: 30), delta: PointMM(x: -40, y: 0),
                       offsets: [PointMM(x: -13, y: 9), PointMM(x: 0, y: 0), PointMM(x: 13, y: -9)])
        },
        LabelledCase(name: "swipe3 with a resting thumb is not a pinch", kind: "swipe", fingers: 3, direction: .left,
                     outcome: .completed) {
            let move = { (x: Double) in Synth.path(PointMM(x: x, y: 25), PointMM(x: -40, y: 0), 60_000, 360_000) }
            return Synth.frames([
                SynthFinger(down: 0, up: 400_000, position: { _ in PointMM(x: 30, y: 60) }),
                SynthFinger(down: 0, up: 400_000, position: move(60)),
                SynthFinger(down: 0, up: 400_000, position: move(75)),
                SynthFinger(down: 0, up: 400_000, position: move(90)),
            ])
        },
        LabelledCase(name: "swipe3 with a resting thumb that lifts last", kind: "swipe", fingers: 3, direction: .up,
                     outcome: .completed) {
            let move = { (x: Double) in Synth.path(PointMM(x: x, y: 45), PointMM(x: 0, y: -35), 60_000, 360_000) }
            return Synth.frames([
                SynthFinger(down: 0, up: 600_000, position: { _ in PointMM(x: 80, y: 60) }),
                SynthFinger(down: 0, up: 370_000, position: move(30)),
                SynthFinger(down: 0, up: 370_000, position: move(45)),
                SynthFinger(down: 0, up: 370_000, position: move(60)),
            ])
        },
        LabelledCase(name: "swipe3 with a finger lifted mid-swipe", kind: "swipe", fingers: 3, direction: .left,
                     outcome: .cancelled) {
            let move = { (x: Double) in Synth.path(PointMM(x: x, y: 30), PointMM(x: -40, y: 0), 40_000, 440_000) }
            return Synth.frames([
                SynthFinger(down: 0, up: 450_000, position: move(60)),
                SynthFinger(down: 0, up: 450_000, position: move(75)),
                SynthFinger(down: 0, up: 200_000, position: move(90)),
            ])
        },
        // Pinch and rotate.
        LabelledCase(name: "pinch in", kind: "pinch", fingers: 2, direction: .in, outcome: .completed) {
            Synth.pinch(scale: 0.3)
        },
        LabelledCase(name: "pinch in, small", kind: "pinch", fingers: 2, direction: .in, outcome: .cancelled) {
            Synth.pinch(scale: 0.8)
        },
        LabelledCase(name: "pinch out, tiny and slow", kind: "pinch", fingers: 2, direction: .out, outcome: .cancelled) {
            Synth.pinch(scale: 1.1, distance: 16, duration: 500_000)
        },
        LabelledCase(name: "pinch out", kind: "pinch", fingers: 2, direction: .out, outcome: .completed) {
            Synth.pinch(scale: 2.2, distance: 30)
        },
        LabelledCase(name: "rotate cw 90", kind: "rotate", fingers: 2, direction: .cw, outcome: .completed) {
            Synth.rotate(degrees: 90)
        },
        LabelledCase(name: "rotate with a wobbling radius is not a pinch", kind: "rotate", fingers: 2, direction: .cw,
                     outcome: .completed) {
            Synth.wobblyRotate(degrees: 75)
        },
        LabelledCase(name: "rotate ccw 30", kind: "rotate", fingers: 2, direction: .ccw, outcome: .cancelled) {
            Synth.rotate(degrees: -30)
        },
        // Hold and nothing.
        LabelledCase(name: "hold2", kind: "hold", fingers: 2, direction: .none, outcome: .completed) {
            Synth.hold(fingers: 2, duration: 400_000)
        },
        LabelledCase(name: "hold3", kind: "hold", fingers: 3, direction: .none, outcome: .completed) {
            Synth.hold(fingers: 3, duration: 300_000)
        },
        LabelledCase(name: "two-finger tap", kind: "none", fingers: 2, direction: .none, outcome: .none) {
            Synth.hold(fingers: 2, duration: 60_000)
        },
        LabelledCase(name: "one-finger motion", kind: "none", fingers: 1, direction: .none, outcome: .none) {
            Synth.drag(fingers: 1, delta: PointMM(x: -30, y: 15))
        },
    ]
}

@Suite("Classification of synthetic gestures")
struct ClassificationTableTests {
    @Test("labelled case", arguments: LabelledCase.all)
    func classifies(_ c: LabelledCase) {
        let results = GestureClassifier.classify(frames: c.make(), device: Synth.device)
        #expect(results.count == 1, "\(results.map { $0.jsonLine(file: c.name) })")
        guard let r = results.first else { return }
        #expect(r.kindName == c.kind)
        #expect(r.fingers == c.fingers)
        #expect(r.direction == c.direction)
        #expect(r.outcome == c.outcome)
        #expect(r.start <= r.end)
        #expect(r.progress >= 0 && r.progress <= 1)
    }

    @Test("every recognizer ends each sequence once; at most one motion winner", arguments: LabelledCase.all)
    func arenaInvariants(_ c: LabelledCase) {
        let updates = GestureClassifier.stream(frames: c.make(), device: Synth.device)
        var began: [String: Int] = [:], finished: [String: Int] = [:]
        var last: [String: GesturePhase] = [:]
        for u in updates {
            if u.phase == .began { began[u.recognizer, default: 0] += 1 }
            if u.phase == .ended || u.phase == .cancelled { finished[u.recognizer, default: 0] += 1 }
            if let previous = last[u.recognizer], u.phase != .failed {
                #expect(previous == .began || previous == .changed, "\(u.recognizer): \(u.phase) after \(previous)")
            }
            last[u.recognizer] = u.phase
            #expect(u.progress >= 0 && u.progress <= 1)
        }
        #expect(began == finished)
        let motion = began.keys.filter { $0 != "hold" }
        #expect(motion.count <= 1)
        for (_, n) in began { #expect(n <= 1) }
    }
}
