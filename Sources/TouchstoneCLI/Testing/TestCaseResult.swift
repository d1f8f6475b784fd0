import TouchstoneReplay

/// One case's result in `touchstone test`, as every output (terminal, `--json`, JUnit, report) shows it.
struct TestCaseResult: Sendable {
    /// passed: every expectation held; failed: something differs; error: the case could not be checked
    /// (unreadable or broken recording, malformed expect block, unknown animation, an app block whose
    /// session could not run); skipped: the rest held and the app block was skipped on purpose (`--skip-app`).
    enum Status: String, Sendable { case passed, failed, error, skipped }

    /// The case.
    var testCase: TestCase
    /// The outcome.
    var status: Status
    /// Expected against actual (failed).
    var mismatches: [ExpectationMismatch] = []
    /// Why the case could not be checked (error), or why it was skipped.
    var errorMessage: String?
    /// One line on what happened (gestures, animation, final progress).
    var summary = ""
    /// The replay summary, a few lines (JUnit's `system-out`).
    var output = ""
    /// Seconds the case took (wall time: shown, never compared).
    var duration = 0.0

    /// Lines that explain a failure or error, for the terminal and JUnit.
    var details: [String] {
        switch status {
        case .passed: return []
        case .failed: return mismatches.map(\.description)
        case .error: return [errorMessage ?? "error"]
        case .skipped: return [errorMessage ?? "skipped"]
        }
    }
}
