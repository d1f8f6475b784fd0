import Foundation
import TouchstoneCore

/// `touchstone e2e RECORDING... --app CMD`: plays recordings through uinput into a real app under a headless
/// Wayland compositor and checks what the app prints (docs/e2e.md).
public struct E2ECommand: Command {
    /// Runs one session: the plan, the way, the recordings' durations and the session directory.
    public typealias Session = @Sendable (EndToEndPlan, EndToEndWay, [Int64], String, OutputSink) throws(CommandError) -> EndToEndOutput

    private let session: Session
    private let facts: @Sendable () -> EndToEndWay.Facts

    /// Creates the command; tests pass their own session and machine facts.
    public init(session: Session? = nil, facts: (@Sendable () -> EndToEndWay.Facts)? = nil) {
        self.session = session ?? E2ECommand.realSession
        self.facts = facts ?? { EndToEndSession.facts() }
    }

    public let name = "e2e"
    public let summary = "Play recordings into a real app under a headless Wayland compositor and check its output."
    public let usage = "RECORDING... --app 'CMD ARGS' [--ready REGEX] [--expect REGEX]... [--compositor cage] [--shots DIR]"
    public var discussion: String {
        """
        Starts seatd, a headless wlroots compositor (cage) with the libinput backend and the app under it, waits
        for the app's ready line (--ready, default: its first line on stdout), then plays each RECORDING through
        uinput in real time and checks every --expect regular expression, and the recording's own
        expect.app.expect_stdout, against what the app printed after that recording. One line per recording,
        then 'N passed, N failed'; exit 1 on a failure, 74 when the session could not run (the error shows the
        compositor's and the app's last lines). Where there is no writable /dev/uinput or no seat (CI, containers),
        the whole session runs in the project's QEMU guest (scripts/kernel/boot); it says which way it ran.
        Needs `make deps-e2e` and a checkout (scripts/e2e/session).
        """
    }
    public let options: [OptionSpec] = [
        .value("app", "CMD", help: "The app and its arguments, split like a shell (quotes, no expansion)."),
        .value("ready", "REGEX", help: "The app's line that says it is ready (default: any first line)."),
        .value("expect", "REGEX", help: "Must match the app's stdout after every recording (repeatable)."),
        .value("compositor", "NAME", help: "cage (default) or sway."),
        .value("shots", "DIR", help: "Ask the app for window snapshots before/after each recording; copy them to DIR."),
        .value("report", "REPORT.html", help: "Also write an HTML page with each recording's output and snapshots."),
        .value("settle-ms", "N", help: "Wait N ms after creating the device before playing (default 3000)."),
        .value("ready-timeout", "S", help: "Seconds the app has to become ready (default 240)."),
        .value("wait", "S", help: "Seconds to wait for the expectations after each recording (default 60)."),
        .value("where", "WAY", help: "auto (default), here, or guest."),
        .value("dir", "DIR", help: "Session directory (default: a fresh one under /tmp, removed after a pass)."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard let appText = arguments.value("app") else { throw .usage("say --app 'CMD ARGS': the app to test") }
        let app = try ShellWords.split(appText, option: "app")
        var steps: [EndToEndPlan.Step] = []
        var durations: [Int64] = []
        var ready = arguments.value("ready")
        var compositor = arguments.value("compositor")
        for path in arguments.positionals {
            let recording = try context.loadRecording(path, nil)
            let block = try EndToEndAppBlock(expect: recording.expect, file: path)
            ready = ready ?? block?.ready
            compositor = compositor ?? block?.compositor
            steps.append(.init(path: path, expectations: arguments.allValues("expect") + (block?.expectStdout ?? [])))
            durations.append(recording.duration)
        }
        var plan = EndToEndPlan(app: app, steps: steps, ready: ready, compositor: compositor ?? "cage",
                                shots: arguments.value("shots") != nil || arguments.value("report") != nil)
        plan.settleMilliseconds = try arguments.integer("settle-ms", in: 0...60_000) ?? plan.settleMilliseconds
        plan.readySeconds = try arguments.integer("ready-timeout", in: 1...3600) ?? plan.readySeconds
        plan.gestureSeconds = try arguments.integer("wait", in: 1...3600) ?? plan.gestureSeconds
        try plan.validate()
        let way = try chooseWay(arguments.value("where") ?? "auto", context: context)
        let directory = arguments.value("dir") ?? Self.temporaryDirectory()
        let report = try EndToEndReport.run(plan, way: way, durations: durations, directory: directory,
                                            progress: context.errors, session: session)
        for result in report.results { for line in result.report { context.output.line(line) } }
        if let failure = report.sessionError { context.errors.line(failure) }
        if let shots = arguments.value("shots") { try report.copyShots(to: shots) }
        if let page = arguments.value("report") { try FileOutput.write(report.html(title: appText, reproduce: (["touchstone", "e2e"] + arguments.positionals + ["--app", "'\(appText)'"]).joined(separator: " ")), to: page) }
        context.output.line("\(report.passed) passed, \(report.failed) failed (ran \(way == .guest ? "in the QEMU guest" : "here"))")
        if report.sessionError == nil && report.failed == 0 && arguments.value("dir") == nil {
            try? FileManager.default.removeItem(atPath: directory)
        } else {
            context.errors.line("e2e: session files kept in \(directory)")
        }
        if report.sessionError != nil { return .ioError }
        return report.failed > 0 ? .failure : .ok
    }

    private func chooseWay(_ wanted: String, context: CommandContext) throws(CommandError) -> EndToEndWay {
        let (auto, reason) = EndToEndWay.choose(facts())
        switch wanted {
        case "auto":
            context.errors.line("e2e: running \(auto == .guest ? "in the QEMU guest" : "here"): \(reason)")
            return auto
        case "here", "guest":
            let way = EndToEndWay(rawValue: wanted)!
            context.errors.line("e2e: running \(way == .guest ? "in the QEMU guest" : "here") (--where \(wanted))")
            return way
        default:
            throw .usage("--where takes auto, here or guest, not '\(wanted)'")
        }
    }

    static func temporaryDirectory() -> String {
        var template = Array("/tmp/touchstone-e2e.XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let made = mkdtemp(base) else { return "/tmp/touchstone-e2e" }
            return String(cString: made)
        }
    }

    /// The real session: scripts/e2e/session here or in the guest.
    static let realSession: Session = { (plan, way, durations, directory, progress) throws(CommandError) in
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let scripts = EndToEndSession.findScripts(executable: executable) else {
            throw CommandError("cannot find scripts/e2e/session: run touchstone e2e from a Touchstone checkout", exitCode: .ioError)
        }
        let runner = EndToEndSession(scripts: scripts, touchstone: executable, directory: directory)
        return try runner.run(plan, way: way, durations: durations) { progress.line($0) }
    }
}
