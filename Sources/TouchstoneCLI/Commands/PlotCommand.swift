import TouchstoneCore
import TouchstoneRender
import TouchstoneReplay

/// `touchstone plot FILE -o OUT.png|svg|pdf`: the pad with each contact's trace, and the driving
/// gesture's progress and velocity over time with phases and the release decision.
public struct PlotCommand: Command {
    public init() {}
    public let name = "plot"
    public let summary = "Draw a recording's contact traces and its progress/velocity over time (PNG, SVG or PDF)."
    public let usage = "FILE -o OUT.{png,svg,pdf} [--animation NAME] [--engine PRESET] [--set KEY=VALUE] [--driver NAME]"
    public var discussion: String {
        """
        The format follows OUT's extension. The replay options pick the driving recognizer and its settings
        exactly as 'touchstone replay' does (and the recording's expect block, when it has one).
        """
    }
    public let options: [OptionSpec] = ReplayInput.options + [
        .value("output", short: "o", "OUT", help: "Picture to write: .png, .svg or .pdf."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let output = try PictureOutput(arguments, command: "plot")
        let input = try ReplayInput(arguments, in: context)
        let result = try input.replay()
        let bytes: [UInt8]
        do {
            bytes = try GesturePlot.render(recording: input.recording, result: result, format: output.format, title: input.fileName)
        } catch {
            throw CommandError("\(output.path): \(error)", exitCode: .ioError)
        }
        try output.write(bytes, what: "plot", in: context)
        return .ok
    }
}
