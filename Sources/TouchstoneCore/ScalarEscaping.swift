extension String {
    /// The string with every scalar for which `replacement` gives text replaced by that text; the other
    /// scalars are kept as they are.
    ///
    /// The one scalar loop behind `xmlEscaped` and `jsonQuoted`: each states only its own replacements.
    func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) {
                out += text
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
