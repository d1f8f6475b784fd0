import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay

/// Group 4: the bundled Recordings/ set, end to end: read each file, recognize, and animate it
/// against its expect block's animation (crossfade when it names none), as `touchstone test` does.
enum ReplayBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let files = Measure.files(in: context.root + "/Recordings", suffix: ".json")
        guard !files.isEmpty else {
            return [.plain("replay", "Replay of Recordings/", nil, "ms", better: .lower, runs: 0, note: "no Recordings/*.json")]
        }
        // The set takes milliseconds: more repetitions keep the median stable.
        let runs = context.quick ? 5 : 21
        context.log("replay: \(files.count) recordings x\(runs)")
        var displayFrames = 0, inputFrames = 0
        let times = try timed(runs) { () throws(BenchError) in
            displayFrames = 0
            inputFrames = 0
            for file in files {
                let recording = try wrap { try RecordingDecoder().decode(contentsOfFile: file) }
                let expectation = try wrap { try recording.expect.map { try Expectation(json: $0) } }
                let settings = (expectation?.recognizerSettings ?? []).map { (key: $0.key, value: $0.value) }
                let expected = expectation?.replay
                let configuration = ReplayConfiguration(animationName: expected?.animation ?? "crossfade",
                                                        enginePreset: expected?.enginePreset ?? "gagat",
                                                        framesPerSecond: expected?.framesPerSecond ?? 60,
                                                        recognizerSettings: settings)
                let result = try wrap { try Replayer.replay(recording, configuration: configuration) }
                displayFrames += Int(result.timeline.tickCount)
                inputFrames += recording.frames.count
            }
        }
        let seconds = Measure.median(times)
        let label = "\(files.count) recordings, \(inputFrames) input frames"
        return [
            .plain("replay", "Replay of Recordings/, whole set (\(label))", seconds * 1000, "ms", better: .lower, runs: runs,
                   note: "goal: < 100 ms; load + recognize + animate"),
            .plain("replay", "Replay, recordings", Double(files.count) / seconds, "recordings/s", runs: runs),
            .plain("replay", "Replay, display frames (\(displayFrames) per set)", Double(displayFrames) / seconds,
                   "frames/s", runs: runs),
        ]
    }
}
