extension String {
    /// The string safe in XML and HTML text and attribute values: `&`, `<`, `>`, `"` and `'` escaped, and
    /// the characters XML 1.0 forbids (controls other than tab, newline, return; U+FFFE, U+FFFF) replaced
    /// by U+FFFD.
    ///
    /// The one escaper the JUnit writer, the HTML report and SVG labels use.
    public var xmlEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                out.unicodeScalars.append(v >= 0x20 && v != 0xFFFE && v != 0xFFFF ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}
