import TouchstoneRecognition

/// `touchstone classify FILE...`: one JSON line per recognized gesture per file.
public struct ClassifyCommand: Command {
    public init() {}
    public let name = "classify"
    public let summary = "Classify the gestures in recordings: one JSON line per gesture."
    public let usage = "FILE... [--device-index N] [--set KEY=VALUE...]"
    public var discussion: String {
        """
        Each line starts with exactly these keys (more may follow):
          {"file": "...", "kind": "pan|swipe|pinch|rotate|hold|none", "fingers": <int>,
           "direction": "up|down|left|right|in|out|cw|ccw|none", "outcome": "completed|cancelled|failed|none",
           "start_us": <int>, "end_us": <int>, "progress": <number>}
        start_us is when the gesture was recognized (or failed), end_us when it ended, both from the start of
        the recording. A file with nothing recognized gives one line of kind none; a pessimistic pan that
        failed with nothing else winning gives kind pan, outcome failed. "file" is the path as given.
        --set KEY=VALUE applies recognizer settings (as `replay` takes them; see docs/recognition.md).
        Files that cannot be read are reported on standard error and make the exit status non-zero, after
        the other files have been classified.
        """
    }
    public let options: [OptionSpec] = [.deviceIndex, .size, .recognizerSetting]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one FILE") }
        let deviceIndex = try arguments.deviceIndex()
        let settings = try arguments.recognizerSettings()
        var worst: ExitCode = .ok
        for path in arguments.positionals {
            do {
                // Streamed: frames are classified as they are read; only the gestures are kept.
                var arena: ClassifyingArena?
                var updates: [GestureUpdate] = []
                _ = try context.readRecording(path, deviceIndex, start: { arena = ClassifyingArena(device: $0, recognizers: settings.recognizerList) }, frame: {
                    updates.removeAll(keepingCapacity: true)
                    arena!.process($0, into: &updates)
                })
                arena?.finish(into: &updates)
                for result in arena?.classifications ?? [] { context.output.line(result.jsonLine(file: path)) }
            } catch {
                context.errors.line("touchstone classify: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
            }
        }
        return worst
    }
}
