import TouchstoneCore
import TouchstoneRecognition

/// `touchstone compare FILE|DIR...`: Touchstone's verdict beside libinput's and the desktops' rules on
/// the same recordings, or Touchstone's verdicts under two settings.
public struct CompareCommand: Command {
    public init() {}
    public let name = "compare"
    public let summary = "Compare verdicts across gesture stacks (Touchstone, libinput, GNOME, KWin, Hyprland) or settings."
    public let usage = "FILE|DIR... [--stacks LIST] [--json] [--report OUT.html] [--set KEY=VALUE...] | DIR... --set-a KEY=VALUE... --set-b KEY=VALUE..."
    public var discussion: String {
        """
        Stacks: touchstone (the arena, as classify, with --set), libinput (libinput's own gesture events kept from a
        `libinput record --with-libinput` file), gnome, kwin and hyprland (libinput's events through each desktop's
        swipe rules; see docs/compare.md for the rules and their sources). Each says kind, fingers, direction and
        outcome in classify's words, or unknown when it cannot (no libinput events in the file).
        Directories are walked for .yml and Touchstone .json recordings. A recording's label comes from its expect
        block, its metadata labels or a labels.json beside it.
        Without --json: a table per file (! marks a verdict that disagrees with the label) and a summary per family
        and stack. --json: one line per file per stack:
          {"file", "stack", "kind", "fingers", "direction", "outcome", "began_us", "travel_mm", "agrees_with_label", "note"}
        --set-a/--set-b: list the recordings whose Touchstone verdict changes between the two settings, with the input
        frame where the two runs part; exit status 1 when any changes.
        """
    }
    public let options: [OptionSpec] = [
        .value("stacks", "LIST", help: "Comma-separated stacks (default touchstone,libinput,gnome,kwin,hyprland)."),
        .flag("json", help: "One JSON line per file per stack."),
        .value("report", "OUT.html", help: "Write a matrix page (recordings x stacks, disagreements first)."),
        .recognizerSetting,
        .value("set-a", "KEY=VALUE", help: "Settings A of an A/B run (repeatable)."),
        .value("set-b", "KEY=VALUE", help: "Settings B of an A/B run (repeatable)."),
        .deviceIndex,
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one FILE or DIR") }
        var inputs = try CompareInputs(arguments.positionals)
        guard !inputs.files.isEmpty else { throw CommandError("no recordings found in \(arguments.positionals.joined(separator: " "))", exitCode: .missingFile) }
        let deviceIndex = try arguments.deviceIndex()
        if !arguments.allValues("set-a").isEmpty || !arguments.allValues("set-b").isEmpty {
            return try runAB(arguments, files: inputs.files, deviceIndex: deviceIndex, in: context)
        }
        var stacks = DesktopStack.allCases
        if let list = arguments.value("stacks") {
            switch DesktopStack.parseList(list) {
            case .success(let parsed): stacks = parsed
            case .failure(let error): throw .usage("--stacks: \(error)")
            }
            guard !stacks.isEmpty else { throw .usage("--stacks: expected at least one stack") }
        }
        let settings = try arguments.recognizerSettings()
        var rows: [CompareRow] = []
        var worst: ExitCode = .ok
        for path in inputs.files {
            do {
                let recording = try context.loadRecording(path, deviceIndex)
                let verdicts = DesktopStack.verdicts(recording, stacks: stacks, settings: settings,
                                                     libinputCaptured: CompareInputs.capturesLibinput(recording))
                var row = CompareRow(file: path, label: inputs.label(of: recording, path: path), stacks: stacks, verdicts: verdicts)
                if arguments.value("report") != nil { row.plot = CompareReport.plot(recording, row: row) }
                rows.append(row)
                if arguments.has("json") {
                    row.jsonLines.forEach(context.output.line)
                } else {
                    context.output.line(row.table)
                }
            } catch {
                context.errors.line("touchstone compare: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
            }
        }
        if !arguments.has("json"), !rows.isEmpty { context.output.line(CompareSummary(stacks: stacks, rows: rows).text) }
        if let report = arguments.value("report") {
            try CompareReport(rows: rows, stacks: stacks, command: "touchstone compare " + arguments.positionals.joined(separator: " "))
                .write(to: report, context: context)
        }
        return worst
    }

    /// The A/B run: recordings whose verdict changes between `--set-a` and `--set-b`.
    private func runAB(_ arguments: ParsedArguments, files: [String], deviceIndex: Int?, in context: CommandContext) throws(CommandError) -> ExitCode {
        let a = try arguments.recognizerSettings("set-a")
        let b = try arguments.recognizerSettings("set-b")
        var changed = 0
        var worst: ExitCode = .ok
        for path in files {
            do {
                let recording = try context.loadRecording(path, deviceIndex)
                let divergence = SettingsDivergence.compare(recording, a: a, b: b)
                guard divergence.changed else { continue }
                changed += 1
                let place = divergence.frame.map { frame in
                    frame == recording.frames.count ? "at the end of input" : "at input frame \(frame), t = \(divergence.time ?? 0) us"
                } ?? "with no difference in decisions"
                if arguments.has("json") {
                    context.output.line(JSONLine.object([
                        ("file", JSONLine.string(path)), ("a", JSONLine.string(SettingsDivergence.summary(divergence.a))),
                        ("b", JSONLine.string(SettingsDivergence.summary(divergence.b))),
                        ("frame", divergence.frame.map { String($0) } ?? "null"), ("t_us", divergence.time.map { String($0) } ?? "null"),
                    ]))
                } else {
                    context.output.line("\(path): A \(SettingsDivergence.summary(divergence.a)) -> B \(SettingsDivergence.summary(divergence.b)), parting \(place)")
                }
            } catch {
                context.errors.line("touchstone compare: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
            }
        }
        context.errors.line("touchstone compare: \(changed) of \(files.count) recording\(files.count == 1 ? "" : "s") change\(changed == 1 ? "s" : "") verdict between A and B")
        if worst != .ok { return worst }
        return changed > 0 ? .failure : .ok
    }
}
