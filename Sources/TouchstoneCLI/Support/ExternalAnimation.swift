import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneReplay
import TouchstoneTransitions

/// An animation in another process for `replay`, `render`, `plot` and `test`: from `--animation-cmd`, or
/// from the expect block's `"replay": {"command": [...]}` (relative paths against the recording's folder).
enum ExternalAnimation {
    static let options: [OptionSpec] = [
        .value("animation-cmd", "'CMD ARGS'", help: "Replay against a child process speaking the animation protocol (docs/animation-protocol.md); no shell."),
        .value("reply-timeout", "SECONDS", help: "How long the animation command may take to reply (default 10)."),
    ]

    /// The animation the arguments or the expect block ask for, or nil for a built-in one.
    static func make(_ arguments: ParsedArguments, recording: Recording, file: String,
                     configuration: ReplayConfiguration, errors: OutputSink) throws(CommandError) -> ProcessAnimation? {
        var command: AnimationCommand
        if let line = arguments.value("animation-cmd") {
            guard arguments.value("animation") == nil else {
                throw .usage("give --animation or --animation-cmd, not both")
            }
            do {
                command = AnimationCommand(arguments: try AnimationCommand.split(line))
            } catch {
                throw .usage("--animation-cmd: \(error)")
            }
        } else if arguments.value("animation") == nil, let words = try expectedCommand(recording, file: file) {
            command = AnimationCommand(arguments: words, directory: folder(of: file))
        } else {
            return nil
        }
        command.replyTimeout = try replyTimeout(arguments)
        return animation(command, recording: recording, name: baseName(file),
                         framesPerSecond: configuration.framesPerSecond, errors: errors)
    }

    /// `--reply-timeout SECONDS` in microseconds (default 10 s).
    static func replyTimeout(_ arguments: ParsedArguments) throws(CommandError) -> Int64 {
        guard let text = arguments.value("reply-timeout") else { return 10_000_000 }
        guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
            throw .usage("--reply-timeout takes seconds (0 < S <= 86400), not '\(text)'")
        }
        return Int64(seconds * 1_000_000)
    }

    /// The adapter for `command` replaying `recording` (its stderr to `errors`, prefixed with `name`).
    static func animation(_ command: AnimationCommand, recording: Recording, name: String, framesPerSecond: Int,
                          errors: OutputSink) -> ProcessAnimation {
        let session = AnimationProtocol.Session(recording: name, device: recording.device.name, framesPerSecond: framesPerSecond)
        return ProcessAnimation(command, session: session) { line in errors.line(line) }
    }

    /// Replays `recording` against `animation` (a child process) or the configuration's built-in one,
    /// ending the child with its goodbye.
    static func replay(_ recording: Recording, configuration: ReplayConfiguration,
                       animation: ProcessAnimation?) throws(ReplayError) -> ReplayResult {
        guard let animation else { return try Replayer.replay(recording, configuration: configuration) }
        var replayer = try Replayer(recording, configuration: configuration, animation: animation)
        let result = try replayer.collect()
        do {
            try animation.finish()
        } catch {
            throw .animation(error)
        }
        return result
    }

    /// The expect block's command, if it has one.
    private static func expectedCommand(_ recording: Recording, file: String) throws(CommandError) -> [String]? {
        guard let block = recording.expect else { return nil }
        do {
            return try Expectation(json: block).replay?.command
        } catch {
            throw CommandError("\(file): \(error)", exitCode: .badData)
        }
    }

    /// The folder holding `file` ("." for a bare name).
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The file's name without its folder.
    static func baseName(_ file: String) -> String {
        file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
    }
}
