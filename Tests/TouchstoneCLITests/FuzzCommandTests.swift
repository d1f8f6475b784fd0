import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecording
import TouchstoneSynthesis
import TouchstoneTestSupport

@Suite struct FuzzCommandTests {
    /// Runs `fuzz` on `recording` saved as a real file (the command finds files on disk).
    func fuzz(_ recording: Recording, _ options: [String], name: String = "s.json") throws -> CLIRun {
        let directory = try TemporaryDirectory("fuzz-in")
        defer { directory.remove() }
        let path = directory.file(name)
        try RecordingEncoder().write(recording, toPath: path)
        return CLIRun(["fuzz", path] + options, recordings: [path: recording])
    }

    func swipe(expecting outcome: String? = nil, tolerates: JSONValue? = nil) throws -> Recording {
        var recording = try Synthesizer.synthesize(SynthesisSpec(gestures: [GestureSpec(kind: .swipe)])).recording
        if outcome != nil || tolerates != nil {
            var gesture: [(key: String, value: JSONValue)] = [("kind", .string("swipe"))]
            if let outcome { gesture.append(("outcome", .string(outcome))) }
            var members: [(key: String, value: JSONValue)] = [("gestures", .array([.object(gesture)]))]
            if let tolerates { members.append(("tolerates", tolerates)) }
            recording.expect = .object(members)
        }
        return recording
    }

    @Test func aSoundRecordingPassesAndTheLastLineCountsRuns() throws {
        let run = try fuzz(try swipe(), ["--runs", "30", "--seed", "4"])
        #expect(run.status == .ok, "\(run.output.text)\(run.errors.text)")
        #expect(run.output.text.hasSuffix("30 runs, 0 violations\n"))
    }

    @Test func aBrokenExpectationIsReportedShrunkAndWritten() throws {
        let scratch = try TemporaryDirectory("fuzz-out")
        defer { scratch.remove() }
        let directory = scratch.file("out")
        let run = try fuzz(try swipe(expecting: "cancelled"), ["--runs", "10", "-o", directory])
        #expect(run.status == .failure)
        #expect(run.output.text.contains("/s.json: expected-outcome broken in"))
        #expect(run.output.text.contains("gestures[0].outcome: expected cancelled, found completed"))
        #expect(run.output.text.contains("smallest: no perturbation"))
        #expect(run.output.text.hasSuffix("10 runs, 1 violations\n"))
        let written = try RecordingImporter.load(path: directory + "/s.expected-outcome.json", deviceIndex: nil)
        #expect(written.metadata.labels["fuzz.invariant"] == "expected-outcome")
        #expect(written.expect?["gestures"] != nil)
        #expect(written.expect?["tolerates"] == nil)
    }

    /// A file's runs are seeded by its name, not its place in the list: adding `a.json` beside `b.json` leaves
    /// b's cases alone (they used to be seeded by the sorted position, so every later file's cases moved).
    @Test func addingAFileDoesNotChangeAnotherFilesCases() throws {
        let scratch = try TemporaryDirectory("fuzz-names")
        defer { scratch.remove() }
        // A swipe just past the completion threshold: completes as it is, some perturbed runs cancel it.
        let synth = CLIRun(["synth", "--kind", "swipe", "--fingers", "3", "--direction", "left", "--distance-mm", "16",
                            "--duration-ms", "300"])
        #expect(synth.status == .ok, "\(synth.errors.text)")
        let recording = synth.output.text.replacingOccurrences(of: #""direction": "left"}]}"#,
                                                               with: #""direction": "left", "outcome": "completed"}]}"#)
        #expect(recording.contains(#""outcome": "completed""#))
        try scratch.write("alone/b.json", recording)
        try scratch.write("pair/a.json", recording)
        try scratch.write("pair/b.json", recording)
        func report(_ folder: String, _ name: String) -> [String] {
            let run = CLIRun.readingFiles(["fuzz", scratch.file(folder), "--runs", "30", "--seed", "1"])
            var lines: [String] = [], inside = false
            for line in run.output.lines {
                if !line.hasPrefix("    ") { inside = line.hasPrefix(scratch.file(folder + "/" + name) + ":") }
                if inside { lines.append(line.replacingOccurrences(of: scratch.file(folder), with: "DIR")) }
            }
            return lines
        }
        let alone = report("alone", "b.json")
        #expect(alone.first?.contains("expected-outcome broken in") == true, "\(alone)")
        #expect(report("pair", "b.json") == alone)
        // The same recording under another name draws other cases: the name really is the seed.
        #expect(report("pair", "a.json").map { $0.replacingOccurrences(of: "a.json", with: "b.json") } != alone)
    }

    @Test func badArgumentsAndBadTolerancesAreErrors() throws {
        let perturb = try fuzz(try swipe(), ["--perturb", "stagger,wobble"])
        #expect(perturb.status == .usage)
        #expect(perturb.errors.text.contains("unknown perturbation 'wobble'"))
        let tolerance = try fuzz(try swipe(expecting: "completed", tolerates: .object([("stagger_ms", .number(900))])), [])
        #expect(tolerance.status == .badData)
        #expect(tolerance.errors.text.contains("expect.tolerates.stagger_ms: expected a number from 0 to 150, found 900"))
        let none = try fuzz(try swipe(), ["--perturb", "none"])
        #expect(none.output.text.hasSuffix("1 runs, 0 violations\n"))
    }
}

/// Counterexamples fuzzing found in our recognizers, committed as regression tests (docs/fuzz.md,
/// "What fuzzing found").
@Suite struct FuzzFindingTests {
    @Test func aFourFingerSwipeWithOneFingerLandingAFrameLateCompletes() throws {
        // Corpus/swipe4_left_complete_precision_01 staggered (fingers landing at 0, 3 and 26 ms), low
        // on the pad (bottom 20 %): when the others have moved 1 mm the last finger has moved 0.92 mm.
        // It was taken for a resting thumb (the swipe began with 3 fingers and was cancelled when it
        // woke); it moves with the others, so it is part of the 4-finger swipe.
        let path = RepositoryPaths.root + "/Tests/Fixtures/fuzz/swipe4_lagging_finger_read_as_thumb.json"
        let recording = try RecordingImporter.load(path: path, deviceIndex: nil)
        let run = CLIRun(["test", path], recordings: [path: recording])
        #expect(run.status == .ok, "\(run.output.text)")
        let fuzz = CLIRun(["fuzz", path, "--perturb", "none"], recordings: [path: recording])
        #expect(fuzz.output.text.hasSuffix("1 runs, 0 violations\n"), "\(fuzz.output.text)")
    }

    @Test func aRestingThumbThatJittersStaysAThumbMirroredOrNot() throws {
        // Recordings/swipe3_thumb_container_swap.json, run 17 of `make recordings-fuzz` (seed 1):
        // with 0.3 mm of jitter, mirrored, the resting thumb had moved over half as far as the
        // swiping fingers since it landed and was taken as a fourth finger (swipe 4 left cancelled,
        // against swipe 3 right completed unmirrored). Following the others now means moving along
        // their direction, which jitter does not.
        let path = RepositoryPaths.root + "/Recordings/swipe3_thumb_container_swap.json"
        let recording = try RecordingImporter.load(path: path, deviceIndex: nil)
        let fuzz = CLIRun(["fuzz", path, "--runs", "20", "--seed", "1"], recordings: [path: recording])
        #expect(fuzz.output.text.hasSuffix("20 runs, 0 violations\n"), "\(fuzz.output.text)")
    }
}
