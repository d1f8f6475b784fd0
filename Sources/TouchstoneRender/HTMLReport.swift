import Foundation
import TouchstoneCore
import TouchstoneReplay

/// `touchstone test --report`: one self-contained HTML page people read when a gesture test fails.
///
/// The run's metadata, an index of every case, then a section per case (failures first) with an anchor,
/// the command that reproduces it, expected against actual side by side, the plot with a red mark where
/// they part, and the contact sheet of a failed replay. Text is text: plots are inline SVG whose labels
/// are `<text>` elements, so the page is small and searchable. A "failures only" switch works without
/// JavaScript (a checkbox and CSS). Nothing is fetched: no scripts, stylesheets or images by URL.
public struct HTMLReport: Sendable {
    /// How a case ended.
    public enum Status: String, Sendable, Hashable {
        case passed, failed, error, skipped

        /// Failures and errors first.
        var rank: Int { self == .passed || self == .skipped ? 1 : 0 }
        var label: String {
            switch self {
            case .passed: return "ok"
            case .failed: return "FAIL"
            case .error: return "ERROR"
            case .skipped: return "skipped"
            }
        }
    }

    /// One case.
    public struct Case: Sendable {
        /// The case's stable name (relative to the collection root).
        public var name: String
        /// How it ended.
        public var status: Status
        /// One line on what happened (gestures, animation, final progress).
        public var summary: String
        /// Expected against actual (failed).
        public var mismatches: [ExpectationMismatch]
        /// Why it could not be checked (error).
        public var error: String?
        /// The shell command that runs this case alone.
        public var reproduce: String
        /// The replay summary, a few lines.
        public var details: String
        /// Seconds it took.
        public var duration: Double
        /// The plot, an SVG document.
        public var plot: String?
        /// The contact sheet of the replay, an SVG document (failures).
        public var contactSheet: String?

        /// Creates a case.
        public init(name: String, status: Status, summary: String = "", mismatches: [ExpectationMismatch] = [],
                    error: String? = nil, reproduce: String, details: String = "", duration: Double = 0,
                    plot: String? = nil, contactSheet: String? = nil) {
            self.name = name
            self.status = status
            self.summary = summary
            self.mismatches = mismatches
            self.error = error
            self.reproduce = reproduce
            self.details = details
            self.duration = duration
            self.plot = plot
            self.contactSheet = contactSheet
        }
    }

    /// The cases in run order.
    public var cases: [Case]
    /// Name-value lines about the run (version, date, command, host...), in order.
    public var metadata: [(name: String, value: String)]
    /// The page title.
    public var title: String
    /// A matrix shown above the index (`touchstone compare`), nil for none.
    public var matrix: Matrix?

    /// Creates a report.
    public init(cases: [Case], metadata: [(name: String, value: String)] = [], title: String = "touchstone test") {
        self.cases = cases
        self.metadata = metadata
        self.title = title
    }

    /// Failures and errors first, then passes; run order within each.
    public var orderedCases: [Case] {
        cases.enumerated().sorted { a, b in
            a.element.status.rank != b.element.status.rank ? a.element.status.rank < b.element.status.rank : a.offset < b.offset
        }.map(\.element)
    }

    /// `25 passed, 1 failed, 1 skipped, 1 error`.
    var counts: String {
        let passed = cases.filter { $0.status == .passed }.count
        let failed = cases.filter { $0.status == .failed }.count
        let errors = cases.filter { $0.status == .error }.count
        let skipped = cases.filter { $0.status == .skipped }.count
        return "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "") + (errors > 0 ? ", \(errors) error\(errors == 1 ? "" : "s")" : "")
    }

