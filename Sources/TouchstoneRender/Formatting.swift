/// `value` with exactly `digits` decimals, without Foundation's locale-dependent formatting.
func formatted(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let negative = value < 0 && rounded > 0
    let whole = Int64(rounded / scale)
    var text = (negative ? "-" : "") + String(whole)
    if digits > 0 {
        let fraction = String(Int64(rounded - Double(whole) * scale))
        text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
    return text
}
