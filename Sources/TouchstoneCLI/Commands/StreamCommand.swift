import TouchstoneRecognition

/// `touchstone stream FILE`: the progress/velocity stream the default arena produces, as JSON Lines.
public struct StreamCommand: Command {
    public init() {}
    public let name = "stream"
    public let summary = "Print the gesture updates (progress/velocity stream) of a recording as JSON Lines."
    public let usage = "FILE [--device N]"
    public let options: [OptionSpec] = [.value("device", "N", help: "Device index in a multi-device libinput recording.")]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        let recording = try context.loadRecording(path, try arguments.integer("device", in: 0...255))
        for update in GestureClassifier.stream(recording) { context.output.line(update.jsonLine()) }
        return .ok
    }
}
