/// How `touchstone test` talks to the terminal: a line per case (a progress line for passes on a
/// terminal), failures in full, colour only on a terminal without `NO_COLOR`, and the closing summary.
struct TestConsole {
    let output: OutputSink
    let quiet: Bool
    let colour: Bool
    let progress: Bool

    init(output: OutputSink, quiet: Bool, environment: [String: String]) {
        self.output = output
        self.quiet = quiet
        // https://no-color.org: any non-empty NO_COLOR turns colour off.
        colour = output.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        progress = output.isTerminal
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `ok`, `FAIL` or `ERROR`, padded and coloured.
    func label(_ status: TestCaseResult.Status) -> String {
        switch status {
        case .passed: return paint("ok   ", "32")
        case .failed: return paint("FAIL ", "1;31")
        case .error: return paint("ERROR", "1;31")
        case .skipped: return paint("skip ", "33")
        }
    }

    /// One case, as it finishes (in case order).
    func show(_ result: TestCaseResult, position: Int, count: Int) {
        let counter = "[\(position)/\(count)]"
        let clear = progress ? "\r\u{1B}[K" : ""
        switch result.status {
        case .passed:
            if quiet { return }
            if progress {
                output.write("\(clear)\(counter) \(label(.passed)) \(result.testCase.path)")
            } else {
                output.line("\(counter) \(label(.passed)) \(result.testCase.path)  \(result.summary)")
            }
        case .skipped:
            if quiet { return }
            output.line("\(clear)\(counter) \(label(.skipped)) \(result.testCase.path)  \(result.details.first ?? "")")
        case .failed, .error:
            output.line("\(clear)\(counter) \(label(result.status)) \(result.testCase.path)")
            for detail in result.details { output.line("    \(detail)") }
        }
    }

    /// Ends a progress line before anything else is printed.
    func endProgress() {
        if progress && !quiet { output.write("\r\u{1B}[K") }
    }

    /// A skipped file (`-v`).
    func skipped(_ file: TestCollection.Skipped) {
        output.line("\(paint("skip ", "33")) \(file.path): \(file.reason)")
    }

    /// The short failure summary: one line per failed or erroneous case.
    func failureSummary(_ results: [TestCaseResult]) {
        let bad = results.filter { $0.status == .failed || $0.status == .error }
        guard !bad.isEmpty else { return }
        output.line("failures:")
        for result in bad {
            var first = Substring(result.details.first ?? "")
            if first.hasPrefix(result.testCase.name + ": ") { first = first.dropFirst(result.testCase.name.count + 2) }
            output.line("  \(label(result.status)) \(result.testCase.path): \(first)")
        }
    }

    /// The slowest `limit` cases (all when 0), slowest first; ties in case order.
    func durations(_ results: [TestCaseResult], limit: Int) {
        let slowest = results.enumerated().sorted { a, b in
            a.element.duration != b.element.duration ? a.element.duration > b.element.duration : a.offset < b.offset
        }.map(\.element)
        let shown = limit == 0 ? slowest : Array(slowest.prefix(limit))
        output.line(limit == 0 ? "durations:" : "slowest \(shown.count) durations:")
        for result in shown { output.line("  \(fixed(result.duration, 3)) s  \(result.testCase.name)") }
    }

    /// `25 passed, 1 failed, 1 skipped, 1 error`, coloured by the worst; skipped only when a case was.
    static func counts(_ results: [TestCaseResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        let failed = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        let skipped = results.filter { $0.status == .skipped }.count
        return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "") + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
    }

    /// The last line.
    func summary(_ results: [TestCaseResult], notRun: Int, skippedFiles: Int, seconds: Double) {
        var line = Self.counts(results)
        if notRun > 0 { line += ", \(notRun) not run (-x)" }
        if skippedFiles > 0 { line += "; \(skippedFiles) file\(skippedFiles == 1 ? "" : "s") skipped (-v lists them)" }
        line += " in \(fixed(seconds, 2)) s"
        let good = results.allSatisfy { $0.status == .passed || $0.status == .skipped }
        output.line(paint(line, good ? "32" : "1;31"))
    }
}