    /// The whole page.
    public var html: String {
        let ordered = orderedCases
        let anchors = Self.anchors(ordered.map(\.name))
        let bad = cases.contains { $0.status == .failed || $0.status == .error }
        var page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        page += "<title>\(Self.escape(title)): \(counts)</title>\n<style>\n\(Self.style)</style></head>\n<body>\n"
        page += "<header><h1>\(Self.escape(title)): <span class=\"\(bad ? "bad" : "good")\">\(counts)</span></h1>\n"
        if !metadata.isEmpty {
            page += "<dl class=\"meta\">"
            for item in metadata { page += "<dt>\(Self.escape(item.name))</dt><dd>\(Self.escape(item.value))</dd>" }
            page += "</dl>\n"
        }
        page += "</header>\n"
        // The switch must precede what it hides (CSS sibling selector): no script needed.
        page += "<input type=\"checkbox\" id=\"failures-only\" class=\"switch\"><label for=\"failures-only\" class=\"switch\">show failures only</label>\n"
        page += "<main>\n"
        if let matrix { page += matrixTable(matrix, anchors: Dictionary(zip(ordered.map(\.name), anchors), uniquingKeysWith: { a, _ in a })) }
        page += "<table class=\"index\"><thead><tr><th>case</th><th>status</th><th>outcome</th><th>time</th></tr></thead><tbody>\n"
        for (index, testCase) in ordered.enumerated() {
            page += "<tr class=\"\(testCase.status.rawValue)\"><td><a href=\"#\(anchors[index])\">\(Self.escape(testCase.name))</a></td>"
            page += "<td class=\"status\">\(testCase.status.label)</td>"
            let outcome = testCase.status == .error ? Self.withoutName(Self.firstLine(testCase.error ?? ""), testCase.name)
                : (testCase.mismatches.first.map(\.problem.description) ?? testCase.summary)
            page += "<td>\(Self.escape(outcome))</td>"
            page += "<td class=\"num\">\(formatted(testCase.duration, 3)) s</td></tr>\n"
        }
        page += "</tbody></table>\n"
        for (index, testCase) in ordered.enumerated() {
            page += section(testCase, anchor: anchors[index], idPrefix: "s\(index)-")
        }
        page += "</main>\n</body></html>\n"
        return page
    }

    /// One case's section.
    private func section(_ testCase: Case, anchor: String, idPrefix: String) -> String {
        let failed = testCase.status == .failed || testCase.status == .error
        var html = "<section class=\"case \(testCase.status.rawValue)\" id=\"\(anchor)\">\n"
        html += "<h2><a class=\"anchor\" href=\"#\(anchor)\">#</a> \(Self.escape(testCase.name)) <span class=\"badge\">\(testCase.status.label)</span></h2>\n"
        if !testCase.summary.isEmpty { html += "<p class=\"summary\">\(Self.escape(testCase.summary))</p>\n" }
        html += "<p class=\"repro\">reproduce: <code>\(Self.escape(testCase.reproduce))</code></p>\n"
        if let error = testCase.error { html += "<pre class=\"error\">\(Self.escape(error))</pre>\n" }
        if !testCase.mismatches.isEmpty {
            html += "<table class=\"diff\"><thead><tr><th>field</th><th>expected</th><th>actual</th><th>where they part</th></tr></thead><tbody>\n"
            for m in testCase.mismatches {
                html += "<tr><td><code>\(Self.escape(m.path))</code></td><td class=\"expected\">\(Self.escape(m.expected))</td>"
                html += "<td class=\"actual\">\(Self.escape(m.actual))</td><td>\(Self.escape(Self.place(m)))</td></tr>\n"
            }
            html += "</tbody></table>\n"
        }
        var more = ""
        if let plot = testCase.plot {
            more += failed ? "<figure class=\"plot\">" : "<details><summary>plot</summary><figure class=\"plot\">"
            more += Self.inline(plot, idPrefix: idPrefix + "p-")
            more += failed ? "</figure>\n" : "</figure></details>\n"
        }
        if let sheet = testCase.contactSheet {
            more += "<details open><summary>contact sheet of the replay</summary><figure class=\"sheet\">"
            more += Self.inline(sheet, idPrefix: idPrefix + "c-") + "</figure></details>\n"
        }
        if !testCase.details.isEmpty {
            more += "<details\(failed ? " open" : "")><summary>replay summary</summary><pre>\(Self.escape(testCase.details))</pre></details>\n"
        }
        if !more.isEmpty { html += "<div class=\"more\">\n" + more + "</div>\n" }
        return html + "</section>\n"
    }

