import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording

/// Group 3: frames per second through the whole default arena (pan, swipe, pinch, rotate, hold)
/// on one core, over the Corpus recordings' frames repeated to the target count. Each recording
/// gets a fresh arena for its device, as a replay would; importing is not timed.
enum RecognizerBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let files = Measure.files(in: context.root + "/Corpus", suffix: ".yml")
        guard !files.isEmpty else {
            return [.plain("recognition", "Recognizer arena", nil, "frames/s", runs: 0, note: "no Corpus/*.yml")]
        }
        context.log("recognition: loading \(files.count) Corpus recordings")
        var recordings: [Recording] = []
        for file in files { recordings.append(try wrap { try RecordingImporter.load(path: file) }) }
        let perPass = recordings.reduce(0) { $0 + $1.frames.count }
        guard perPass > 0 else { throw .data("Corpus recordings hold no frames") }
        let passes = (context.recognizerFrames + perPass - 1) / perPass
        let frames = passes * perPass
        let runs = context.runs
        context.log("recognition: \(frames) frames (\(passes) passes over \(perPass)) x\(runs)")

        var updates: [GestureUpdate] = []
        updates.reserveCapacity(4096)
        var produced = 0
        var cpuTimes: [Double] = []
        let times = try timed(runs) { () throws(BenchError) in
            produced = 0
            let cpuStart = Measure.threadCPUTime()
            defer { cpuTimes.append(Measure.threadCPUTime() - cpuStart) }
            for _ in 0..<passes {
                for recording in recordings {
                    var arena = GestureArena.standard(device: recording.device)
                    for frame in recording.frames { arena.process(frame, into: &updates) }
                    arena.finish(into: &updates)
                    produced += updates.count
                    updates.removeAll(keepingCapacity: true)
                }
            }
        }
        guard produced > 0 else { throw .data("the arena produced no updates") }
        let seconds = Measure.median(times)
        let cpuSeconds = Measure.median(cpuTimes)
        let label = "\(format1(Double(frames) / 1e6)) M Corpus frames"
        return [
            .plain("recognition", "Recognizer arena, default recognizers (\(label))", Double(frames) / seconds, "frames/s",
                   runs: runs, note: "goal: >= 2 M frames/s; one core"),
            .plain("recognition", "Recognizer arena, time per frame", seconds / Double(frames) * 1e9, "ns/frame",
                   better: .lower, runs: runs, note: "\(produced / passes) updates per pass"),
            .plain("recognition", "Recognizer arena, per CPU second of the thread", Double(frames) / cpuSeconds, "frames/s",
                   runs: runs, note: "thread CPU time: what one uncontended core would do"),
        ]
    }
}
