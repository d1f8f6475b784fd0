import Foundation
import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecognition

/// `touchstone compare FILE|DIR...`: Touchstone's verdict beside libinput's and the desktops' rules on
/// the same recordings, or Touchstone's verdicts under two settings.
public struct CompareCommand: Command {
    public init() {}
    public let name = "compare"
    public let summary = "Compare verdicts across gesture stacks (Touchstone, libinput, GNOME, KWin, Hyprland) or settings."
    public let usage = "FILE|DIR... [--stacks LIST] [--json] [--report OUT.html] [--set KEY=VALUE...] [--live-libinput] | DIR... --set-a KEY=VALUE... --set-b KEY=VALUE... | DIR... --against SAVED.jsonl [--set-b KEY=VALUE...]"
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
        --live-libinput (where /dev/uinput is usable, e.g. as root in the system test's guest): also play each recording
        through a uinput copy of its device at its recorded times, read libinput's gesture events for that device live
        (with the cancelled flag `libinput record` 1.22 does not write) and give every libinput-based stack again from
        them, named NAME-live (libinput-live, gnome-live, kwin-live, hyprland-live). Without uinput, udev or permission
        it stops with exit status 74 naming what is missing.
        --set-a/--set-b: list the recordings whose Touchstone verdict changes between the two settings, with the input
        frame where the two runs part; exit status 1 when any changes. --against SAVED.jsonl takes side A from a saved
        `touchstone classify` output (files matched by path, else by name) and side B from this run (--set-b); the runs
        part at the first differing gesture's saved start (its end when only the outcome differs). A recording missing
        from the saved output also makes the exit status 1.
        """
    }
    public let options: [OptionSpec] = [
        .value("stacks", "LIST", help: "Comma-separated stacks (default touchstone,libinput,gnome,kwin,hyprland)."),
        .flag("json", help: "One JSON line per file per stack."),
        .value("report", "OUT.html", help: "Write a matrix page (recordings x stacks, disagreements first)."),
        .recognizerSetting,
        .value("set-a", "KEY=VALUE", help: "Settings A of an A/B run (repeatable)."),
        .value("set-b", "KEY=VALUE", help: "Settings B of an A/B run (repeatable)."),
        .flag("live-libinput", help: "Also play each recording through /dev/uinput and take libinput's verdict live (stacks NAME-live)."),
        .value("against", "SAVED.jsonl", help: "A/B against a saved `touchstone classify` output (side A); this run is side B."),
        .deviceIndex, .size,
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one FILE or DIR") }
        var inputs = try CompareInputs(arguments.positionals)
        guard !inputs.files.isEmpty else { throw CommandError("no recordings found in \(arguments.positionals.joined(separator: " "))", exitCode: .missingFile) }
        let deviceIndex = try arguments.deviceIndex()
        if !arguments.allValues("set-a").isEmpty || !arguments.allValues("set-b").isEmpty || arguments.value("against") != nil {
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
        // --live-libinput: every libinput-based stack again, from libinput's events as the recording plays.
        let liveStacks = arguments.has("live-libinput") ? stacks.filter { $0 != .touchstone } : []
        if arguments.has("live-libinput"), liveStacks.isEmpty {
            throw .usage("--live-libinput: --stacks names no libinput-based stack (libinput, gnome, kwin, hyprland)")
        }
        let names = stacks.map(\.rawValue) + liveStacks.map { $0.rawValue + "-live" }
        var rows: [CompareRow] = []
        var worst: ExitCode = .ok
        for path in inputs.files {
            let recording: Recording
            do {
                recording = try context.loadRecording(path, deviceIndex)
            } catch {
                context.errors.line("touchstone compare: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
                continue
            }
            var verdicts = DesktopStack.verdicts(recording, stacks: stacks, settings: settings,
                                                 libinputCaptured: CompareInputs.capturesLibinput(recording))
            if !liveStacks.isEmpty { verdicts += try Self.liveVerdicts(recording, path: path, stacks: liveStacks) }
            var row = CompareRow(file: path, label: inputs.label(of: recording, path: path), stacks: names, verdicts: verdicts)
            if arguments.value("report") != nil { row.plot = CompareReport.plot(recording, row: row) }
            rows.append(row)
            if arguments.has("json") {
                row.jsonLines.forEach(context.output.line)
            } else {
                context.output.line(row.table)
            }
        }
        if !arguments.has("json"), !rows.isEmpty { context.output.line(CompareSummary(stacks: names, rows: rows).text) }
        if let report = arguments.value("report") {
            try CompareReport(rows: rows, stacks: names, command: "touchstone compare " + arguments.positionals.joined(separator: " "))
                .write(to: report, context: context)
        }
        return worst
    }

    /// Plays `recording` through uinput and returns the verdicts of `stacks` from libinput's live events.
    /// - Throws: exit 74 naming what is missing (uinput module, permission, udev) or what failed.
    private static func liveVerdicts(_ recording: Recording, path: String, stacks: [DesktopStack]) throws(CommandError) -> [StackVerdict] {
        let capture: LibinputLiveCapture.Capture
        do {
            capture = try LibinputLiveCapture().capture(recording)
        } catch {
            throw CommandError("--live-libinput: \(path): \(error)", exitCode: .ioError)
        }
        var verdicts = LiveLibinputRun(events: capture.events, writes: capture.writes).verdicts(recording, stacks: stacks)
        let played = "played on \(capture.node), worst lateness \(String(format: "%.1f", Double(capture.worstLateness) / 1000)) ms"
        if stacks.first == .libinput { verdicts[0].note = verdicts[0].note.map { $0 + "; " + played } ?? played }
        return verdicts
    }

    /// The A/B run: recordings whose verdict changes between `--set-a` (or the saved classify output
    /// `--against` names) and `--set-b`.
    private func runAB(_ arguments: ParsedArguments, files: [String], deviceIndex: Int?, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.allValues("set").isEmpty else {
            throw .usage("--set applies to the stacks; an A/B run takes --set-a and --set-b (or --against SAVED.jsonl and --set-b)")
        }
        if arguments.value("against") != nil, !arguments.allValues("set-a").isEmpty {
            throw .usage("--against is side A (the saved verdicts); give this run's settings with --set-b, not --set-a")
        }
        let saved = try arguments.value("against").map { path throws(CommandError) in try SavedClassifications(contentsOf: path) }
        let a = try arguments.recognizerSettings("set-a")
        let b = try arguments.recognizerSettings("set-b")
        let sideA = saved.map { "the saved output \($0.path)" } ?? "A"
        var changed = 0, missing = 0
        var worst: ExitCode = .ok
        for path in files {
            do {
                let recording = try context.loadRecording(path, deviceIndex)
                let change: ABChange
                if let saved {
                    let current = DesktopStack.classify(recording, settings: b).classifications.map(SavedClassifications.Gesture.init)
                    guard let before = saved.gestures(of: path) else {
                        missing += 1
                        context.errors.line("touchstone compare: \(path): not in \(saved.path) (no saved verdict to compare with)")
                        continue
                    }
                    let same = before.gestures.count == current.count && zip(before.gestures, current).allSatisfy { $0.sameVerdict(as: $1) }
                    if same { continue }
                    let time = SavedClassifications.Gesture.partingTime(before.gestures, current)
                    change = ABChange(a: before.gestures.map(\.verdict.summary).joined(separator: "; "),
                                      b: current.map(\.verdict.summary).joined(separator: "; "),
                                      frame: time.map { t in recording.frames.firstIndex { $0.time >= t } ?? recording.frames.count },
                                      time: time)
                } else {
                    let divergence = SettingsDivergence.compare(recording, a: a, b: b)
                    guard divergence.changed else { continue }
                    change = ABChange(a: SettingsDivergence.summary(divergence.a), b: SettingsDivergence.summary(divergence.b),
                                      frame: divergence.frame, time: divergence.time)
                }
                changed += 1
                context.output.line(arguments.has("json") ? change.jsonLine(file: path)
                                    : change.line(file: path, frameCount: recording.frames.count, sideA: saved == nil ? "A" : "saved"))
            } catch {
                context.errors.line("touchstone compare: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
            }
        }
        let plural = files.count == 1 ? "" : "s"
        context.errors.line("touchstone compare: \(changed) of \(files.count) recording\(plural) change\(changed == 1 ? "s" : "") verdict between \(sideA) and B"
                            + (missing > 0 ? "; \(missing) not in the saved output" : ""))
        if worst != .ok { return worst }
        return changed > 0 || missing > 0 ? .failure : .ok
    }
}

/// One recording whose verdict changed in an A/B run, and where the runs part.
private struct ABChange {
    var a: String, b: String
    /// Input frame where they part (`frames.count`: only at the end of input), nil when unknown.
    var frame: Int?
    var time: Int64?

    func jsonLine(file: String) -> String {
        JSONLine.object([
            ("file", JSONLine.string(file)), ("a", JSONLine.string(a)), ("b", JSONLine.string(b)),
            ("frame", frame.map { String($0) } ?? "null"), ("t_us", time.map { String($0) } ?? "null"),
        ])
    }

    func line(file: String, frameCount: Int, sideA: String) -> String {
        let place = frame.map { frame in
            frame == frameCount ? "at the end of input" : "at input frame \(frame), t = \(time ?? 0) us"
        } ?? "at an unknown frame"
        return "\(file): \(sideA) \(a) -> B \(b), parting \(place)"
    }
}
