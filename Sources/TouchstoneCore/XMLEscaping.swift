extension String {
    /// The string safe in XML and HTML text and attribute values: `&`, `<`, `>`, `"` and `'` escaped, and
    /// the characters XML 1.0 forbids (controls other than tab, newline, return; U+FFFE, U+FFFF) replaced
    /// by U+FFFD.
    ///
    /// The one escaper the JUnit writer, the HTML report and SVG labels use.
    public var xmlEscaped: String {
        replacingScalars { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            case "\n", "\t", "\r": return nil
            default:
                let v = scalar.value
                return v >= 0x20 && v != 0xFFFE && v != 0xFFFF ? nil : "\u{FFFD}"
            }
        }
    }
}
