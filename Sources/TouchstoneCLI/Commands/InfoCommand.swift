import TouchstoneCore

/// `touchstone info FILE`: what a recording holds — device, duration, frames, fingers, libinput gestures.
public struct InfoCommand: Command {
    public init() {}
    public let name = "info"
    public let summary = "Summarise a recording: device, duration, frames, fingers, libinput gestures."
    public let usage = "FILE [--device-index N] [--json]"
    public let options: [OptionSpec] = [
        .deviceIndex, .size,
        .flag("json", help: "Print one JSON object instead of text."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        // Streamed: frames are counted as they are read, not kept.
        var frames = RecordingSummary.FrameTally()
        let header = try context.readRecording(path, try arguments.deviceIndex()) { frames.add($0) }
        let summary = RecordingSummary(header: header, frames: frames)
        context.output.write(arguments.has("json") ? summary.json(file: path) + "\n" : summary.text(file: path))
        return .ok
    }
}
