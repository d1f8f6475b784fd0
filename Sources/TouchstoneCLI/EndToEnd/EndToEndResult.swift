/// How one recording of an e2e session went.
public struct EndToEndResult: Sendable, Hashable {
    /// Passed, failed or never played.
    public enum Status: String, Sendable, Hashable {
        /// Every expectation matched the app's output after the recording.
        case passed
        /// Some expectation did not match.
        case failed
        /// The session stopped before this recording was played to the end.
        case notRun = "not run"
    }

    /// The recording as given.
    public var path: String
    /// The verdict.
    public var status: Status
    /// The expectations that found no match.
    public var missing: [String]
    /// The app's output lines after the recording.
    public var output: [String]
    /// How many times the recording was played (a play with a long stall is played again).
    public var attempts: Int = 1

    /// Creates a result.
    public init(path: String, status: Status, missing: [String] = [], output: [String] = []) {
        self.path = path
        self.status = status
        self.missing = missing
        self.output = output
    }

    /// Judges every step of `plan` against what the session left: an expectation passes when it matches
    /// anywhere in the output after its recording (what happened, not when).
    public static func judge(_ plan: EndToEndPlan, _ output: EndToEndOutput) throws(CommandError) -> [EndToEndResult] {
        var results: [EndToEndResult] = []
        for (index, step) in plan.steps.enumerated() {
            guard let segment = output.segment(index) else {
                results.append(EndToEndResult(path: step.path, status: .notRun))
                continue
            }
            var missing: [String] = []
            for pattern in step.expectations {
                let regex = try EndToEndPlan.regex(pattern, option: "--expect")
                if segment.firstMatch(of: regex) == nil { missing.append(pattern) }
            }
            let lines = segment.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            var result = EndToEndResult(path: step.path, status: missing.isEmpty ? .passed : .failed,
                                        missing: missing, output: lines)
            result.attempts = output.plays[index].attempts
            results.append(result)
        }
        return results
    }

    /// The line `touchstone e2e` prints for this result, and the detail lines under a failure.
    public var report: [String] {
        let shown = output.count > 8 ? output.prefix(3) + ["... (\(output.count - 6) more lines)"] + output.suffix(3) : output[...]
        let said = (output.isEmpty ? "nothing" : shown.joined(separator: " | "))
            + (attempts > 1 ? " (played \(attempts) times: the earlier plays stalled)" : "")
        switch status {
        case .passed:
            return ["ok   \(path): \(said)"]
        case .failed:
            return ["FAIL \(path)"] + missing.map { "    expected a line matching /\($0)/ after it; the app printed: \(said)" }
        case .notRun:
            return ["FAIL \(path): not played (the session stopped before it)"]
        }
    }
}
