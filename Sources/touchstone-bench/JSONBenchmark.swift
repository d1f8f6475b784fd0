import Glibc
import TouchstoneCore
import TouchstoneRecording

/// Group 1: loading and saving a one-hour 125 Hz recording (450,000 frames, two contacts) as
/// Touchstone JSON, against CPython's `json.load` / `json.dump` of the same file, and the peak
/// memory of each way of doing it (measured in child processes).
enum JSONBenchmark {
    /// Measures the group; the memory figures re-run this executable as `child ...`.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let frames = context.hourFrames
        let path = context.outputDirectory + "/hour.json"
        let runs = context.runs
        context.log("json: writing \(frames) frames to \(path)")
        do {
            try RecordingJSONBenchmarkData.write(toPath: path, frames: frames)
        } catch {
            throw .io("\(error)")
        }
        let megabytes = Double(Measure.fileSize(path)) / 1e6
        let label = "\(frames / 1000)k frames, \(format1(megabytes)) MB"
        var figures: [Figure] = []

        // Whole-file decode (the file read included, as in json.load).
        context.log("json: whole decode x\(runs)")
        var decoded = 0
        let decode = try timed(runs) { () throws(BenchError) in
            decoded = try wrap { try RecordingDecoder().decode(contentsOfFile: path).frames.count }
        }
        try check(decoded, frames, "decode")

        context.log("json: streaming read x\(runs)")
        var streamed = 0
        let read = try timed(runs) { () throws(BenchError) in
            streamed = try wrap {
                let reader = try RecordingReader(path: path)
                var count = 0
                while try reader.next() != nil { count += 1 }
                return count
            }
        }
        try check(streamed, frames, "streaming read")

        // Encode the in-memory recording to bytes and write them out (json.dump also writes the file).
        context.log("json: encode x\(runs)")
        let recording = RecordingJSONBenchmarkData.hour(frames: frames)
        let encodedPath = context.outputDirectory + "/hour-encoded.json"
        let encode = try timed(runs) { () throws(BenchError) in
            let bytes = try wrap { try RecordingEncoder().encode(recording) }
            try Measure.write(bytes, to: encodedPath)
        }

        context.log("json: streaming write x\(runs)")
        let streamedPath = context.outputDirectory + "/hour-streamed.json"
        let write = try timed(runs) { () throws(BenchError) in
            try wrap { try RecordingJSONBenchmarkData.write(toPath: streamedPath, frames: frames) }
        }

        let pythonPath = context.outputDirectory + "/hour-python.json"
        var load: PythonPeer.Result?, dump: PythonPeer.Result?
        if let python = context.python {
            context.log("json: CPython json.load x\(context.peerRuns)")
            load = try python.run("json-load", runs: context.peerRuns, paths: [path])
            context.log("json: CPython json.dump x\(context.peerRuns)")
            dump = try python.run("json-dump", runs: context.peerRuns, paths: [path, pythonPath])
        }
        let loadTime = load.map { Measure.median($0.seconds) }
        let dumpTime = dump.map { Measure.median($0.seconds) }

        func rows(_ name: String, _ seconds: Double, peer: String, _ peerSeconds: Double?, note: String) {
            figures.append(Figure(group: "json", name: "\(name) (\(label))", value: megabytes / seconds, unit: "MB/s",
                                  better: .higher, peer: peerSeconds == nil ? nil : peer,
                                  peerValue: peerSeconds.map { megabytes / $0 }, runs: runs,
                                  peerRuns: peerSeconds == nil ? nil : context.peerRuns, note: note))
            figures.append(Figure(group: "json", name: "\(name), frames", value: Double(frames) / seconds, unit: "frames/s",
                                  better: .higher, peer: peerSeconds == nil ? nil : peer,
                                  peerValue: peerSeconds.map { Double(frames) / $0 }, runs: runs,
                                  peerRuns: peerSeconds == nil ? nil : context.peerRuns))
        }
        rows("JSON whole decode", Measure.median(decode), peer: "CPython json.load", loadTime, note: "goal: faster than CPython")
        rows("JSON streaming read", Measure.median(read), peer: "CPython json.load", loadTime, note: "constant memory")
        rows("JSON encode + write", Measure.median(encode), peer: "CPython json.dump", dumpTime,
             note: "MB = size of the recording file, for both")
        rows("JSON streaming write", Measure.median(write), peer: "CPython json.dump", dumpTime,
             note: "flush every 100 ms of recording, fsync at finish")

