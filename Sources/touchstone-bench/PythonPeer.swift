/// The CPython peers (json and PyYAML's libyaml-based CLoader), run as subprocesses of the same
/// invocation so their numbers share the machine's load with ours. Python times only the load or
/// dump itself with `time.perf_counter`; interpreter start-up is not counted.
struct PythonPeer {
    /// The interpreter: Debian's /usr/bin/python3 (which has python3-yaml) when present.
    let interpreter: String
    /// Where the helper script and its output go.
    let directory: String

    /// Finds an interpreter, or nil when there is none.
    init?(directory: String) {
        let candidates = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"]
        guard let found = candidates.first(where: { Measure.fileSize($0) > 0 }) else { return nil }
        interpreter = found
        self.directory = directory
    }

    /// Per-run seconds and the peak RSS of the Python process.
    struct Result {
        var seconds: [Double]
        var frames: Int
        /// Peak resident memory of the Python process (VmHWM), bytes.
        var peak: Int
    }

    private static let script = """
    import json, sys, time
    mode, runs, paths = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    frames = 0
    if mode == "json-load":
        for _ in range(runs):
            t0 = time.perf_counter()
            with open(paths[0]) as f:
                obj = json.load(f)
            print(time.perf_counter() - t0)
            frames = len(obj["frames"])
            del obj
    elif mode == "json-dump":
        with open(paths[0]) as f:
            obj = json.load(f)
        frames = len(obj["frames"])
        for _ in range(runs):
            t0 = time.perf_counter()
            with open(paths[1], "w") as f:
                json.dump(obj, f)
            print(time.perf_counter() - t0)
    elif mode == "yaml-load":
        import yaml
        for _ in range(runs):
            total = 0.0
            frames = 0
            for path in paths:
                t0 = time.perf_counter()
                with open(path) as f:
                    doc = yaml.load(f, Loader=yaml.CLoader)
                total += time.perf_counter() - t0
                for device in doc.get("devices") or []:
                    frames += len(device.get("events") or [])
                del doc
            print(total)
    print("frames", frames)
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                print("hwm", int(line.split()[1]) * 1024)
    """

    /// Runs `mode` (`json-load`, `json-dump`, `yaml-load`) `runs` times over `paths`.
    func run(_ mode: String, runs: Int, paths: [String]) throws(BenchError) -> Result {
        let scriptPath = directory + "/peer.py"
        try Measure.write(Array(Self.script.utf8), to: scriptPath)
        let outputPath = directory + "/peer-\(mode).out"
        _ = try ChildProcess.run([interpreter, scriptPath, mode, String(runs)] + paths, stdoutPath: outputPath)
        var seconds: [Double] = []
        var frames = 0, peak = 0
        for line in try Measure.readText(outputPath).split(separator: "\n") {
            if line.hasPrefix("frames ") {
                frames = Int(line.dropFirst(7)) ?? 0
            } else if line.hasPrefix("hwm ") {
                peak = Int(line.dropFirst(4)) ?? 0
            } else if let value = Double(line) {
                seconds.append(value)
            }
        }
        guard seconds.count == runs else { throw .child("\(interpreter) \(mode): expected \(runs) timings") }
        return Result(seconds: seconds, frames: frames, peak: peak)
    }
}
