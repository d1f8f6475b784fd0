import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneTestSupport

/// `touchstone e2e` in-process: a fake session stands in for scripts/e2e/session (which the guest test in
/// `make e2e-test` runs for real) and returns what the script would have left.
@Suite struct E2ECommandTests {
    /// A session that records the plan it was given and returns `output`.
    final class FakeSession: @unchecked Sendable {
        var plans: [EndToEndPlan] = []
        var ways: [EndToEndWay] = []
        let output: EndToEndOutput
        init(_ output: EndToEndOutput) { self.output = output }
        var session: E2ECommand.Session {
            { plan, way, _, directory, _ throws(CommandError) in
                self.plans.append(plan)
                self.ways.append(way)
                try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                return self.output
            }
        }
    }

    static let noUinput = EndToEndWay.Facts(inGuest: false, uinputWritable: false, isRoot: true, desktopSession: false)

    func run(_ arguments: [String], _ fake: FakeSession, recordings: [String: Recording]? = nil,
             facts: EndToEndWay.Facts = noUinput) -> (ExitCode, CapturedOutput, CapturedOutput) {
        let all = recordings ?? ["flick.json": sampleRecording(), "cancel.json": sampleRecording()]
        let output = CapturedOutput(), errors = CapturedOutput()
        let context = CommandContext(output: output.sink, errors: errors.sink, recordings: .memory(all))
        let main = TouchstoneMain(commands: [E2ECommand(session: fake.session, facts: { facts })])
        guard let directory = try? TemporaryDirectory("e2e") else { return (.ioError, output, errors) }
        defer { directory.remove() }
        return (main.run(["e2e"] + arguments + ["--dir", directory.file("out")], in: context), output, errors)
    }

    /// Output of a session that played both recordings: the carousel changed page, then snapped back.
    static let twoPlayed: EndToEndOutput = {
        let ready = "READY page=2\n", first = "PAGE-CHANGED 3\nSETTLED page=3 moved=1.00\n", second = "SETTLED page=3 moved=0.47\n"
        let a = ready.utf8.count, b = a + first.utf8.count, c = b + second.utf8.count
        return EndToEndOutput(status: "ok", appOutput: ready + first + second, ranges: [a..<b, b..<c])
    }()

    @Test func passesWhenEachRecordingsOutputMatches() {
        let fake = FakeSession(Self.twoPlayed)
        let (status, output, errors) = run(["flick.json", "--app", "gjs -m 'my app.js'", "--expect", "^SETTLED page=[0-9]+"], fake)
        #expect(status == .ok)
        #expect(output.lines.first == "ok   flick.json: PAGE-CHANGED 3 | SETTLED page=3 moved=1.00")
        #expect(output.lines.last == "2 passed, 0 failed (ran in the QEMU guest)" || output.lines.last == "1 passed, 0 failed (ran in the QEMU guest)")
        #expect(errors.text.contains("running in the QEMU guest: no writable /dev/uinput here"))
        #expect(fake.plans.first?.app == ["gjs", "-m", "my app.js"])
        #expect(fake.ways == [.guest])
    }

    @Test func anExpectationIsCheckedOnlyAgainstItsOwnRecordingsOutput() {
        // PAGE-CHANGED appears after the first recording only: the second must fail, naming what it saw.
        let fake = FakeSession(Self.twoPlayed)
        let (status, output, _) = run(["flick.json", "cancel.json", "--app", "app", "--expect", "^PAGE-CHANGED"], fake)
        #expect(status == .failure)
        #expect(output.lines[0].hasPrefix("ok   flick.json"))
        #expect(output.lines[1] == "FAIL cancel.json")
        #expect(output.lines[2] == "    expected a line matching /^PAGE-CHANGED/ after it; the app printed: SETTLED page=3 moved=0.47")
        #expect(output.lines.last == "1 passed, 1 failed (ran in the QEMU guest)")
    }

    @Test func aSessionThatStoppedEarlyIsAnErrorWithTheLogTails() {
        let crashed = EndToEndOutput(status: "error: the compositor exited after playing flick.json",
                                     appOutput: "READY page=2\n", ranges: [],
                                     compositorLog: "00:00:01.000 [ERROR] Basic output test failed for HEADLESS-1\n(gjs:12): Gjs-CRITICAL **: boom\n",
                                     sessionLog: "[12.0] app ready\n[20.1] error: the compositor exited\n")
        let (status, output, errors) = run(["flick.json", "--app", "app"], FakeSession(crashed))
        #expect(status == .ioError)
        #expect(output.lines.first == "FAIL flick.json: not played (the session stopped before it)")
        #expect(errors.text.contains("e2e: the session failed: the compositor exited after playing flick.json"))
        #expect(errors.text.contains("(gjs:12): Gjs-CRITICAL **: boom"))
        #expect(!errors.text.contains("Basic output test failed"))
        #expect(errors.text.contains("READY page=2"))
        #expect(output.lines.last == "0 passed, 1 failed (ran in the QEMU guest)")
    }

    @Test func theRecordingsAppBlockAddsItsExpectationsAndReadyLine() {
        var recording = sampleRecording()
        recording.expect = .object([("app", .object([("command", .array([.string("x")])), ("ready", .string("^READY")),
                                                      ("expect_stdout", .array([.string("^PAGE-CHANGED 3$")]))]))])
        let fake = FakeSession(Self.twoPlayed)
        let (status, _, _) = run(["flick.json", "--app", "app"], fake, recordings: ["flick.json": recording])
        #expect(status == .ok)
        #expect(fake.plans.first?.steps.first?.expectations == ["^PAGE-CHANGED 3$"])
        #expect(fake.plans.first?.ready == "^READY")
    }

