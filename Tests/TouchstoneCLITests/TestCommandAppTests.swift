import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// `touchstone test` with `expect.app` blocks, in-process: a fake session stands in for scripts/e2e/session
/// (`make e2e-test` runs one recording through `touchstone test` for real).
@Suite struct TestCommandAppTests {
    /// A session that records every plan and answers each from `answer`.
    final class FakeSession: @unchecked Sendable {
        var plans: [EndToEndPlan] = []
        let answer: @Sendable (EndToEndPlan) throws(CommandError) -> EndToEndOutput
        init(_ answer: @escaping @Sendable (EndToEndPlan) throws(CommandError) -> EndToEndOutput) { self.answer = answer }
        var session: E2ECommand.Session {
            { plan, _, _, directory, _ throws(CommandError) in
                self.plans.append(plan)
                try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                return try self.answer(plan)
            }
        }
    }

    static let noUinput = EndToEndWay.Facts(inGuest: false, uinputWritable: false, isRoot: true, desktopSession: false)

    /// The passing recording with an app block added to its expect block.
    static func withApp(_ app: String, expect stdout: [String], base: String = SampleCase.passing) -> String {
        let patterns = stdout.map { "\"\($0)\"" }.joined(separator: ", ")
        return base.replacingOccurrences(of: "\"expect\": {", with: "\"expect\": {\"app\": {\"command\": [\"\(app)\"], \"expect_stdout\": [\(patterns)]}, ")
    }

    /// An app that printed `lines[i]` after recording i.
    static func played(_ lines: [String]) -> EndToEndOutput {
        var text = "READY\n", ranges: [Range<Int>] = []
        for line in lines {
            let start = text.utf8.count
            text += line + "\n"
            ranges.append(start..<text.utf8.count)
        }
        return EndToEndOutput(status: "ok", appOutput: text, ranges: ranges)
    }

    @Test func appBlocksSharingAnAppRunInOneSessionAndAreJudgedEach() throws {
        let scratch = try TemporaryDirectory(); defer { scratch.remove() }
        try scratch.write("s/a.json", Self.withApp("carousel", expect: ["^PAGE 3$"]))
        try scratch.write("s/b.json", Self.withApp("carousel", expect: ["^PAGE 4$"]))
        try scratch.write("s/c.json", Self.withApp("other", expect: ["^DONE$"]))
        try scratch.write("s/plain.json", SampleCase.passing)
        let fake = FakeSession { plan in plan.app == ["carousel"] ? Self.played(["PAGE 3", "PAGE 3"]) : Self.played(["DONE"]) }
        let junit = scratch.path + "/out.xml"
        let run = TestRun(["s", "--junit", junit], in: scratch.path, appSession: fake.session, facts: Self.noUinput)
        #expect(fake.plans.map(\.app) == [["carousel"], ["other"]])
        #expect(fake.plans.first?.steps.map(\.expectations) == [["^PAGE 3$"], ["^PAGE 4$"]])
        #expect(run.status == .failure)
        #expect(run.output.text.contains("FAIL  s/b.json"))
        #expect(run.output.text.contains("app.expect_stdout"))
        #expect(run.output.text.contains("3 passed, 1 failed"))
        let xml = scratch.read("out.xml") ?? ""
        #expect(xml.contains("failures=\"1\""))
        #expect(run.errors.text.contains("running in the QEMU guest"))
    }

    @Test func aRecordingWhoseOnlyExpectationIsAnUnplayedAppBlockIsAnErrorNeverAPass() throws {
        let scratch = try TemporaryDirectory(); defer { scratch.remove() }
        let onlyApp = SampleCase.passing.replacingOccurrences(
            of: "\"expect\": {\"gestures\": [{\"kind\": \"none\", \"fingers\": 2, \"direction\": \"none\", \"outcome\": \"none\"}]}",
            with: "\"expect\": {\"app\": {\"command\": [\"carousel\"], \"expect_stdout\": [\"^PAGE 3$\"]}}")
        #expect(onlyApp != SampleCase.passing)
        try scratch.write("s/a.json", onlyApp)
        try scratch.write("s/b.json", Self.withApp("carousel", expect: ["^PAGE 3$"]))
        let crashed = EndToEndOutput(status: "error: the app exited before it was ready", appOutput: "", ranges: [],
                                     compositorLog: "Segmentation fault\n")
        let run = TestRun(["s", "--json"], in: scratch.path, appSession: FakeSession { _ in crashed }.session, facts: Self.noUinput)
        #expect(run.status == .failure)
        let lines = run.output.text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.contains("\"status\": \"error\"") && $0.contains("the app exited before it was ready") })
        #expect(run.errors.text.contains("0 passed, 0 failed, 2 errors"))

        let unrunnable = FakeSession { _ throws(CommandError) in throw CommandError("cannot find scripts/e2e/session", exitCode: .ioError) }
        let report = scratch.path + "/r.html"
        let second = TestRun(["s", "--report", report], in: scratch.path, appSession: unrunnable.session, facts: Self.noUinput)
        #expect(second.status == .failure)
        #expect(second.output.text.contains("the session could not run: cannot find scripts/e2e/session"))
        #expect((scratch.read("r.html") ?? "").contains("0 passed, 0 failed, 2 errors"))
    }

    @Test func skipAppSaysSkippedEverywhereAndNeverStartsASession() throws {
        let scratch = try TemporaryDirectory(); defer { scratch.remove() }
        try scratch.write("s/a.json", Self.withApp("carousel", expect: ["^PAGE 3$"]))
        try scratch.write("s/b.json", Self.withApp("carousel", expect: ["^PAGE 3$"], base: SampleCase.failing))
        try scratch.write("s/plain.json", SampleCase.passing)
        let fake = FakeSession { _ in Self.played([]) }
        let report = scratch.path + "/r.html", junit = scratch.path + "/j.xml"
        let run = TestRun(["s", "--skip-app", "--junit", junit, "--report", report], in: scratch.path,
                          appSession: fake.session, facts: Self.noUinput)
        #expect(fake.plans.isEmpty)
        #expect(run.status == .failure)  // b.json fails on its gestures whatever its app block says
        #expect(run.output.text.contains("skip  s/a.json"))
        #expect(run.output.text.contains("1 passed, 1 failed, 1 skipped"))
        #expect((scratch.read("j.xml") ?? "").contains("<skipped message=\"expect.app skipped (--skip-app)"))
        #expect((scratch.read("j.xml") ?? "").contains("skipped=\"1\""))
        #expect((scratch.read("r.html") ?? "").contains("1 passed, 1 failed, 1 skipped"))
        let json = TestRun(["s/a.json", "--skip-app", "--json"], in: scratch.path, appSession: fake.session, facts: Self.noUinput)
        #expect(json.status == .ok)
        #expect(json.output.text.contains("\"status\": \"skipped\""))
        #expect(json.errors.text.contains("0 passed, 0 failed, 1 skipped"))
    }

    @Test func aBadAppBlockIsAnErrorNamingTheMember() throws {
        let scratch = try TemporaryDirectory(); defer { scratch.remove() }
        try scratch.write("s/a.json", SampleCase.passing.replacingOccurrences(of: "\"expect\": {", with: "\"expect\": {\"app\": {\"command\": []}, "))
        let run = TestRun(["s"], in: scratch.path, appSession: FakeSession { _ in Self.played([]) }.session, facts: Self.noUinput)
        #expect(run.status == .failure)
        #expect(run.output.text.contains("ERROR s/a.json"))
        #expect(run.output.text.contains("expect.app.command: expected a non-empty array"))
    }
}
