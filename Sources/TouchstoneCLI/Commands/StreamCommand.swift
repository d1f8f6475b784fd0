import TouchstoneRecognition

/// `touchstone stream FILE`: the progress/velocity stream the default arena produces, as JSON Lines.
public struct StreamCommand: Command {
    public init() {}
    public let name = "stream"
    public let summary = "Print the gesture updates (progress/velocity stream) of a recording as JSON Lines."
    public let usage = "FILE [--device-index N]"
    public let options: [OptionSpec] = [.deviceIndex]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        let recording = try context.loadRecording(path, try arguments.deviceIndex())
        for update in GestureClassifier.stream(recording) { context.output.line(update.jsonLine()) }
        return .ok
    }
}
