/// `touchstone test --report`: one self-contained HTML page with a row per recording (outcome, the
/// mismatches between expected and actual, and the plot as inline SVG), failures first.
///
/// Nothing is fetched: no scripts, no stylesheets or images by URL.
public struct HTMLReport: Sendable {
    /// One recording's row.
    public struct Row: Sendable, Hashable {
        /// The recording's path as given.
        public var file: String
        /// passed / failed / error / skipped.
        public var status: String
        /// One line on what happened (gesture, outcome, final progress).
        public var summary: String
        /// Expected against actual, one line each (empty when it passed).
        public var mismatches: [String]
        /// The plot as an SVG document, when one could be drawn.
        public var svg: String?

        /// Creates a row.
        public init(file: String, status: String, summary: String, mismatches: [String], svg: String?) {
            self.file = file
            self.status = status
            self.summary = summary
            self.mismatches = mismatches
            self.svg = svg
        }

        /// Failures and errors before skips before passes.
        var rank: Int {
            switch status {
            case "failed", "error": return 0
            case "skipped": return 1
            default: return 2
            }
        }
    }

    /// The rows in the order given.
    public var rows: [Row]
    /// The page title.
    public var title: String

    /// Creates a report.
    public init(rows: [Row], title: String = "touchstone test") {
        self.rows = rows
        self.title = title
    }

    /// Rows with failures first; otherwise in the order given (a stable sort).
    public var orderedRows: [Row] {
        rows.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
        }.map(\.element)
    }

    /// The whole page.
    public var html: String {
        let failed = rows.filter { $0.rank == 0 }.count, passed = rows.filter { $0.rank == 2 }.count
        var page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>\(Self.escape(title))</title>
        <style>
        body { font-family: sans-serif; margin: 1.5em; color: #222; }
        table { border-collapse: collapse; width: 100%; }
        td, th { border-top: 1px solid #ccc; padding: 0.5em; vertical-align: top; text-align: left; }
        .failed, .error { background: #fde8e8; } .passed { background: #eef8ee; } .skipped { background: #f4f4f4; }
        .status { font-weight: bold; text-transform: uppercase; }
        pre { white-space: pre-wrap; margin: 0.3em 0; }
        .plot svg { width: 100%; max-width: 1000px; height: auto; }
        details summary { cursor: pointer; color: #555; }
        </style></head><body>
        <h1>\(Self.escape(title))</h1>
        <p>\(passed) passed, \(failed) failed, \(rows.count) recordings</p>
        <table>
        <tr><th>recording</th><th>status</th><th>outcome and expected against actual</th></tr>

        """
        for (index, row) in orderedRows.enumerated() {
            page += "<tr class=\"row \(Self.escape(row.status))\"><td>\(Self.escape(row.file))</td>"
            page += "<td class=\"status\">\(Self.escape(row.status))</td><td>\(Self.escape(row.summary))"
            if !row.mismatches.isEmpty {
                page += "<pre>" + row.mismatches.map(Self.escape).joined(separator: "\n") + "</pre>"
            }
            if let svg = row.svg {
                // Failures show their plot; passes keep it folded so the page stays scannable.
                page += row.rank == 0 ? "<div class=\"plot\">" : "<details><summary>plot</summary><div class=\"plot\">"
                page += Self.inline(svg, idPrefix: "p\(index)-")
                page += row.rank == 0 ? "</div>" : "</div></details>"
            }
            page += "</td></tr>\n"
        }
        page += "</table></body></html>\n"
        return page
    }

    /// The SVG element alone: no XML declaration, and without the namespace URLs HTML does not need
    /// (an inline `<svg>` in HTML is in the SVG namespace anyway), so the page names no address at all.
    /// Cairo numbers its glyph and clip ids from 1 in every document; `idPrefix` keeps the ids of
    /// several plots on one page apart.
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

    /// `text` safe inside HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
