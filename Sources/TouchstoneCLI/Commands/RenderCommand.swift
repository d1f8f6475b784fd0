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
    public let options: [OptionSpec] = ReplayInput.options + [
        .value("output", short: "o", "SHEET", help: "Picture to write: .png, .svg or .pdf."),
        .value("frames", short: "n", "N", help: "Panels, evenly spaced over the display ticks (default 8)."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let output = try PictureOutput(arguments, command: "render")
        let frames = try arguments.integer("frames", in: 1...200) ?? 8
        let input = try ReplayInput(arguments, in: context, recordsScenes: true)
        let result = try input.replay()
        let title = "\(input.fileName): \(input.configuration.animationName) (\(input.configuration.enginePreset) engine), "
            + "\(result.outcome.decision.rawValue), \(frames) of \(result.timeline.tickCount) ticks"
        let bytes: [UInt8]
        do {
            bytes = try ContactSheet.render(result: result, frames: frames, title: title, format: output.format)
        } catch {
            throw CommandError("\(input.path): \(error)", exitCode: .badData)
        }
        try output.write(bytes, what: "contact sheet", in: context)
        return .ok
    }
}
