import Foundation
import TouchstoneCore
import TouchstoneRecognition

/// One recording's verdicts across the stacks `touchstone compare` was asked for, and its label.
struct CompareRow {
    var file: String
    var label: CompareInputs.Label?
    /// The stacks' names (`gnome`, `gnome-live`), one per verdict.
    var stacks: [String]
    var verdicts: [StackVerdict]
    /// The plot (SVG) for `--report`, with a mark where each stack began.
    var plot: String?

    /// Whether two stacks that both know say different things.
    var stacksDisagree: Bool {
        let known = verdicts.filter { $0.kind != .unknown }
        return known.contains { a in known.contains { b in !a.agrees(with: b) } }
    }

    /// Whether the verdict of stack `index` disagrees with the label (false without a label or unknown).
    func disagreesWithLabel(_ index: Int) -> Bool {
        guard let label, verdicts[index].kind != .unknown else { return false }
        return !verdicts[index].agrees(with: label.verdict)
    }

    /// Disagreements first in a report: with the label, then among stacks.
    var anyDisagreement: Bool { stacksDisagree || verdicts.indices.contains(where: disagreesWithLabel) }

    /// The `--json` lines, one per stack.
    var jsonLines: [String] {
        zip(stacks, verdicts).enumerated().map { index, pair in
            let (stack, v) = pair
            let agrees: String = label == nil || v.kind == .unknown ? "null" : (v.agrees(with: label!.verdict) ? "true" : "false")
            return JSONLine.object([
                ("file", JSONLine.string(file)), ("stack", JSONLine.string(stack)),
                ("kind", JSONLine.string(v.kind.rawValue)), ("fingers", String(v.fingers)),
                ("direction", JSONLine.string(v.direction.rawValue)), ("outcome", JSONLine.string(v.outcome.rawValue)),
                ("began_us", v.began.map { String($0) } ?? "null"), ("travel_mm", v.travel.map(JSONLine.number) ?? "null"),
                ("agrees_with_label", agrees), ("note", v.note.map(JSONLine.string) ?? "null"),
            ])
        }
    }

    /// The text table of this recording: a line per stack, `!` where it disagrees with the label (or,
    /// without a label, with the first stack).
    var table: String {
        let width = max(12, (stacks.map(\.count).max() ?? 0) + 2)
        var text = file + (stacksDisagree ? "  [stacks disagree]" : "") + "\n"
        if let label { text += "    " + "label".padding(toLength: width + 1, withPad: " ", startingAt: 0) + "\(label.verdict.summary)  (\(label.family))\n" }
        for (index, pair) in zip(stacks, verdicts).enumerated() {
            let (stack, v) = pair
            let bad = label != nil ? disagreesWithLabel(index) : (v.kind != .unknown && verdicts[0].kind != .unknown && !v.agrees(with: verdicts[0]))
            var line = "  \(bad ? "!" : " ") " + stack.padding(toLength: width, withPad: " ", startingAt: 0)
            line += v.summary.padding(toLength: 28, withPad: " ", startingAt: 0)
            if let began = v.began { line += " began \(String(format: "%.1f", Double(began) / 1000)) ms" }
            if let travel = v.travel { line += " at \(String(format: "%.2f", travel)) mm" }
            if let note = v.note { line += "  (\(note))" }
            text += line + "\n"
        }
        return text
    }
}

/// Agreement counts per family and stack over many rows, as the summary prints them.
struct CompareSummary {
    var stacks: [String]
    var rows: [CompareRow]

    /// Families in first-seen order... sorted by name for stable output.
    var families: [String] { Array(Set(rows.map { $0.label?.family ?? "unlabelled" })).sorted() }

    /// `agreeing/compared` of `stack` with the label over `rows` (unknown verdicts not compared).
    static func withLabel(_ rows: [CompareRow], stack: Int) -> (agree: Int, compared: Int) {
        var agree = 0, compared = 0
        for row in rows where row.label != nil && row.verdicts[stack].kind != .unknown {
            compared += 1
            if row.verdicts[stack].agrees(with: row.label!.verdict) { agree += 1 }
        }
        return (agree, compared)
    }

    /// `agreeing/compared` of `stack` with stack 0.
    static func withFirst(_ rows: [CompareRow], stack: Int) -> (agree: Int, compared: Int) {
        var agree = 0, compared = 0
        for row in rows where row.verdicts[stack].kind != .unknown && row.verdicts[0].kind != .unknown {
            compared += 1
            if row.verdicts[stack].agrees(with: row.verdicts[0]) { agree += 1 }
        }
        return (agree, compared)
    }

    /// The summary tables: agreement with the label per family and stack, then with the first stack.
    var text: String {
        let width = max(11, (stacks.map(\.count).max() ?? 0) + 1)
        func cell(_ c: (agree: Int, compared: Int)) -> String {
            (c.compared == 0 ? "-" : "\(c.agree)/\(c.compared)").padding(toLength: width, withPad: " ", startingAt: 0)
        }
        let names = stacks.map { $0.padding(toLength: width, withPad: " ", startingAt: 0) }.joined()
        var text = ""
        for (title, measure) in [("agreement with the label", Self.withLabel), ("agreement with \(stacks[0])", Self.withFirst)] {
            text += "\n\(title) (agreeing/compared; unknown verdicts are not compared)\n"
            text += ("family".padding(toLength: 26, withPad: " ", startingAt: 0) + "n    " + names).trimmingTrailingSpaces + "\n"
            for family in families + ["all"] {
                let group = family == "all" ? rows : rows.filter { ($0.label?.family ?? "unlabelled") == family }
                var line = family.padding(toLength: 26, withPad: " ", startingAt: 0)
                line += String(group.count).padding(toLength: 5, withPad: " ", startingAt: 0)
                for index in stacks.indices { line += cell(measure(group, index)) }
                text += line.trimmingTrailingSpaces + "\n"
            }
        }
        return text
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
