import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRender
import TouchstoneSynthesis

/// `touchstone sweep --x KEY=START:END:N FILE|DIR...`: one recognizer setting swept over labelled
/// recordings. At each value: Touchstone's verdict on every recording against its label (as `compare`
/// labels it), and the travel and time before `began` of the gestures the setting governs (the key's
/// family, `swipe.begin_mm` -> swipes): the travel-versus-error trade-off of a begin threshold.
struct SettingSweep {
    /// One value's results.
    struct Point {
        var value: Double
        /// Labelled recordings compared, and how many verdicts disagreed with the label.
        var compared = 0, errors = 0
        /// The same within the key's family (label kind = the key's prefix).
        var familyCompared = 0, familyErrors = 0
        /// Travel (mm) and time from the first touch (µs) at `began`, of the family's recordings
        /// Touchstone recognized as that kind; sorted.
        var travel: [Double] = []
        var beganAfter: [Int64] = []

        /// Wrong verdicts, percent of those compared (in the family when the key names one).
        func errorPercent(inFamily: Bool) -> Double {
            let (wrong, of) = inFamily ? (familyErrors, familyCompared) : (errors, compared)
            return of == 0 ? 0 : Double(wrong) * 100 / Double(of)
        }
    }

    var axis: SweepAxis
    /// The gesture kind the setting's key names (`swipe.begin_mm` -> swipe), nil for others.
    var family: StackVerdict.Kind?
    var points: [Point] = []

    /// Runs every recording at every value of `axis`, over the `base` settings.
    /// - Throws: usage (64) for a key or value the recognizers do not take.
    init(axis: SweepAxis, base: [(key: String, value: String)], recordings: [(recording: Recording, label: CompareInputs.Label?)]) throws(CommandError) {
        self.axis = axis
        let prefix = axis.field.split(separator: ".").first.map(String.init) ?? ""
        family = StackVerdict.Kind(rawValue: prefix).flatMap { [.pan, .swipe, .pinch, .rotate, .hold].contains($0) ? $0 : nil }
        for value in axis.values {
            let settings: RecognizerSettings
            do {
                settings = try RecognizerSettings(base + [(axis.field, JSONLine.number(value))])
            } catch {
                throw .usage("--x: \(error)")
            }
            var point = Point(value: value)
            for (recording, label) in recordings {
                guard let label else { continue }
                let results = DesktopStack.classify(recording, settings: settings).classifications
                let first = results.first { $0.kind != nil } ?? results[0]
                let wrong = !StackVerdict(first).agrees(with: label.verdict)
                point.compared += 1
                if wrong { point.errors += 1 }
                guard let family, label.verdict.kind == family else { continue }
                point.familyCompared += 1
                if wrong { point.familyErrors += 1 }
                if StackVerdict(first).kind == family, let travel = first.travelAtRecognition {
                    point.travel.append(travel)
                    if let after = first.recognizedAfter { point.beganAfter.append(after) }
                }
            }
            point.travel.sort()
            point.beganAfter.sort()
            points.append(point)
        }
    }

    /// The value at `fraction` (0.5: median) of sorted `values`; nil when empty.
    static func quantile<T: BinaryFloatingPoint>(_ values: [T], _ fraction: Double) -> T? {
        values.isEmpty ? nil : values[min(values.count - 1, Int((Double(values.count - 1) * fraction).rounded()))]
    }

    private var familyName: String { family.map { $0.rawValue + "s" } ?? "recognized gestures" }

    /// The table: one line per value.
    var table: String {
        func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        func mm(_ v: Double?) -> String { v.map { JSONLine.number(($0 * 100).rounded() / 100) } ?? "-" }
        var text = cell(axis.field, 16) + cell("errors (all)", 16) + cell("errors (\(familyName))", 22)
            + cell("travel at began, mm (median, p90)", 36) + "time to began, ms (median)\n"
        for p in points {
            let after = Self.quantile(p.beganAfter.map(Double.init), 0.5).map { JSONLine.number(($0 / 100).rounded() / 10) } ?? "-"
            text += cell(JSONLine.number(p.value), 16) + cell("\(p.errors)/\(p.compared)", 16)
                + cell(family == nil ? "-" : "\(p.familyErrors)/\(p.familyCompared)", 22)
                + cell("\(mm(Self.quantile(p.travel, 0.5))), \(mm(Self.quantile(p.travel, 0.9))) (n \(p.travel.count))", 36) + after + "\n"
        }
        return text.split(separator: "\n").map { String($0).trimmingTrailingSpaces }.joined(separator: "\n") + "\n"
    }

