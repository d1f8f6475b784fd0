import TouchstoneRecording
import TouchstoneRender
import TouchstoneReplay

/// Group 5: rendering time per frame: a contact sheet of Gagat's reveal (PNG, encoding included) and a
/// gesture plot (SVG), from one replay with scenes recorded.
enum RenderingBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let file = context.root + "/Recordings/reveal_flick_completes.json"
        let recording = try wrap { try RecordingDecoder().decode(contentsOfFile: file) }
        let configuration = ReplayConfiguration(animationName: "reveal", recognizerSettings: [("preset", "gagat")],
                                                recordsScenes: true)
        let result = try wrap { try Replayer.replay(recording, configuration: configuration) }
        let panels = min(16, Int(result.timeline.tickCount))
        let runs = context.quick ? 3 : 5
        context.log("render: \(panels)-panel contact sheet and a plot x\(runs)")
        let sheet = try timed(runs) { () throws(BenchError) in
            _ = try wrap { try ContactSheet.render(result: result, frames: panels) }
        }
        let plot = try timed(runs) { () throws(BenchError) in
            _ = try wrap { try GesturePlot.render(recording: recording, result: result, format: .svg) }
        }
        return [
            .plain("render", "Rendering, contact sheet of the reveal (\(panels) panels, PNG)", Measure.median(sheet) * 1000 / Double(panels),
                   "ms/frame", better: .lower, runs: runs, note: "layers, perspective, masks and PNG encoding, per panel"),
            .plain("render", "Rendering, gesture plot (SVG)", Measure.median(plot) * 1000, "ms", better: .lower, runs: runs),
        ]
    }
}
