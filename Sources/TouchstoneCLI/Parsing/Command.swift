/// A `touchstone` subcommand: its name, help text, options, and what it does.
public protocol Command: Sendable {
    /// The word that selects the command (`dump`).
    var name: String { get }
    /// One line for the command list.
    var summary: String { get }
    /// Usage line(s) after `touchstone NAME` (`FILE [-o OUT]`).
    var usage: String { get }
    /// Longer help shown by `--help`, after the usage and before the options.
    var discussion: String { get }
    /// Options the command accepts.
    var options: [OptionSpec] { get }
    /// Runs the command with parsed arguments.
    func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode
}

extension Command {
    /// No extra help by default.
    public var discussion: String { "" }

    /// The full `--help` text.
    public var helpText: String {
        var text = "Usage: touchstone \(name) \(usage)\n\n\(summary)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        text += "\nOptions:\n" + OptionSpec.helpTable(options)
        return text
    }
}
