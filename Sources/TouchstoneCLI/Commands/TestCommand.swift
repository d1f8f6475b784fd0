import Foundation
import TouchstoneCommandLine
import TouchstoneCore
import TouchstoneRender

/// `touchstone test [PATH...]`: collects recordings with an expect block and checks them like a test runner.
public struct TestCommand: Command {
    /// Clocks, host name, environment and working directory (fixed ones in tests).
    let environment: @Sendable () -> TestRunEnvironment

    /// Plays recordings with an `expect.app` block (the real e2e session by default).
    let appSession: E2ECommand.Session
    /// The machine facts that choose where app blocks run.
    let facts: @Sendable () -> EndToEndWay.Facts

    /// Creates the command; tests pass fixed environments, a fake e2e session and fixed machine facts.
    public init(environment: @escaping @Sendable () -> TestRunEnvironment = { .live }, appSession: E2ECommand.Session? = nil,
                facts: (@Sendable () -> EndToEndWay.Facts)? = nil) {
        self.environment = environment
        self.appSession = appSession ?? E2ECommand.realSession
        self.facts = facts ?? { EndToEndSession.facts() }
    }

    public let name = "test"
    public let summary = "Check the expected outcomes embedded in recordings; exit 1 when any differs."
    public let usage = "[PATH...] [-k PATTERN] [-x] [-j N] [--shard I/N] [--junit FILE] [--report REPORT.html] [--json]\n       touchstone test --accept [PATH...] [--field FIELD...] [--animation NAME [--engine PRESET]]"
    public var discussion: String {
        """
        PATH is a recording or a directory (searched recursively for .json files; default: Recordings).
        A file is collected when it is a Touchstone recording (top-level "format": "touchstone-recording")
        with an expect block; other files are skipped and -v says why. A file that claims to be a
        recording but cannot be read is an error. Cases are named by their path relative to the
        collection root (the deepest folder holding every PATH) and run in name order.
        Each expect block (docs/recording-format.md) is checked: the gestures classify finds, and the final
        state of a replay against the named animation. Failures print expected against actual with the
        input frame or display tick where they part.
        Exit status: 0 all passed, 1 a case failed or had an error, 5 nothing was collected,
        64 usage (docs/testing-in-ci.md).
        --accept writes what a check finds into recordings without an expect block (the gestures; with
        --animation also the replay's final state), and for failing recordings the fields named with --field
        (exact fields take the actual value, ranges widen to hold it). Passing expectations are never
        touched; every change is printed; the file is rewritten atomically and only its expect block changes.
        Sharding: --shard I/N (1-based), else Bazel's TEST_TOTAL_SHARDS/TEST_SHARD_INDEX (0-based; the
        file TEST_SHARD_STATUS_FILE is touched, JUnit also goes to XML_OUTPUT_FILE), else GitLab's
        CI_NODE_TOTAL/CI_NODE_INDEX (1-based).
        """
    }
    public let options: [OptionSpec] = [
        .value("keyword", short: "k", "PATTERN", help: "Run only cases whose name contains PATTERN (a glob when it has * ? or [); repeatable."),
        .flag("exitfirst", short: "x", help: "Stop at the first failure or error."),
        .value("jobs", short: "j", "N", help: "Run N cases at a time (output and order as with -j 1)."),
        .value("shard", "I/N", help: "Run shard I of N (1-based) of the cases, split by name."),
        .value("junit", "FILE", help: "Also write JUnit XML to FILE."),
        .value("report", "REPORT.html", help: "Also write one self-contained HTML page: failures first, expected vs actual, marked plots, contact sheets."),
        .flag("json", help: "Print one JSON line per case (name, status, duration, mismatches) instead of text; the summary goes to stderr."),
        .value("durations", "N", help: "List the N slowest cases (0: all)."),
        .value("repeat", "N", help: "Run each case N times; a case whose animation command replies differently fails (default 1)."),
        .flag("skip-app", help: "Do not play expect.app blocks (no compositor, no guest): their cases say skipped, never passed."),
        .value("reply-timeout", "SECONDS", help: "How long an animation command may take to reply (default 10)."),
        .flag("verbose", short: "v", help: "Also list the files that were skipped, and why."),
        .flag("quiet", short: "q", help: "Print only failures and the summary."),
        .flag("accept", help: "Write the actual outcome into recordings without an expect block, and the --field fields of failing ones; passing ones are not touched."),
        .value("field", "FIELD", help: "With --accept: accept this mismatching field (or all under it: gestures, replay); repeatable."),
        .value("animation", "NAME", help: "With --accept: new expect blocks also expect the final state of a replay against NAME."),
        .value("engine", "PRESET", help: "With --accept and --animation: the engine preset (default gagat)."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let environment = environment()
        let started = environment.elapsed()
        let startedAt = environment.now()
        let jobs = try arguments.integer("jobs", in: 1...256) ?? 1
        let durations = try arguments.integer("durations", in: 0...1_000_000)
        let shard = try ShardSelection.resolve(option: arguments.value("shard"), environment: environment.variables)
        let paths = arguments.positionals.isEmpty ? ["Recordings"] : arguments.positionals
        let collection = try TestCollection(paths: paths, workingDirectory: environment.workingDirectory)
        let patterns = arguments.allValues("keyword")
        let selected = collection.cases.filter { testCase in patterns.isEmpty || patterns.contains { Self.matches(testCase.name, $0) } }
        let cases = shard.select(selected)
        if arguments.has("accept") {
            let pending = collection.withoutExpect.filter { testCase in patterns.isEmpty || patterns.contains { Self.matches(testCase.name, $0) } }
            guard !selected.isEmpty || !pending.isEmpty else {
                context.errors.line("touchstone test: no recordings to accept under \(paths.joined(separator: " "))")
                return .noTestsCollected
            }
            let acceptance = TestAcceptance(fields: arguments.allValues("field"), animation: arguments.value("animation"),
                                            engine: arguments.value("engine") ?? "gagat",
                                            replyTimeout: try ExternalAnimation.replyTimeout(arguments))
            return acceptance.run(cases: selected, withoutExpect: pending, output: context.output)
        }
        for option in ["field", "animation", "engine"] where arguments.value(option) != nil {
            throw .usage("--\(option) is only for --accept")
        }
        let json = arguments.has("json")
        let console = TestConsole(output: json ? context.errors : context.output, quiet: arguments.has("quiet"),
                                  environment: environment.variables)
        if arguments.has("verbose") { collection.skipped.forEach(console.skipped) }
        if let statusFile = environment.variables["TEST_SHARD_STATUS_FILE"], !statusFile.isEmpty {
            // Bazel: touching the file says this runner understands sharding.
            let status = PathName.absolute(statusFile, from: environment.workingDirectory)
            if !FileManager.default.createFile(atPath: status, contents: FileManager.default.contents(atPath: status) ?? Data()) {
                throw CommandError("\(status): cannot touch TEST_SHARD_STATUS_FILE", exitCode: .ioError)
            }
        }

        guard !selected.isEmpty else {
            var reason = collection.cases.isEmpty
                ? "no recordings with an expect block under \(paths.joined(separator: " "))"
                : "no case name matches -k \(patterns.joined(separator: " -k "))"
            let skipped = collection.skipped.count
            if skipped > 0 {
                reason += " (\(skipped) file\(skipped == 1 ? "" : "s") skipped\(arguments.has("verbose") ? "" : "; -v lists why"))"
            }
            context.errors.line("touchstone test: \(reason)")
            return .noTestsCollected
        }
        if cases.isEmpty {
            console.output.line("shard \(shard.index)/\(shard.total) has no cases (\(selected.count) in the suite)")
        }

        let wantsReport = arguments.value("report") != nil
        let repeats = try arguments.integer("repeat", in: 1...100) ?? 1
        let replyTimeout = try ExternalAnimation.replyTimeout(arguments)
        let apps = TestAppSessions.run(cases, skip: arguments.has("skip-app"), session: appSession, facts: facts(),
                                       progress: context.errors)
        var runs: [TestCaseExecution.Run] = []
        let emitted = TestScheduler.run(count: cases.count, jobs: jobs, stopAtFirstFailure: arguments.has("exitfirst"),
                                        execute: { index in TestCaseExecution.run(cases[index], plot: wantsReport, repeats: repeats,
                                                                               replyTimeout: replyTimeout,
                                                                               app: apps.outcomes[cases[index].name], environment: environment) },
                                        emit: { index, run in
            runs.append(run)
            if json { context.output.line(run.result.jsonLine) }
            console.show(run.result, position: index + 1, count: cases.count)
        })
        let results = runs.map(\.result)
        console.endProgress()
        let seconds = max(0, environment.elapsed() - started)

        var properties = [JUnitReport.Property(name: "touchstone.version", value: TouchstoneVersion.current)]
        if shard.total > 1 { properties.append(JUnitReport.Property(name: "touchstone.shard", value: "\(shard.index)/\(shard.total)")) }
        let suite = JUnitReport.Suite(name: "touchstone", timestamp: TestRunEnvironment.timestamp(startedAt), hostname: environment.hostname,
                                      time: seconds, properties: properties, cases: results.map(JUnitReport.Case.init))
        let junit = JUnitReport(suites: [suite]).xml
        for file in [arguments.value("junit"), environment.variables["XML_OUTPUT_FILE"]].compactMap({ $0 }) where !file.isEmpty {
            try FileOutput.write(junit, to: PathName.absolute(file, from: environment.workingDirectory))
        }
        if let report = arguments.value("report") {
            var metadata: [(name: String, value: String)] = [
                ("version", BuildInfo.versionLine(program: "touchstone")),
                ("date", TestRunEnvironment.timestamp(startedAt).replacingOccurrences(of: "T", with: " ") + " UTC"),
                ("command", Self.shellCommand(["touchstone", name] + arguments.given)),
                ("directory", environment.workingDirectory),
                ("host", environment.hostname),
                ("collection root", collection.root),
            ]
            if shard.total > 1 { metadata.append(("shard", "\(shard.index)/\(shard.total) (\(shard.source))")) }
            if cases.count - runs.count > 0 { metadata.append(("not run", "\(cases.count - runs.count) (stopped at the first failure, -x)")) }
            let page = HTMLReport(cases: runs.map(Self.reportCase), metadata: metadata)
            try FileOutput.write(page.html, to: PathName.absolute(report, from: environment.workingDirectory))
        }
        if !json { console.failureSummary(results) }
        if let durations { console.durations(results, limit: durations) }
        console.summary(results, notRun: cases.count - emitted, skippedFiles: collection.skipped.count, seconds: seconds)
        return results.allSatisfy({ $0.status == .passed || $0.status == .skipped }) ? .ok : .failure
    }

    /// `-k`: a substring of the name, or a glob (fnmatch) when the pattern has `*`, `?` or `[`.
    static func matches(_ name: String, _ pattern: String) -> Bool {
        if pattern.contains(where: { "*?[".contains($0) }) { return fnmatch(pattern, name, 0) == 0 }
        return name.contains(pattern)
    }

    /// The report's view of one run.
    static func reportCase(_ run: TestCaseExecution.Run) -> HTMLReport.Case {
        let result = run.result
        let status = HTMLReport.Status(rawValue: result.status.rawValue) ?? .error
        return HTMLReport.Case(name: result.testCase.name, status: status, summary: result.summary, mismatches: result.mismatches,
                               error: result.errorMessage, reproduce: shellCommand(["touchstone", "test", result.testCase.path]),
                               details: result.output, duration: result.duration, plot: run.plot, contactSheet: run.contactSheet)
    }

    /// `words` as one shell command line, quoting the words that need it.
    static func shellCommand(_ words: [String]) -> String {
        words.map { word in
            let safe = !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0)) }
            return safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }.joined(separator: " ")
    }
}
