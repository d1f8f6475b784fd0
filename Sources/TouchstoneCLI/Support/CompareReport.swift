import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRender
import TouchstoneReplay

/// `touchstone compare --report`: the test runner's HTML report with a recordings x stacks matrix on
/// top (disagreements first) and a section per recording with its verdicts and plot.
struct CompareReport {
    var rows: [CompareRow]
    var stacks: [String]
    var command: String

    /// The page.
    var html: String {
        let cases = rows.map { row in
            HTMLReport.Case(name: row.file, status: row.anyDisagreement ? .failed : .passed,
                            summary: (row.label.map { ["label: \($0.verdict.summary)"] } ?? [])
                                .joined(separator: "") + (row.stacksDisagree ? " (stacks disagree)" : ""),
                            reproduce: "touchstone compare \(row.file)", details: row.table, plot: row.plot)
        }
        var report = HTMLReport(cases: cases, metadata: [("version", TouchstoneVersion.current), ("command", command),
                                                         ("stacks", stacks.joined(separator: ", "))],
                                title: "touchstone compare")
        let hasLabels = rows.contains { $0.label != nil }
        report.matrix = HTMLReport.Matrix(
            columns: (hasLabels ? ["label"] : []) + stacks,
            rows: rows.map { row in
                let marks = row.verdicts.indices.map { index in
                    row.label != nil ? row.disagreesWithLabel(index) : (row.stacksDisagree && !row.verdicts[index].agrees(with: row.verdicts[0]))
                }
                return HTMLReport.Matrix.Row(name: row.file,
                                             cells: (hasLabels ? [row.label?.verdict.summary ?? ""] : []) + row.verdicts.map(\.summary),
                                             marked: (hasLabels ? [false] : []) + marks)
            })
        return report.html
    }

    /// Writes the page to `path`.
    func write(to path: String, context: CommandContext) throws(CommandError) {
        try FileOutput.write(html, to: path)
        context.errors.line("touchstone compare: report written to \(path)")
    }

    /// The recording's plot (a default replay) with a mark where each stack began.
    static func plot(_ recording: Recording, row: CompareRow) -> String? {
        guard let result = try? Replayer.replay(recording) else { return nil }
        let marks = zip(row.stacks, row.verdicts).compactMap { stack, verdict in
            verdict.began.map { GesturePlot.Mark(time: $0, label: stack, verb: "began") }
        }
        return try? GesturePlot.svg(recording: recording, result: result, title: row.file, marks: marks)
    }
}
