import Glibc
import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay
import TouchstoneTransitions

/// Group "animation": the animation process protocol (docs/animation-protocol.md). Tick requests per
/// second through a trivial Python child and a trivial C child (each replies `{}`), the overhead per
/// display tick of a replay against a child compared with the same replay against a built-in animation,
/// and a ~1-second 60 Hz gesture through the Python reference example, timed after the child started.
enum AnimationProcessBenchmark {
    static let pythonChild = """
        import sys
        out = sys.stdout
        for line in sys.stdin:
            if '"goodbye"' in line: break
            out.write('{"protocol":1}\\n' if '"hello"' in line else '{}\\n')
            out.flush()
        """
    static let cChild = """
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            static char line[1 << 16];
            while (fgets(line, sizeof line, stdin)) {
                if (strstr(line, "\\"goodbye\\"")) return 0;
                fputs(strstr(line, "\\"hello\\"") ? "{\\"protocol\\":1}\\n" : "{}\\n", stdout);
                fflush(stdout);
            }
            return 0;
        }
        """

    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let directory = context.outputDirectory
        let python = directory + "/trivial_child.py", cSource = directory + "/trivial_child.c", cBinary = directory + "/trivial_child"
        try write(pythonChild, to: python)
        try write(cChild, to: cSource)
        var figures: [Figure] = []
        let ticks = context.quick ? 2_000 : 20_000
        let runs = context.quick ? 3 : 5
        func throughput(_ name: String, _ arguments: [String]) throws(BenchError) {
            context.log("animation: \(ticks) ticks through \(name)")
            let times = try timed(runs) { () throws(BenchError) in
                let animation = ProcessAnimation(AnimationCommand(arguments: arguments),
                                                 session: .init(recording: "bench", device: "bench", framesPerSecond: 60))
                try wrap { try animation.start() }
                for index in 0..<ticks {
                    _ = try wrap { try animation.scene(for: AnimationFrame(time: Int64(index) * 16_667, progress: Double(index) / Double(ticks))) }
                }
                try wrap { try animation.finish() }
            }
            figures.append(.plain("animation", "Tick requests through a trivial \(name) child", Double(ticks) / Measure.median(times),
                                  "ticks/s", runs: runs, note: "request + reply round trip, after start-up"))
        }
        try throughput("Python", ["python3", python])
        if system("cc -O2 -o '\(cBinary)' '\(cSource)' 2>/dev/null") == 0 {
            try throughput("C", [cBinary])
        } else {
            figures.append(.plain("animation", "Tick requests through a trivial C child", nil, "ticks/s", runs: 0, note: "no C compiler"))
        }

        // The same replay against a built-in animation and against the children: overhead per tick.
        let file = context.root + "/Recordings/reveal_drag_completes.json"
        let recording = try wrap { try RecordingDecoder().decode(contentsOfFile: file) }
        let configuration = ReplayConfiguration(animationName: "reveal", enginePreset: "gagat", framesPerSecond: 60,
                                                recognizerSettings: [("preset", "gagat")])
        var displayTicks = 0
        let builtIn = Measure.median(try timed(runs * 4) { () throws(BenchError) in
            displayTicks = Int(try wrap { try Replayer.replay(recording, configuration: configuration) }.timeline.tickCount)
        })
        func external(_ arguments: [String], directory: String? = nil) throws(BenchError) -> Double {
            var samples: [Double] = []
            for _ in 0..<runs {
                let animation = ProcessAnimation(AnimationCommand(arguments: arguments, directory: directory),
                                                 session: .init(recording: "reveal_drag_completes.json",
                                                                device: recording.device.name, framesPerSecond: 60))
                try wrap { try animation.start() }
                let start = Measure.now()
                var replayer = try wrap { try Replayer(recording, configuration: configuration, animation: animation) }
                _ = try wrap { try replayer.collect() }
                samples.append(Measure.now() - start)
                try wrap { try animation.finish() }
            }
            return Measure.median(samples)
        }
        let throughPython = try external(["python3", python])
        figures.append(.plain("animation", "Replay per display tick, built-in reveal (\(displayTicks) ticks)",
                              builtIn / Double(displayTicks) * 1e6, "us/tick", better: .lower, runs: runs * 4))
        figures.append(.plain("animation", "Overhead per display tick, trivial Python child vs built-in",
                              (throughPython - builtIn) / Double(displayTicks) * 1e6, "us/tick", better: .lower, runs: runs))
        if access(cBinary, X_OK) == 0 {
            let throughC = try external([cBinary])
            figures.append(.plain("animation", "Overhead per display tick, trivial C child vs built-in",
                                  (throughC - builtIn) / Double(displayTicks) * 1e6, "us/tick", better: .lower, runs: runs))
        }
        // The reference Python example (JSON encoding, scene with two layers), per 60 ticks = 1 s at 60 Hz.
        let slide = try external(["python3", context.root + "/examples/animation-protocol/python/slide.py"])
        figures.append(.plain("animation", "1 s gesture at 60 Hz through examples/.../python/slide.py (after start-up)",
                              slide / Double(displayTicks) * 60 * 1000, "ms", better: .lower, runs: runs,
                              note: "goal: well under 100 ms; \(displayTicks)-tick replay scaled to 60 ticks"))
        return figures
    }

    private static func write(_ text: String, to path: String) throws(BenchError) {
        guard let file = fopen(path, "w") else { throw .data("cannot write \(path)") }
        fputs(text, file)
        fclose(file)
    }
}
