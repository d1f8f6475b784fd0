import TouchstoneCore
import TouchstoneRender
import TouchstoneReplay

/// `touchstone render FILE --animation NAME --frames N -o SHEET.png`: a contact sheet of the replayed
/// transition at N evenly spaced display ticks.
public struct RenderCommand: Command {
    public init() {}
    public let name = "render"
    public let summary = "Draw a contact sheet of the transition a recording drives (N evenly spaced frames)."
    public let usage = "FILE -o SHEET.{png,svg,pdf} [--frames N] [--animation NAME] [--engine PRESET] [--set KEY=VALUE]"
    public var discussion: String {
        """
        Each panel shows the scene at one display tick: layers back to front with their 3D transforms
        (perspective included), opacity and masks, each layer in its own colour and labelled with its name,
        and the tick's time, progress and transition phase above it. Default 8 frames.
        """
    }
    public let options: [OptionSpec] = ReplayArguments.options + ExternalAnimation.options + [
        .value("output", short: "o", "SHEET", help: "Picture to write: .png, .svg or .pdf."),
        .value("frames", short: "n", "N", help: "Panels, evenly spaced over the display ticks (default 8)."),
        .deviceIndex, .size,
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        guard let output = arguments.value("output") else { throw .usage("render needs -o SHEET.png (or .svg, .pdf)") }
        let format: ImageFormat
        do { format = try ImageFormat(path: output) } catch { throw .usage(error.description) }
        let frames = try arguments.integer("frames", in: 1...200) ?? 8
        let recording = try context.loadRecording(path, try arguments.deviceIndex())
        var configuration = try ReplayArguments.configuration(arguments, recording: recording, file: path)
        configuration.recordsScenes = true
        let external = try ExternalAnimation.make(arguments, recording: recording, file: path,
                                                  configuration: configuration, errors: context.errors)
        let result: ReplayResult
        do {
            result = try ExternalAnimation.replay(recording, configuration: configuration, animation: external)
        } catch {
            throw CommandError("\(path): \(error)", exitCode: error.exitCode)
        }
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let title = "\(name): \(configuration.animationName) (\(configuration.enginePreset) engine), "
            + "\(result.outcome.decision.rawValue), \(frames) of \(result.timeline.tickCount) ticks"
        let bytes: [UInt8]
        do {
            bytes = try ContactSheet.render(result: result, frames: frames, title: title, format: format)
        } catch {
            throw CommandError("\(path): \(error)", exitCode: .badData)
        }
        try FileOutput.write(bytes: bytes, to: output)
        context.errors.line("wrote contact sheet \(output)")
        return .ok
    }
}
