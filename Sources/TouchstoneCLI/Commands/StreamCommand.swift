import TouchstoneRecognition

/// `touchstone stream FILE`: the progress/velocity stream the default arena produces, as JSON Lines.
public struct StreamCommand: Command {
    public init() {}
    public let name = "stream"
    public let summary = "Print the gesture updates (progress/velocity stream) of a recording as JSON Lines."
    public let usage = "FILE [--device-index N] [--set KEY=VALUE...]"
    public let options: [OptionSpec] = [.deviceIndex, .size, .recognizerSetting]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        let settings = try arguments.recognizerSettings()
        // Streamed: updates are printed as the frames that cause them are read.
        var arena: GestureArena?
        var updates: [GestureUpdate] = []
        func flush() {
            for update in updates { context.output.line(update.jsonLine()) }
            updates.removeAll(keepingCapacity: true)
        }
        _ = try context.readRecording(path, try arguments.deviceIndex(), start: { device in
            arena = settings.arena(device: device)
        }, frame: { frame in
            arena!.process(frame, into: &updates)
            flush()
        })
        arena?.finish(into: &updates)
        flush()
        return .ok
    }
}