    static let style = """
    body { font: 15px/1.45 "DejaVu Sans", Verdana, sans-serif; margin: 0 auto; padding: 1em 1.5em; max-width: 1100px; color: #222; }
    h1 { font-size: 1.5em; margin: 0.2em 0; } h2 { font-size: 1.15em; margin: 0 0 0.4em; word-break: break-all; }
    .good { color: #1a7f37; } .bad { color: #c62828; }
    dl.meta { display: grid; grid-template-columns: max-content 1fr; gap: 0.1em 1em; margin: 0.5em 0 1em; color: #444; }
    dl.meta dt { font-weight: bold; } dl.meta dd { margin: 0; font-family: "DejaVu Sans Mono", monospace; word-break: break-all; }
    label.switch { display: inline-block; margin: 0 0 1em 0.3em; cursor: pointer; user-select: none; }
    input.switch { transform: scale(1.2); }
    #failures-only:checked ~ main tr.passed, #failures-only:checked ~ main section.passed { display: none; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 0.3em 0.6em; border-bottom: 1px solid #ddd; vertical-align: top; }
    table.index { margin-bottom: 2em; } td.num { text-align: right; white-space: nowrap; }
    div.matrix { overflow-x: auto; margin-bottom: 2em; } table.matrix { font-size: 0.85em; margin-bottom: 0; }
    table.matrix th, table.matrix td { padding: 0.25em 0.4em; }
    tr.failed td.status, tr.error td.status { color: #c62828; font-weight: bold; } tr.passed td.status { color: #1a7f37; }
    section.case { border: 1px solid #ddd; border-left: 6px solid #1a7f37; border-radius: 4px; padding: 0.8em 1em; margin: 0 0 1.2em; }
    section.failed, section.error { border-left-color: #c62828; background: #fffafa; }
    .badge { font-size: 0.8em; padding: 0.1em 0.5em; border-radius: 3px; color: #fff; background: #1a7f37; vertical-align: middle; }
    section.failed .badge, section.error .badge { background: #c62828; }
    a.anchor { color: #999; text-decoration: none; } a.anchor:hover { color: #333; }
    .summary { margin: 0.2em 0; } .repro code { background: #f2f2f2; padding: 0.1em 0.4em; border-radius: 3px; user-select: all; word-break: break-all; }
    table.diff { margin: 0.6em 0; width: auto; min-width: 60%; }
    table.diff td.expected { background: #e6f4ea; } table.diff td.actual { background: #fde7e7; font-weight: bold; }
    pre { white-space: pre-wrap; margin: 0.4em 0; font-size: 0.9em; } pre.error { color: #b71c1c; background: #fdecea; padding: 0.5em; }
    figure { margin: 0.6em 0; } figure svg { width: 100%; height: auto; display: block; }
    figure.plot svg { max-width: 900px; } figure.sheet svg { max-width: 760px; }
    details summary { cursor: pointer; color: #555; margin: 0.3em 0; }
    section.passed { padding: 0.4em 1em; margin-bottom: 0.6em; } section.passed h2 { margin: 0; }
    section.passed p { display: inline-block; margin: 0.1em 1.2em 0.1em 0; }
    section.passed .more { display: flex; flex-wrap: wrap; column-gap: 1.5em; }
    section.passed .more details[open] { flex-basis: 100%; }

    """

    /// A unique HTML id per name (`case-` and the name with anything but letters, digits, `.`, `_`, `-` as `-`).
    static func anchors(_ names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let base = "case-" + String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
            var anchor = base, n = 2
            while !used.insert(anchor).inserted { anchor = "\(base)-\(n)"; n += 1 }
            return anchor
        }
    }

    /// `input frame 12, t = 96000 us`.
    static func place(_ m: ExpectationMismatch) -> String {
        guard let time = m.time else { return "" }
        if let frame = m.inputFrame { return "input frame \(frame), t = \(formatted(Double(time) / 1000, 1)) ms" }
        if let tick = m.displayTick { return "display tick \(tick), t = \(formatted(Double(time) / 1000, 1)) ms" }
        return "t = \(formatted(Double(time) / 1000, 1)) ms"
    }

    static func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// `text` without a leading `name: ` (error messages start with the file's name).
    static func withoutName(_ text: String, _ name: String) -> String {
        text.hasPrefix(name + ": ") ? String(text.dropFirst(name.count + 2)) : text
    }

    /// The SVG element alone: no XML declaration, and without the namespace URLs HTML does not need
    /// (an inline `<svg>` in HTML is in the SVG namespace anyway), so the page names no address at all.
    /// Cairo numbers its glyph and clip ids from 1 in every document; `idPrefix` keeps the ids of
    /// several pictures on one page apart.
    static func inline(_ svg: String, idPrefix: String) -> String {
        var text = Substring(svg)
        if let start = text.range(of: "<svg") { text = text[start.lowerBound...] }
        var result = String(text)
        for attribute in [" xmlns=\"http://www.w3.org/2000/svg\"", " xmlns:xlink=\"http://www.w3.org/1999/xlink\""] {
            result = result.replacing(attribute, with: "")
        }
        return result.replacing("xlink:href", with: "href")
            .replacing("id=\"", with: "id=\"" + idPrefix)
            .replacing("href=\"#", with: "href=\"#" + idPrefix)
            .replacing("url(#", with: "url(#" + idPrefix)
    }

    /// `text` safe inside HTML text and attribute values (the shared escaper).
    static func escape(_ text: String) -> String { text.xmlEscaped }
}
