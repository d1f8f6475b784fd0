import Foundation

/// `touchstone junit-merge OUT.xml IN.xml...`: one JUnit file from the shards' files.
public struct JUnitMergeCommand: Command {
    public init() {}
    public let name = "junit-merge"
    public let summary = "Merge the JUnit files of a sharded 'touchstone test' run into one."
    public let usage = "OUT.xml IN.xml..."
    public var discussion: String {
        """
        Cases of suites with the same name are put together and sorted by name (then class name), so the
        merged file of a sharded run equals the unsharded run's file (times and host names aside).
        Counts are recomputed from the cases; a case found in more than one input is kept and reported
        on stderr (the shards overlap). Reads JUnit from other runners too.
        """
    }
    public let options: [OptionSpec] = []

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.positionals.count >= 2 else { throw .usage("needs OUT.xml and at least one IN.xml") }
        let output = arguments.positionals[0]
        let inputs = Array(arguments.positionals.dropFirst())
        if inputs.contains(output) { throw .usage("\(output) is both the output and an input") }
        var reports: [JUnitReport] = []
        for input in inputs {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw CommandError("\(input): cannot read (no such file, or not readable)", exitCode: .missingFile)
            }
            reports.append(try JUnitReport(xml: data, file: input))
        }
        for duplicate in JUnitReport.duplicates(reports) {
            context.errors.line("touchstone junit-merge: warning: \(duplicate) is in more than one input (overlapping shards?)")
        }
        let merged = JUnitReport.merged(reports)
        try FileOutput.write(merged.xml, to: output)
        let cases = merged.suites.flatMap(\.cases).count
        context.output.line("\(output): \(cases) cases from \(inputs.count) files, "
            + "\(merged.suites.map(\.failures).reduce(0, +)) failed, \(merged.suites.map(\.errors).reduce(0, +)) errors")
        return .ok
    }
}
