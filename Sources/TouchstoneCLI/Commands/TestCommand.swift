import TouchstoneCore
import TouchstoneRender
import TouchstoneReplay

/// `touchstone test [PATH...]`: checks every recording's `expect` block and reports like a test runner.
public struct TestCommand: Command {
    public init() {}
    public let name = "test"
    public let summary = "Check the expected outcomes embedded in recordings; exit 1 when any differs."
    public let usage = "[PATH...] [--junit FILE] [--report REPORT.html]"
    public var discussion: String {
        """
        PATH is a recording or a directory (searched recursively for .json recordings; default: Recordings).
        Each recording's expect block (docs/recording-format.md) is checked: the gestures classify finds, and
        the final state of a replay against the named animation. Failures print expected against actual with
        the input frame or display tick where they part. The last line is 'N passed, N failed'.
        Recordings without an expect block are skipped.
        """
    }
    public let options: [OptionSpec] = [
        .value("junit", "FILE", help: "Also write JUnit XML to FILE."),
        .value("report", "REPORT.html", help: "Also write one self-contained HTML page: a row per recording with its plot, failures first."),
        .flag("quiet", short: "q", help: "Print only failures and the summary."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let files = try RecordingFinder.files(in: arguments.positionals.isEmpty ? ["Recordings"] : arguments.positionals)
        var results: [TestCaseResult] = []
        var rows: [HTMLReport.Row] = []
        let wantsReport = arguments.value("report") != nil
        for (index, file) in files.enumerated() {
            let (result, plot) = check(file, context: context, plot: wantsReport)
            results.append(result)
            if wantsReport { rows.append(Self.row(result, plot: plot)) }
            let counter = "[\(index + 1)/\(files.count)]"
            switch result.status {
            case .passed:
                if arguments.has("quiet") { break }
                if context.output.isTerminal {
                    context.output.write("\r\u{1B}[K\(counter) ok   \(file)")
                } else {
                    context.output.line("\(counter) ok   \(file)  \(result.summary)")
                }
            case .skipped:
                if !arguments.has("quiet") { context.output.line("\(context.output.isTerminal ? "\r\u{1B}[K" : "")\(counter) skip \(file): \(result.details.joined())") }
            case .failed, .error:
                context.output.line("\(context.output.isTerminal ? "\r\u{1B}[K" : "")\(counter) FAIL \(file)")
                for detail in result.details { context.output.line("    \(detail)") }
            }
        }
        if context.output.isTerminal && !arguments.has("quiet") { context.output.write("\r\u{1B}[K") }
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed || $0.status == .error }.count
        let skipped = results.filter { $0.status == .skipped }.count
        if let junit = arguments.value("junit") { try FileOutput.write(JUnitReport.xml(results), to: junit) }
        if let report = arguments.value("report") { try FileOutput.write(HTMLReport(rows: rows).html, to: report) }
        context.output.line("\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : ""))
        return failed > 0 ? .failure : .ok
    }

    /// The report row for one result.
    static func row(_ result: TestCaseResult, plot: String?) -> HTMLReport.Row {
        let status: String
        switch result.status {
        case .passed: status = "passed"
        case .failed: status = "failed"
        case .skipped: status = "skipped"
        case .error: status = "error"
        }
        let summary = result.status == .passed || result.status == .failed ? result.summary : result.details.joined(separator: " ")
        return HTMLReport.Row(file: result.file, status: status, summary: summary,
                              mismatches: result.status == .failed ? result.details : [], svg: plot)
    }

    /// The plot of a checked recording as SVG: its own replay when the expectation had one, else a
    /// replay with the default configuration (for the traces and the gesture stream).
    private static func plot(_ recording: Recording, replay: ReplayResult?, file: String) -> String? {
        guard let result = replay ?? (try? Replayer.replay(recording)) else { return nil }
        return try? GesturePlot.svg(recording: recording, result: result, title: file)
    }

    private func check(_ file: String, context: CommandContext, plot: Bool) -> (TestCaseResult, String?) {
        let recording: Recording
        do {
            recording = try context.loadRecording(file, nil)
        } catch {
            return (TestCaseResult(file: file, status: .error, details: [error.message], summary: ""), nil)
        }
        guard let block = recording.expect else {
            return (TestCaseResult(file: file, status: .skipped, details: ["no expect block"], summary: ""),
                    plot ? Self.plot(recording, replay: nil, file: file) : nil)
        }
        do {
            let expectation = try Expectation(json: block)
            let report = try ExpectationCheck.run(recording, against: expectation)
            let gestures = report.gestures.map { "\($0.kindName) \($0.direction.rawValue) \($0.outcome.rawValue)" }.joined(separator: ", ")
            let summary = gestures + (report.replay.map { " -> \($0.configuration.animationName) \(fixed($0.outcome.transition.finalProgress, 2))" } ?? "")
            return (TestCaseResult(file: file, status: report.passed ? .passed : .failed,
                                   details: report.mismatches.map(\.description), summary: summary),
                    plot ? Self.plot(recording, replay: report.replay, file: file) : nil)
        } catch let error as ExpectationError {
            return (TestCaseResult(file: file, status: .error, details: ["\(file): \(error)"], summary: ""), nil)
        } catch {
            return (TestCaseResult(file: file, status: .error, details: ["\(file): \(error)"], summary: ""), nil)
        }
    }
}
