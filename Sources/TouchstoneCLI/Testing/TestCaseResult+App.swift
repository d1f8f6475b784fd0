import TouchstoneReplay

extension TestCaseResult {
    /// Folds the case's app block outcome in: a failed expectation fails the case, an app block that could
    /// not be checked makes it an error, a skipped one makes an otherwise passing case skipped.
    mutating func apply(_ app: TestAppSessions.Outcome) {
        guard status != .error else { return }
        switch app {
        case .judged(let result):
            let said = result.output.isEmpty ? "nothing" : result.output.suffix(3).joined(separator: " | ")
            mismatches += result.missing.map { pattern in
                ExpectationMismatch(path: "app.expect_stdout", expected: "a line matching /\(pattern)/ after the recording",
                                    actual: "the app printed: \(said)")
            }
            if result.status == .failed { status = .failed }
            summary += " | app: " + (result.status == .passed ? "ok" : "FAIL") + (result.attempts > 1 ? " (played \(result.attempts) times)" : "")
            output += "\napp stdout after the recording:\n" + (result.output.isEmpty ? "(nothing)" : result.output.joined(separator: "\n"))
        case .error(let message):
            status = .error
            errorMessage = "\(testCase.name): \(message)"
        case .skipped:
            summary += " | app: skipped (--skip-app)"
            if status == .passed {
                status = .skipped
                errorMessage = "expect.app skipped (--skip-app): the rest passed"
            }
        }
    }
}
