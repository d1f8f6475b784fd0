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
        // Streamed: updates are printed as the frames that cause them are read.
        var pass: GestureClassifier.Pass?
        _ = try context.readRecording(path, try arguments.integer("device", in: 0...255), start: { device in
            pass = GestureClassifier.Pass(device: device)
        }, frame: { frame in
            for update in pass!.process(frame) { context.output.line(update.jsonLine()) }
        })
        for update in pass?.finish() ?? [] { context.output.line(update.jsonLine()) }
        return .ok
    }
}
