import TouchstoneReplay

/// One recording's result in `touchstone test`.
struct TestCaseResult: Sendable {
    enum Status: Sendable { case passed, failed, skipped, error }
    var file: String
    var status: Status
    /// Mismatches (failed), the reason (skipped), or the error message (error).
    var details: [String]
    /// Replay wall time is not measured: results must be reproducible.
    var summary: String
}
