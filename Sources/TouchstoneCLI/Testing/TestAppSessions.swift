import Foundation
import TouchstoneCore
import TouchstoneRecording

/// The `expect.app` blocks of a `touchstone test` run: the cases that name the same app, ready line and
/// compositor are played in one e2e session (one guest boot), before the cases run; each case then takes
/// its own outcome. An app block that was not checked is never a pass: an error with the reason, or
/// skipped on purpose (`--skip-app`).
struct TestAppSessions: Sendable {
    /// What became of one case's app block.
    enum Outcome: Sendable {
        /// The session played the recording and judged it.
        case judged(EndToEndResult)
        /// The block could not be checked (bad block, the session did not run or stopped early).
        case error(String)
        /// Skipped on purpose (`--skip-app`).
        case skipped
    }

    /// Outcomes by case name; cases without an app block (or whose recording does not load) are absent.
    var outcomes: [String: Outcome] = [:]

    /// Runs every app block of `cases` (grouped by app) through `session`, or marks them skipped.
    static func run(_ cases: [TestCase], skip: Bool, session: E2ECommand.Session,
                    facts: EndToEndWay.Facts, progress: OutputSink) -> TestAppSessions {
        var sessions = TestAppSessions()
        var groups: [(block: EndToEndAppBlock, members: [(testCase: TestCase, duration: Int64, expectations: [String])])] = []
        for testCase in cases where testCase.collectionError == nil {
            // A recording that does not load is the case's own error, reported by its run.
            guard let bytes = try? RecordingImporter.readFile(path: testCase.file),
                  let recording = try? RecordingImporter.load(bytes: bytes, sourceName: testCase.name) else { continue }
            let block: EndToEndAppBlock
            do {
                guard let found = try EndToEndAppBlock(expect: recording.expect, file: testCase.name) else { continue }
                block = found
            } catch {
                sessions.outcomes[testCase.name] = .error(error.description)
                continue
            }
            if skip { sessions.outcomes[testCase.name] = .skipped; continue }
            var key = block
            key.expectStdout = []
            if let index = groups.firstIndex(where: { $0.block == key }) {
                groups[index].members.append((testCase, recording.duration, block.expectStdout))
            } else {
                groups.append((key, [(testCase, recording.duration, block.expectStdout)]))
            }
        }
        for group in groups { sessions.play(group.block, group.members, session: session, facts: facts, progress: progress) }
        return sessions
    }

    /// One session for the cases sharing `app`.
    private mutating func play(_ app: EndToEndAppBlock, _ members: [(testCase: TestCase, duration: Int64, expectations: [String])],
                               session: E2ECommand.Session, facts: EndToEndWay.Facts, progress: OutputSink) {
        let plan = EndToEndPlan(app: app.command, steps: members.map { .init(path: $0.testCase.file, expectations: $0.expectations) },
                                ready: app.ready, compositor: app.compositor ?? "cage")
        let (way, reason) = EndToEndWay.choose(facts)
        progress.line("e2e: \(members.count) recording\(members.count == 1 ? "" : "s") into \(app.command.joined(separator: " ")): running \(way == .guest ? "in the QEMU guest" : "here"): \(reason)")
        let directory = E2ECommand.temporaryDirectory()
        do {
            try plan.validate()
            let report = try EndToEndReport.run(plan, way: way, durations: members.map(\.duration), directory: directory,
                                                progress: progress, session: session)
            for (member, result) in zip(members, report.results) {
                outcomes[member.testCase.name] = result.status == .notRun
                    ? .error("expect.app: not played: " + (report.sessionError ?? "the session stopped before it") + "\n(session files kept in \(directory))")
                    : .judged(result)
            }
            if report.sessionError == nil && report.failed == 0 { try? FileManager.default.removeItem(atPath: directory) }
        } catch {
            for member in members { outcomes[member.testCase.name] = .error("expect.app: the session could not run: \(error.description)") }
        }
    }
}
