import Testing
import TouchstoneCore
import TouchstoneRecognition
@testable import TouchstoneSynthesis

/// Each invariant fails on a recognizer broken in the matching way, and holds for the real arena.
@Suite struct InvariantTests {
    static func swipe(_ direction: SynthDirection = .left) throws -> SynthesisResult {
        var g = GestureSpec(kind: .swipe)
        g.direction = direction
        return try Synthesizer.synthesize(SynthesisSpec(seed: 2, gestures: [g]))
    }

    static func target(_ result: SynthesisResult, tolerance: Tolerance = .standard) -> FuzzTarget {
        let expected = result.expected
        return FuzzTarget(name: "swipe", input: FuzzInput(device: result.recording.device, frames: result.recording.frames),
                          expect: result.recording.expect, tolerance: tolerance,
                          oracle: { gestures, mapping in
                              var problems: [String] = []
                              if gestures.count != expected.count { problems.append("gestures: expected \(expected.count), got \(gestures.count)") }
                              for (i, (want, got)) in zip(expected, gestures).enumerated() {
                                  var mapped = want
                                  mapped.direction = want.direction.map(mapping.apply)
                                  if !mapped.matches(got) { problems.append("gestures[\(i)].outcome: expected \(want.outcome?.rawValue ?? "?"), got \(got.outcome.rawValue)") }
                              }
                              return problems
                          })
    }

    /// A recognizer whose stream is `script(frames)` per frame index, classification the real one.
    static func broken(activeAfterLift: Bool = false,
                       _ script: @escaping @Sendable (_ index: Int, _ frame: TouchFrame?) -> [GestureUpdate]) -> RecognizerUnderTest {
        let real = RecognizerUnderTest.arena()
        return RecognizerUnderTest(
            stream: { frames, _, observe in
                for (i, frame) in frames.enumerated() { observe(i, script(i, frame), { activeAfterLift }) }
                observe(frames.count, script(frames.count, nil), { activeAfterLift })
            },
            classify: real.classify)
    }

    static func update(_ phase: GesturePhase, _ time: Int64 = 0, progress: Double = 0.5) -> GestureUpdate {
        GestureUpdate(time: time, recognizer: "stub", kind: .swipe, phase: phase, fingers: 3, progress: progress)
    }

    func firstViolation(_ recognizer: RecognizerUnderTest, _ result: SynthesisResult) -> FuzzCounterexample? {
        Fuzzer(recognizer: recognizer, runs: 5, seed: 1).fuzz(Self.target(result)).counterexamples.first
    }

    @Test func theRealArenaKeepsEveryInvariantOnSynthesizedGestures() throws {
        for direction in [SynthDirection.left, .up] {
            let report = Fuzzer(runs: 60, seed: 3).fuzz(Self.target(try Self.swipe(direction)))
            #expect(report.runs == 60)
            #expect(report.counterexamples.isEmpty, "\(report.counterexamples.map { "\($0.violation)" })")
        }
    }

    @Test func progressOutOfRangeIsCaught() throws {
        let stub = Self.broken { i, frame in
            guard let frame else { return [] }
            if i == 3 { return [Self.update(.began, frame.time, progress: 1.25)] }
            if frame.fingerCount == 0 { return [] }
            return []
        }
        let found = firstViolation(stub, try Self.swipe())
        #expect(found?.violation.invariant == .progressInRange)
        #expect(found?.violation.message.contains("progress 1.25") == true)
    }

    @Test func endingTwiceOrNeverIsCaught() throws {
        let twice = Self.broken { i, frame in
            guard let frame else { return [] }
            switch i {
            case 2: return [Self.update(.began, frame.time)]
            case 4: return [Self.update(.ended, frame.time)]
            case 5: return [Self.update(.cancelled, frame.time)]
            default: return []
            }
        }
        #expect(firstViolation(twice, try Self.swipe())?.violation.invariant == .endsOnce)
        let never = Self.broken { i, frame in i == 2 && frame != nil ? [Self.update(.began, frame!.time)] : [] }
        let found = firstViolation(never, try Self.swipe())
        #expect(found?.violation.invariant == .endsOnce)
        #expect(found?.violation.message.contains("did not end") == true)
        // Shrinking keeps the frames that show it: few of them.
        #expect((found?.input.frames.count ?? 99) < 10)
    }

    @Test func somethingActiveAfterTheLiftIsCaught() throws {
        let stub = Self.broken(activeAfterLift: true) { _, _ in [] }
        #expect(firstViolation(stub, try Self.swipe())?.violation.invariant == .idleAfterLift)
    }

    @Test func phasesOutOfOrderAreCaught() throws {
        let stub = Self.broken { i, frame in i == 3 && frame != nil ? [Self.update(.changed, frame!.time)] : [] }
        let found = firstViolation(stub, try Self.swipe())
        #expect(found?.violation.invariant == .phaseOrder)
        #expect(found?.violation.message.contains("changed after nothing") == true)
    }

    @Test func aRecognizerBlindToMirrorsIsCaught() throws {
        let real = RecognizerUnderTest.arena()
        let stub = RecognizerUnderTest(stream: real.stream, classify: { frames, device in
            real.classify(frames, device).map { var g = $0; g.direction = .left; return g }
        })
        let found = firstViolation(stub, try Self.swipe())
        #expect(found?.violation.invariant == .mirrorSymmetry)
        #expect(found?.run == 0)
        #expect(found?.violation.message.contains("mirrored: swipe 3 left") == true)
    }

    @Test func anOutcomeThatDependsOnDroppedFramesIsCaughtAndShrunk() throws {
        // Broken on purpose: a gap over 20 ms between frames with fingers cancels the gesture.
        let real = RecognizerUnderTest.arena()
        let stub = RecognizerUnderTest(stream: real.stream, classify: { frames, device in
            let gap = zip(frames, frames.dropFirst()).contains { $0.fingerCount > 0 && $1.fingerCount > 0 && $1.time - $0.time > 20_000 }
            return real.classify(frames, device).map { var g = $0; if gap { g.outcome = .cancelled }; return g }
        })
        let result = try Self.swipe()
        let report = Fuzzer(recognizer: stub, runs: 40, seed: 1, kinds: [.drop, .jitter]).fuzz(Self.target(result))
        let found = try #require(report.counterexamples.first)
        #expect(found.violation.invariant == .expectedOutcome)
        // Shrunk to the drop alone, smaller than drawn, within the tolerated 10 %.
        #expect(found.perturbations.map(\.kind) == [.drop])
        let drawn = try #require(found.original.first { $0.kind == .drop })
        #expect(found.perturbations[0].magnitude <= drawn.magnitude)
        #expect(found.perturbations[0].magnitude <= 0.1)
        #expect(found.occurrences >= 1)
    }

    @Test func fuzzReportsAreReproducible() throws {
        let stub = Self.broken(activeAfterLift: true) { _, _ in [] }
        let a = Fuzzer(recognizer: stub, runs: 20, seed: 9).fuzz(Self.target(try Self.swipe()))
        let b = Fuzzer(recognizer: stub, runs: 20, seed: 9).fuzz(Self.target(try Self.swipe()))
        #expect(a.counterexamples.map(\.perturbations) == b.counterexamples.map(\.perturbations))
        #expect(a.counterexamples.map(\.input) == b.counterexamples.map(\.input))
    }
}
