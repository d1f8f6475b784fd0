import Glibc

// touchstone-bench: every benchmark of the project in one release run, one table, one JSON file.
//
//   touchstone-bench [--quick] [--runs N] [--only GROUP,...] [--out DIR] [--bin DIR] [--root DIR]
//   touchstone-bench child (baseline | stream-read PATH | stream-write PATH FRAMES | decode PATH)
//
// Groups: json, import, recognition, replay, render, daemon, synth. Each figure is the median of --runs
// repetitions (5 by default, 3 with --quick; the Python peers at most 3, the replay set 21);
// peers run in the same invocation, so their ratios share the machine's load.

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "child" {
    exit(JSONBenchmark.child(Array(arguments.dropFirst())))
}

let usage = "usage: touchstone-bench [--quick] [--runs N] [--only GROUP,...] [--out DIR] [--bin DIR] [--root DIR]\n"
var quick = false
var runs: Int?
var only: Set<String>?
var outputDirectory = ".build/bench"
var root = "."
let selfPath = ChildProcess.selfPath()
var binaryDirectory = String(selfPath[..<(selfPath.lastIndex(of: "/") ?? selfPath.startIndex)])
while !arguments.isEmpty {
    let option = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else {
            standardError("touchstone-bench: \(option) needs a value\n" + usage)
            exit(64)
        }
        return arguments.removeFirst()
    }
    switch option {
    case "--quick": quick = true
    case "--runs": runs = Int(value())
    case "--only": only = Set(value().split(separator: ",").map(String.init))
    case "--out": outputDirectory = value()
    case "--bin": binaryDirectory = value()
    case "--root": root = value()
    case "-h", "--help":
        print(usage, terminator: "")
        exit(0)
    default:
        standardError("touchstone-bench: unknown option \(option)\n" + usage)
        exit(64)
    }
}

mkdir(".build", 0o755)
mkdir(outputDirectory, 0o755)
let context = BenchContext(quick: quick, runs: max(1, runs ?? (quick ? 3 : 5)), outputDirectory: outputDirectory,
                           binaryDirectory: binaryDirectory, root: root, selfPath: selfPath,
                           python: PythonPeer(directory: outputDirectory))
if context.python == nil { context.log("no python3 found: peers are skipped") }

let groups: [(String, (BenchContext) throws(BenchError) -> [Figure])] = [
    ("json", JSONBenchmark.run), ("import", ImportBenchmark.run), ("recognition", RecognizerBenchmark.run),
    ("replay", ReplayBenchmark.run), ("render", RenderingBenchmark.run), ("daemon", DaemonBenchmark.run),
    ("synth", SynthesisBenchmark.run), ("animation", AnimationProcessBenchmark.run),
]
if let unknown = only?.subtracting(groups.map(\.0)).sorted(), !unknown.isEmpty {
    standardError("touchstone-bench: unknown group \(unknown.joined(separator: ", ")); groups: "
                  + groups.map(\.0).joined(separator: ", ") + "\n")
    exit(64)
}
let started = Measure.now()
let startedAt = time(nil)
var figures: [Figure] = []
var failures = 0
for (name, body) in groups where only?.contains(name) ?? true {
    do {
        figures += try body(context)
    } catch {
        failures += 1
        context.log("\(name) failed: \(error)")
        figures.append(.plain(name, "\(name) benchmarks", nil, "-", runs: 0, note: "failed: \(error)"))
    }
}
let elapsed = Measure.now() - started

func machine() -> String {
    var model = "unknown CPU"
    for line in ((try? Measure.readText("/proc/cpuinfo")) ?? "").split(separator: "\n") where line.hasPrefix("model name") {
        if let colon = line.firstIndex(of: ":") { model = String(line[line.index(after: colon)...].drop { $0 == " " }) }
        break
    }
    return "\(model), \(sysconf(Int32(_SC_NPROCESSORS_ONLN))) CPUs"
}
func loadAverage() -> String {
    ((try? Measure.readText("/proc/loadavg")) ?? "").split(separator: " ").prefix(3).joined(separator: " ")
}
var stamp = [CChar](repeating: 0, count: 32)
var moment = startedAt
var broken = tm()
gmtime_r(&moment, &broken)
strftime(&stamp, stamp.count, "%Y-%m-%dT%H:%M:%SZ", &broken)
let date = String(decoding: stamp.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
let facts: [(String, String)] = [
    ("date", date), ("machine", machine()), ("load_average_at_end", loadAverage()),
    ("mode", quick ? "quick" : "full"), ("runs", String(context.runs)), ("seconds", format1(elapsed)),
    ("python", context.python?.interpreter ?? "none"),
]

print("Touchstone benchmarks, \(date), \(machine()), load \(loadAverage()), \(quick ? "quick" : "full") mode")
print("Each value is the median of the runs shown (ours/peer); ratio > 1 means ours is better (faster, or less memory).")
print("")
print(ResultsTable.text(figures), terminator: "")
let jsonPath = outputDirectory + "/results.json"
do {
    try Measure.write(Array(ResultsTable.json(figures, facts: facts).utf8), to: jsonPath)
    print("\nTook \(format1(elapsed)) s; written to \(jsonPath)")
} catch {
    context.log("\(error)")
    failures += 1
}
exit(failures == 0 ? 0 : 1)
