import TouchstoneRecording

/// `touchstone recover NAME.partial`: restores the complete frames of a recording whose writer was killed.
public struct RecoverCommand: Command {
    public init() {}
    public let name = "recover"
    public let summary = "Restore a recording whose writer was killed, from its .partial file."
    public let usage = "NAME.partial [-o OUT.json] [--force]"
    public var discussion: String {
        """
        Every complete frame is kept; a frame cut off by the crash is dropped and reported. The .partial
        file is left in place. The output defaults to NAME (the .partial suffix removed); an existing output
        is replaced only with --force, never when it is the input.
        """
    }
    public let options: [OptionSpec] = [
        .value("output", short: "o", "OUT.json", help: "Where to write the recovered recording."),
        .flag("force", help: "Replace the output if it already exists."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        let report: RecoveryReport
        do {
            report = try RecordingRecovery.recover(partialPath: path, outputPath: arguments.value("output"),
                                                   options: .bulk(replacesExisting: arguments.has("force")))
        } catch {
            throw CommandError(error)
        }
        context.output.line(report.description)
        return .ok
    }
}
