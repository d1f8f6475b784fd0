import Glibc

/// Prints the figures as one table and writes them as JSON.
enum ResultsTable {
    /// A number for the table: grouped thousands when large, two significant decimals when small.
    static func format(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "-" }
        if abs(value) >= 1000 {
            let digits = String(Int(value.rounded()))
            var grouped = ""
            for (index, character) in digits.reversed().enumerated() {
                if index > 0 && index % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            return String(grouped.reversed())
        }
        if abs(value) >= 10 { return format1(value) }
        let scaled = Int((value * 100).rounded())
        return "\(scaled / 100).\(String(repeating: "0", count: abs(scaled % 100) < 10 ? 1 : 0))\(abs(scaled % 100))"
    }

    /// The table as text: figure, value, unit, peer (its value), ratio, runs, note.
    static func text(_ figures: [Figure]) -> String {
        let header = ["figure", "value", "unit", "peer (same units)", "ratio", "runs", "note"]  // runs: ours/peer
        var rows = [header]
        for figure in figures {
            let peer = figure.peer.map { "\($0): \(format(figure.peerValue))" } ?? "-"
            let ratio = figure.ratio.map { format($0) + "x" } ?? "-"
            let value = figure.value == nil ? "not measured" : format(figure.value)
            let runs = String(figure.runs) + (figure.peerRuns.map { "/\($0)" } ?? "")
            rows.append([figure.name, value, figure.unit, peer, ratio, runs, figure.note])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        let rightAligned: Set<Int> = [1, 4, 5]
        var lines: [String] = []
        for (rowIndex, row) in rows.enumerated() {
            var cells: [String] = []
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                cells.append(index == row.count - 1 ? cell : rightAligned.contains(index) ? pad + cell : cell + pad)
            }
            lines.append(cells.joined(separator: "  "))
            if rowIndex == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The figures and the run's facts as a JSON document.
    static func json(_ figures: [Figure], facts: [(String, String)]) -> String {
        func quote(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default:
                    if scalar.value < 0x20 { out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16) } else { out.unicodeScalars.append(scalar) }
                }
            }
            return out + "\""
        }
        func number(_ value: Double?) -> String {
            guard let value, value.isFinite else { return "null" }
            return "\(value)"
        }
        var text = "{\n"
        for (key, value) in facts { text += "  \(quote(key)): \(quote(value)),\n" }
        text += "  \"figures\": [\n"
        text += figures.map { figure in
            "    {\"group\": \(quote(figure.group)), \"figure\": \(quote(figure.name)), \"value\": \(number(figure.value)), "
                + "\"unit\": \(quote(figure.unit)), \"better\": \(quote(figure.better.rawValue)), "
                + "\"peer\": \(figure.peer.map(quote) ?? "null"), \"peer_value\": \(number(figure.peerValue)), "
                + "\"ratio\": \(number(figure.ratio)), \"runs\": \(figure.runs), \"peer_runs\": \(figure.peerRuns.map(String.init) ?? "null"), \"note\": \(quote(figure.note))}"
        }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return text
    }
}
