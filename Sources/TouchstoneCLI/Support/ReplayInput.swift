import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneReplay

/// One recording to replay, as `replay`, `plot` and `render` take it: the file, the replay options
/// (`ReplayArguments`), an animation in another process (`ExternalAnimation`), `--device-index` and `--size`.
struct ReplayInput {
    /// The options every command that replays one recording takes (one group: help, man pages and
    /// completions list them alike).
    static let options: [OptionSpec] = ReplayArguments.options + ExternalAnimation.options + [.deviceIndex, .size]

    /// The file as named on the command line.
    let path: String
    /// The recording read from it.
    let recording: Recording
    /// Command-line values first, then the expect block's, then defaults.
    let configuration: ReplayConfiguration
    /// The animation child the arguments or the expect block ask for, or nil for a built-in animation.
    let animation: ProcessAnimation?

    /// Reads the single FILE argument and the replay options; `recordsScenes` keeps every tick's scene
    /// (for pictures of the scene).
    init(_ arguments: ParsedArguments, in context: CommandContext, recordsScenes: Bool = false) throws(CommandError) {
        path = try arguments.singleFile()
        recording = try context.loadRecording(path, try arguments.deviceIndex())
        var configuration = try ReplayArguments.configuration(arguments, recording: recording, file: path)
        configuration.recordsScenes = recordsScenes
        self.configuration = configuration
        animation = try ExternalAnimation.make(arguments, recording: recording, file: path,
                                               configuration: configuration, errors: context.errors)
    }

    /// The file's name without its folder (for titles).
    var fileName: String { ExternalAnimation.baseName(path) }

    /// Replays the recording once; a replay error names the file.
    func replay() throws(CommandError) -> ReplayResult {
        try replay { () throws(ReplayError) in
            try ExternalAnimation.replay(recording, configuration: configuration, animation: animation)
        }
    }

    /// Runs `body` (a replay of this input), naming the file in its error.
    func replay(_ body: () throws(ReplayError) -> ReplayResult) throws(CommandError) -> ReplayResult {
        do {
            return try body()
        } catch {
            throw CommandError("\(path): \(error)", exitCode: error.exitCode)
        }
    }
}
