extension String {
    /// The string as a JSON string literal, with the escapes JSON requires (quotes included).
    ///
    /// The one escaper every JSON Lines writer in Touchstone uses, so their output cannot drift apart.
    public var jsonQuoted: String {
        var out = "\""
        out.reserveCapacity(utf8.count + 2)
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let digits = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
        return out
    }
}