    @Test func aBadAppBlockNamesTheFileAndMember() {
        var recording = sampleRecording()
        recording.expect = .object([("app", .object([("command", .array([.number(1)]))]))])
        let (status, _, errors) = run(["flick.json", "--app", "app"], FakeSession(Self.twoPlayed), recordings: ["flick.json": recording])
        #expect(status == .badData)
        #expect(errors.text.contains("flick.json: expect.app.command[0]: expected a string"))
    }

    @Test func badCommandLinesAreUsageErrors() {
        let fake = FakeSession(Self.twoPlayed)
        #expect(run(["flick.json"], fake).0 == .usage)
        #expect(run(["--app", "app"], fake).0 == .usage)
        let (status, _, errors) = run(["flick.json", "--app", "app", "--expect", "(unclosed"], fake)
        #expect(status == .usage)
        #expect(errors.text.contains("'(unclosed' is not a regular expression"))
        #expect(run(["flick.json", "--app", "'unterminated"], fake).0 == .usage)
        #expect(run(["flick.json", "--app", "app", "--compositor", "weston"], fake).0 == .usage)
        #expect(run(["flick.json", "--app", "app", "--where", "moon"], fake).0 == .usage)
        #expect(run(["missing.json", "--app", "app"], fake).0 == .missingFile)
        #expect(fake.plans.isEmpty)
    }

    @Test func theReportEmbedsTheSnapshotsAndShotsAreCopied() throws {
        let directory = try TemporaryDirectory("e2e-shots")
        defer { directory.remove() }
        let dir = directory.path
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: URL(fileURLWithPath: dir + "/1-after.png"))
        var played = Self.twoPlayed
        played.shots = ["1-after.png": dir + "/1-after.png"]
        let (status, _, _) = run(["flick.json", "--app", "app", "--report", dir + "/r.html", "--shots", dir + "/copies"],
                                 FakeSession(played))
        #expect(status == .ok)
        let page = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
        #expect(page.contains("data:image/png;base64,iVBORw=="))
        #expect(page.contains("touchstone e2e flick.json --app &#39;app&#39;"))
        #expect(FileManager.default.fileExists(atPath: dir + "/copies/1-after.png"))
    }

    @Test func theWayFollowsTheMachine() {
        let here = EndToEndWay.Facts(inGuest: false, uinputWritable: true, isRoot: true, desktopSession: false)
        #expect(EndToEndWay.choose(here).way == .here)
        #expect(EndToEndWay.choose(EndToEndWay.Facts(inGuest: true, uinputWritable: true, isRoot: true, desktopSession: false)).way == .here)
        #expect(EndToEndWay.choose(EndToEndWay.Facts(inGuest: false, uinputWritable: true, isRoot: false, desktopSession: false)).way == .guest)
        #expect(EndToEndWay.choose(EndToEndWay.Facts(inGuest: false, uinputWritable: true, isRoot: true, desktopSession: true)).way == .guest)
        let fake = FakeSession(Self.twoPlayed)
        let (_, _, errors) = run(["flick.json", "--app", "app"], fake, facts: here)
        #expect(fake.ways == [.here])
        #expect(errors.text.contains("running here: /dev/uinput is writable"))
        _ = run(["flick.json", "--app", "app", "--where", "guest"], fake, facts: here)
        #expect(fake.ways == [.here, .guest])
    }

    @Test func thePlanFileCarriesEveryStep() {
        let plan = EndToEndPlan(app: ["gjs", "-m", "a b.js"], steps: [.init(path: "x.json", expectations: ["^A", "B$"]),
                                                                     .init(path: "y.json", expectations: [])],
                                ready: "^READY")
        let text = plan.text(touchstone: "/bin/touchstone", recordings: ["/s/1.json", "/s/2.json"])
        #expect(text.contains("ready=^READY\napp=gjs\napp=-m\napp=a b.js\nrecording=/s/1.json\nexpect.1=^A\nexpect.1=B$\nrecording=/s/2.json\n"))
        var bad = plan
        bad.app = ["a\nb"]
        #expect(throws: CommandError.self) { try bad.validate() }
    }

    @Test func theSessionsMarksAreRead() throws {
        let directory = try TemporaryDirectory("e2e-out")
        defer { directory.remove() }
        let dir = directory.path
        try "ok\n".write(toFile: dir + "/status", atomically: true, encoding: .utf8)
        try "READY\nA\nB\n".write(toFile: dir + "/app.out", atomically: true, encoding: .utf8)
        try "1 6 8 1 900\n2 8 10 2 1200\n".write(toFile: dir + "/marks", atomically: true, encoding: .utf8)
        let output = try EndToEndOutput(directory: dir)
        #expect(output.segment(0) == "A\n")
        #expect(output.segment(1) == "B\n")
        #expect(output.segment(2) == nil)
        #expect(output.plays.map(\.attempts) == [1, 2])
        try "1 6 8 1 0\n3 8 10 1 0\n".write(toFile: dir + "/marks", atomically: true, encoding: .utf8)
        #expect(throws: CommandError.self) { try EndToEndOutput(directory: dir) }
    }

    @Test func theAppCommandIsSplitLikeAShell() {
        let fake = FakeSession(Self.twoPlayed)
        _ = run(["flick.json", "--app", #"gjs -m a\ b.js "c d" 'e"f' x"y"z"#], fake)
        #expect(fake.plans.first?.app == ["gjs", "-m", "a b.js", "c d", "e\"f", "xyz"])
        #expect(CLIRun(["e2e", "--help"]).output.text.contains("--app CMD"))
    }
}