    /// `{"setting", "family", "points": [{"value", "compared", "errors", "family_compared", "family_errors",
    /// "travel_mm_median", "travel_mm_p90", "measured", "began_after_ms_median"}]}`.
    var json: String {
        let rows: [String] = points.map { p in
            JSONLine.object([
                ("value", JSONLine.number(p.value)), ("compared", String(p.compared)), ("errors", String(p.errors)),
                ("family_compared", String(p.familyCompared)), ("family_errors", String(p.familyErrors)),
                ("travel_mm_median", Self.quantile(p.travel, 0.5).map(JSONLine.number) ?? "null"),
                ("travel_mm_p90", Self.quantile(p.travel, 0.9).map(JSONLine.number) ?? "null"),
                ("measured", String(p.travel.count)),
                ("began_after_ms_median", Self.quantile(p.beganAfter.map(Double.init), 0.5).map { JSONLine.number($0 / 1000) } ?? "null"),
            ])
        }
        return JSONLine.object([("setting", JSONLine.string(axis.field)), ("family", family.map { JSONLine.string($0.rawValue) } ?? "null"),
                                ("points", "[" + rows.joined(separator: ", ") + "]")]) + "\n"
    }

    /// The figure: median travel at began across, error percent up (of the family's recordings when the
    /// key names one, else of all); values where nothing of the family began are left out.
    func tradeOff(title: String) -> TradeOff {
        TradeOff(title: title, setting: axis.field, travelLabel: "median travel before began (\(familyName)), mm",
                 errorLabel: "wrong verdicts, % of labelled \(family == nil ? "recordings" : familyName)",
                 points: points.compactMap { p in
                     Self.quantile(p.travel, 0.5).map { TradeOff.Point(value: p.value, travel: $0, errorPercent: p.errorPercent(inFamily: family != nil)) }
                 })
    }

    /// The command: reads the recordings once, sweeps, prints the table, writes `--json` and `-o`.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.value("y") == nil, arguments.value("kind") == nil else {
            throw .usage("a sweep over recordings takes one setting, --x KEY=START:END:N (no --y, no --kind)")
        }
        guard let xText = arguments.value("x") else {
            throw .usage("say which setting to sweep: --x KEY=START:END:N (e.g. swipe.begin_mm=0.5:10:20)")
        }
        let axis: SweepAxis
        do { axis = try SweepAxis(setting: xText, option: "--x") } catch { throw .usage("\(error)") }
        let picture = try PictureOutput.optional(arguments)
        var inputs = try CompareInputs(arguments.positionals)
        guard !inputs.files.isEmpty else {
            throw CommandError("no recordings found in \(arguments.positionals.joined(separator: " "))", exitCode: .missingFile)
        }
        let deviceIndex = try arguments.deviceIndex()
        var recordings: [(recording: Recording, label: CompareInputs.Label?)] = []
        for path in inputs.files {
            let recording = try context.loadRecording(path, deviceIndex)
            recordings.append((recording, inputs.label(of: recording, path: path)))
        }
        guard recordings.contains(where: { $0.label != nil }) else {
            throw CommandError("none of the \(recordings.count) recordings has a label (expect block, metadata labels or labels.json); "
                               + "a sweep over recordings counts wrong verdicts against labels", exitCode: .badData)
        }
        let sweep = try SettingSweep(axis: axis, base: try arguments.settingPairs(), recordings: recordings)
        context.output.write(sweep.table)
        if let picture {
            let title = "\(axis.field) over \(recordings.count) recordings"
            let bytes: [UInt8]
            do { bytes = try TradeOffPicture.render(sweep.tradeOff(title: title), format: picture.format) } catch { throw CommandError("\(picture.path): \(error)", exitCode: .ioError) }
            try picture.write(bytes, what: "trade-off plot", in: context)
        }
        if let path = arguments.value("json") {
            try FileOutput.write(sweep.json, to: path)
            context.errors.line("wrote \(path)")
        }
        return .ok
    }
}
