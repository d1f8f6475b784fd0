import TouchstoneCore

/// The `touchstone` command line: picks the subcommand, handles `--help` and `--version`,
/// and turns errors into messages and exit statuses.
public struct TouchstoneMain: Sendable {
    /// Every subcommand, in the order `--help` lists them.
    public let commands: [any Command]

    /// Creates the command line with the given commands (the standard set by default).
    public init(commands: [any Command] = TouchstoneMain.standardCommands) {
        self.commands = commands
    }

    /// The subcommands `touchstone` ships.
    public static var standardCommands: [any Command] {
        [ImportCommand(), InfoCommand(), DumpCommand(), RecoverCommand(), StreamCommand(), ClassifyCommand(),
         ReplayCommand(), TestCommand(), CompareCommand(), JUnitMergeCommand(), PlotCommand(), RenderCommand(), SynthCommand(),
         FuzzCommand(), SweepCommand(),
         DevicesCommand(), ListenCommand(), RecordCommand(), PlayCommand(), E2ECommand(), SetupCommand()]
    }

    /// Runs the command line `arguments` (without the program name).
    public func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        guard let first = arguments.first else {
            context.errors.write(helpText)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = command(named: arguments[1]) {
                context.output.write(command.helpText)
            } else {
                context.output.write(helpText)
            }
            return .ok
        case "--version":
            context.output.line(BuildInfo.versionLine(program: "touchstone"))
            return .ok
        default:
            break
        }
        if GeneratedDocumentation.commandNames.contains(first) {
            do {
                return try GeneratedDocumentation.run(first, Array(arguments.dropFirst()), commands: commands, in: context)
            } catch {
                context.errors.line("touchstone \(first): \(error.message)")
                return error.exitCode
            }
        }
        guard let command = command(named: first) else {
            let hint = Suggestion.hint(for: first, among: commands.map(\.name))
            context.errors.line("touchstone: unknown command '\(first)'\(hint)\(hint.isEmpty ? ";" : "") see 'touchstone --help'")
            return .usage
        }
        do {
            let parsed = try ParsedArguments(Array(arguments.dropFirst()), options: command.options)
            if parsed.has("help") {
                context.output.write(command.helpText)
                return .ok
            }
            var context = context
            if let size = try parsed.deviceSize() { context.sizeHints.override = size }
            return try command.run(parsed, in: context)
        } catch {
            context.errors.line("touchstone \(command.name): \(error.message)")
            if error.exitCode == .usage { context.errors.line("see 'touchstone \(command.name) --help'") }
            return error.exitCode
        }
    }

    private func command(named name: String) -> (any Command)? { commands.first { $0.name == name } }

    /// The top-level help.
    public var helpText: String {
        var text = """
        touchstone \(TouchstoneVersion.current): record, replay and test multi-touch gestures on Linux.

        Usage: touchstone COMMAND [OPTIONS] [ARGUMENTS]

        Commands:

        """
        let width = commands.map(\.name.count).max() ?? 0
        for command in commands { text += "  \(command.name.padding(to: width))  \(command.summary)\n" }
        text += "\nRun 'touchstone COMMAND --help' for a command's options; 'touchstone --version' for the version.\n"
        return text
    }
}
