import Foundation
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
    public let options: [OptionSpec] = ReplayArguments.options + ExternalAnimation.options + [
        .value("output", short: "o", "OUT", help: "Picture to write: .png, .svg or .pdf."),
        .deviceIndex, .size,
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        guard let output = arguments.value("output") else { throw .usage("plot needs -o OUT.png, OUT.svg or OUT.pdf") }
        let format: ImageFormat
        do { format = try ImageFormat(path: output) } catch { throw .usage(error.description) }
        let recording = try context.loadRecording(path, try arguments.deviceIndex())
        let configuration = try ReplayArguments.configuration(arguments, recording: recording, file: path)
        let external = try ExternalAnimation.make(arguments, recording: recording, file: path,
                                                  configuration: configuration, errors: context.errors)
        let result: ReplayResult
        do {
            result = try ExternalAnimation.replay(recording, configuration: configuration, animation: external)
        } catch {
            throw CommandError("\(path): \(error)", exitCode: error.exitCode)
        }
        let bytes: [UInt8]
        do {
            bytes = try GesturePlot.render(recording: recording, result: result, format: format,
                                           title: String(path.split(separator: "/").last ?? Substring(path)))
        } catch {
            throw CommandError("\(output): \(error)", exitCode: .ioError)
        }
        try FileOutput.write(bytes: bytes, to: output)
        context.errors.line("wrote plot \(output)")
        return .ok
    }
}
