import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneSynthesis

/// Group "synth": recordings synthesized per second (a mix of kinds on the precision pad) and fuzz
/// runs per second (perturb, check every invariant; no violation, so no shrinking) on one core.
enum SynthesisBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let runs = context.runs
        var mix: [GestureSpec] = []
        for kind in [SynthKind.swipe, .pan, .pinch, .rotate, .hold] { mix.append(GestureSpec(kind: kind)) }
        let specs = mix.map { SynthesisSpec(seed: 1, gestures: [$0]) }
        let count = context.quick ? 500 : 5_000
        var frames = 0
        let synthTimes = try timed(runs) { () throws(BenchError) in
            frames = 0
            for i in 0..<count {
                let result = try wrap { try Synthesizer.synthesize(specs[i % specs.count]) }
                frames += result.recording.frames.count
            }
        }
        var figures: [Figure] = [
            .plain("synth", "touchstone synth: recordings (swipe, pan, pinch, rotate, hold; \(frames / count) frames each)",
                   Double(count) / Measure.median(synthTimes), "recordings/s", runs: runs, note: "one core"),
        ]

        let typicalPath = context.root + "/Recordings/swipe3_left_cube.json"
        let typical = try wrap { try RecordingImporter.load(path: typicalPath) }
        let (target, recognizers) = try wrap { try FuzzCommand.target(typical, name: typicalPath) }
        let fuzzRuns = context.quick ? 1_000 : 10_000
        var violations = 0
        let fuzzTimes = try timed(runs) { () throws(BenchError) in
            let report = Fuzzer(recognizer: .arena(recognizers), runs: fuzzRuns, seed: 1).fuzz(target)
            violations = report.counterexamples.count
        }
        figures.append(.plain("synth", "touchstone fuzz: runs on swipe3_left_cube (\(typical.frames.count) frames, every perturbation)",
                              Double(fuzzRuns) / Measure.median(fuzzTimes), "runs/s", runs: runs,
                              note: "goal: >= 1,000 runs/s; one core\(violations > 0 ? "; \(violations) violations" : "")"))

        let files = Measure.files(in: context.root + "/Recordings", suffix: ".json")
        var targets: [(FuzzTarget, [AnyGestureRecognizer])] = []
        for file in files {
            let recording = try wrap { try RecordingImporter.load(path: file) }
            let (t, r) = try wrap { try FuzzCommand.target(recording, name: file) }
            targets.append((t, r))
        }
        let perFile = context.quick ? 40 : 400
        let allTimes = try timed(runs) { () throws(BenchError) in
            for (t, r) in targets {
                _ = Fuzzer(recognizer: .arena(r), runs: perFile, seed: 1).fuzz(t, key: String(t.name.split(separator: "/").last ?? ""))
            }
        }
        figures.append(.plain("synth", "touchstone fuzz: runs over Recordings/ (\(targets.count) recordings)",
                              Double(perFile * targets.count) / Measure.median(allTimes), "runs/s", runs: runs, note: "one core"))
        return figures
    }
}