        // Peak memory, each in a fresh child process.
        context.log("json: peak memory (child processes)")
        let childPath = context.outputDirectory + "/hour-child.json"
        let baseline = try childPeak(context, ["baseline"])
        let readPeak = try childPeak(context, ["stream-read", path])
        let writePeak = try childPeak(context, ["stream-write", childPath, String(frames)])
        let decodePeak = try childPeak(context, ["decode", path])
        // Keep the input (hour.json) for inspection; drop the ~150 MB of copies.
        for copy in [encodedPath, streamedPath, pythonPath, childPath] { unlink(copy) }
        let mb = 1_048_576.0
        let pythonPeak = load.map { Double($0.peak) / mb }
        func over(_ bytes: Int) -> String { "child process; +\(format1(Double(bytes - baseline) / mb)) MiB over the baseline" }
        figures.append(.plain("json", "Peak RSS, bench process doing nothing", Double(baseline) / mb, "MiB", better: .lower,
                              runs: 1, note: "Swift runtime + Foundation: the floor of the rows below"))
        figures.append(Figure(group: "json", name: "Peak RSS, streaming read", value: Double(readPeak) / mb, unit: "MiB",
                              better: .lower, peer: pythonPeak == nil ? nil : "CPython json.load", peerValue: pythonPeak,
                              runs: 1, note: over(readPeak) + " (CPython has no streaming read)"))
        figures.append(.plain("json", "Peak RSS, streaming write", Double(writePeak) / mb, "MiB", better: .lower, runs: 1,
                              note: over(writePeak)))
        figures.append(Figure(group: "json", name: "Peak RSS, whole decode", value: Double(decodePeak) / mb, unit: "MiB",
                              better: .lower, peer: pythonPeak == nil ? nil : "CPython json.load", peerValue: pythonPeak,
                              runs: 1, note: over(decodePeak)))
        return figures
    }

    /// The child side of the memory figures: `stream-read PATH`, `stream-write PATH FRAMES`,
    /// `decode PATH`, `baseline`. Returns the exit status.
    static func child(_ arguments: [String]) -> Int32 {
        do {
            switch arguments.first {
            case "baseline":
                break
            case "stream-read" where arguments.count == 2:
                let reader = try RecordingReader(path: arguments[1])
                while try reader.next() != nil {}
            case "stream-write" where arguments.count == 3:
                try RecordingJSONBenchmarkData.write(toPath: arguments[1], frames: Int(arguments[2]) ?? 0)
            case "decode" where arguments.count == 2:
                let recording = try RecordingDecoder().decode(contentsOfFile: arguments[1])
                if recording.frames.isEmpty { return 1 }
            default:
                return 64
            }
        } catch {
            return 1
        }
        // VmHWM belongs to this process's own address space. (wait4's ru_maxrss would not do: glibc's
        // posix_spawn shares the parent's memory until exec, and Linux carries that peak over.)
        guard let memory = ChildProcess.memory(of: getpid()) else { return 1 }
        print("hwm \(memory.peak)")
        return 0
    }

    private static func childPeak(_ context: BenchContext, _ arguments: [String]) throws(BenchError) -> Int {
        let output = context.outputDirectory + "/child.out"
        _ = try ChildProcess.run([context.selfPath, "child"] + arguments, stdoutPath: output)
        return try peak(in: output)
    }

    /// The `hwm BYTES` line a child printed.
    static func peak(in path: String) throws(BenchError) -> Int {
        for line in try Measure.readText(path).split(separator: "\n") where line.hasPrefix("hwm ") {
            if let value = Int(line.dropFirst(4)) { return value }
        }
        throw .child("no peak memory in \(path)")
    }

    private static func check(_ got: Int, _ expected: Int, _ what: String) throws(BenchError) {
        guard got == expected else { throw .data("\(what): read \(got) frames, expected \(expected)") }
    }
}

/// Runs `body` `runs` times and returns the durations.
func timed(_ runs: Int, _ body: () throws(BenchError) -> Void) throws(BenchError) -> [Double] {
    var result: [Double] = []
    for _ in 0..<max(1, runs) {
        let start = Measure.now()
        try body()
        result.append(Measure.now() - start)
    }
    return result
}

/// Turns any library error into a `BenchError`.
func wrap<T>(_ body: () throws -> T) throws(BenchError) -> T {
    do {
        return try body()
    } catch {
        throw .data("\(error)")
    }
}

/// `value` with one decimal.
func format1(_ value: Double) -> String {
    let scaled = (value * 10).rounded()
    return "\(Int(scaled) / 10).\(abs(Int(scaled)) % 10)"
}
