extension String {
    /// The string as a JSON string literal, with the escapes JSON requires (quotes included).
    ///
    /// The one escaper every JSON Lines writer in Touchstone uses, so their output cannot drift apart.
    public var jsonQuoted: String {
        let body = replacingScalars { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: return nil
            }
        }
        return "\"" + body + "\""
    }
}
