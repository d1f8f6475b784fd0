import TouchstoneCore

extension TestCaseResult {
    /// One `--json` line: name, status, duration and mismatches (or the error), keys in a fixed order.
    var jsonLine: String {
        var line = "{\"name\": \(testCase.name.jsonQuoted), \"path\": \(testCase.path.jsonQuoted), "
        line += "\"status\": \"\(status.rawValue)\", \"duration_s\": \(fixed(duration, 3)), \"mismatches\": ["
        line += mismatches.map { m in
            var item = "{\"field\": \(m.path.jsonQuoted), \"expected\": \(m.expected.jsonQuoted), \"actual\": \(m.actual.jsonQuoted)"
            item += ", \"input_frame\": \(m.inputFrame.map(String.init) ?? "null")"
            item += ", \"display_tick\": \(m.displayTick.map(String.init) ?? "null")"
            item += ", \"time_us\": \(m.time.map(String.init) ?? "null")}"
            return item
        }.joined(separator: ", ")
        line += "], \"error\": \(errorMessage?.jsonQuoted ?? "null"), \"summary\": \(summary.jsonQuoted)}"
        return line
    }
}
