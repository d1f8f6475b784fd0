import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay

/// `touchstone test --accept`: the snapshot workflow. A recording without an expect block gets one with
/// what the check found; a failing one gets the fields named with `--field`; a passing one is never
/// touched. Every change is printed.
struct TestAcceptance {
    /// Fields to accept in failing recordings (`gestures[0].outcome`, `replay`...).
    var fields: [String]
    /// For recordings without a block: also replay against this animation and expect its final state.
    var animation: String?
    /// The engine preset for that replay.
    var engine: String
    /// How long an animation command may take to reply, microseconds.
    var replyTimeout: Int64 = 10_000_000

    /// What happened to each file, counted for the summary.
    private struct Tally {
        var written = 0, updated = 0, unchanged = 0, failing = 0, errors = 0
    }

    /// Accepts outcomes for `withoutExpect` and `cases`; returns 0 when nothing is left failing.
    func run(cases: [TestCase], withoutExpect: [TestCase], output: OutputSink) -> ExitCode {
        var tally = Tally()
        for testCase in (cases + withoutExpect).sorted(by: { $0.name < $1.name }) {
            do {
                try accept(testCase, tally: &tally, output: output)
            } catch {
                tally.errors += 1
                output.line("error     \(testCase.path): \(error.message)")
            }
        }
        output.line("\(tally.written) written, \(tally.updated) updated, \(tally.unchanged) unchanged (their expectations hold), "
            + "\(tally.failing) still failing, \(tally.errors) error\(tally.errors == 1 ? "" : "s")")
        return tally.failing + tally.errors > 0 ? .failure : .ok
    }

    private func accept(_ testCase: TestCase, tally: inout Tally, output: OutputSink) throws(CommandError) {
        if let message = testCase.collectionError { throw CommandError(message, exitCode: .ioError) }
        let bytes: [UInt8]
        let recording: Recording
        do {
            bytes = try RecordingImporter.readFile(path: testCase.file)
            recording = try RecordingImporter.load(bytes: bytes, sourceName: testCase.name, format: .json)
        } catch {
            throw CommandError(error.description, exitCode: .badData)
        }
        guard let block = recording.expect else {
            var expectation = Expectation()
            if let animation { expectation.replay = ReplayExpectation(animation: animation, enginePreset: engine) }
            let new = ExpectationAcceptance.initial(try check(recording, expectation, testCase).report)
            try ExpectBlockWriter.write(new, into: bytes, file: testCase.file, name: testCase.name)
            tally.written += 1
            output.line("written   \(testCase.path): expect \(ExpectationAcceptance.text(new))")
            return
        }
        let expectation: Expectation
        do {
            expectation = try Expectation(json: block)
        } catch {
            throw CommandError("\(testCase.name): \(error)", exitCode: .badData)
        }
        let checked = try check(recording, expectation, testCase)
        if checked.report.passed {
            tally.unchanged += 1
            return
        }
        let (new, changes, remaining) = ExpectationAcceptance.update(block, report: checked.report, states: checked.states,
                                                                     fields: fields)
        if !changes.isEmpty {
            try ExpectBlockWriter.write(new, into: bytes, file: testCase.file, name: testCase.name)
            tally.updated += 1
            for change in changes { output.line("updated   \(testCase.path): \(change.field): \(change.old) -> \(change.new)") }
        }
        if !remaining.isEmpty {
            tally.failing += 1
            for mismatch in remaining {
                output.line("failing   \(testCase.path): \(mismatch); accept it with --field \(mismatch.path)")
            }
        }
    }

    /// The same one-pass check `touchstone test` runs (an animation command included).
    private func check(_ recording: Recording, _ expectation: Expectation, _ testCase: TestCase) throws(CommandError) -> CaseCheck {
        do {
            return try CaseCheck(testCase, recording: recording, expectation: expectation, pictures: false,
                                 replyTimeout: replyTimeout)
        } catch {
            switch error {
            case .invalid(let message): throw CommandError(message, exitCode: .usage)
            case .child(let child):
                throw CommandError("\(testCase.name): \(child.message)" + child.standardError.map { "\nstderr: " + $0 }.joined(),
                                   exitCode: .badData)
            }
        }
    }
}
