/// Number parsing straight from bytes, exact and allocation-free for the integers and decimal
/// times that make up nearly all of a recording.
enum NumberParsing {
    /// A decimal integer with optional sign, or `0x` hexadecimal; nil on anything else or overflow.
    static func integer<C: Collection<UInt8>>(_ bytes: C) -> Int64? where C.Index == Int {
        var i = bytes.startIndex
        let end = bytes.endIndex
        guard i < end else { return nil }
        var negative = false
        if bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        guard i < end else { return nil }
        if end - i > 2, bytes[i] == UInt8(ascii: "0"), bytes[i + 1] | 0x20 == UInt8(ascii: "x") {
            guard let magnitude = hex(bytes, from: i + 2, to: end) else { return nil }
            return negative ? -magnitude : magnitude
        }
        var value: Int64 = 0
        while i < end {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(digit))
            guard !o1, !o2 else { return nil }
            value = sum
            i += 1
        }
        return negative ? -value : value
    }

    /// Hexadecimal digits in `from..<to` (no prefix); nil on anything else or overflow.
    static func hex<C: Collection<UInt8>>(_ bytes: C, from: Int, to: Int) -> Int64? where C.Index == Int {
        guard from < to, to - from <= 15 else { return nil }
        var value: Int64 = 0
        for i in from..<to {
            guard let digit = hexDigit(bytes[i]) else { return nil }
            value = value << 4 | Int64(digit)
        }
        return value
    }

    /// The value of one hexadecimal digit, or nil.
    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Seconds written as a decimal (`0.175804`, `12`, `1.5`) converted exactly to microseconds,
    /// rounding beyond the sixth decimal; nil for anything else (signs, exponents, overflow).
    static func microseconds<C: Collection<UInt8>>(_ bytes: C) -> Int64? where C.Index == Int {
        var i = bytes.startIndex
        let end = bytes.endIndex
        var seconds: Int64 = 0
        var digits = 0
        while i < end, bytes[i] != UInt8(ascii: ".") {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10, digits < 12 else { return nil }
            seconds = seconds * 10 + Int64(digit)
            digits += 1
            i += 1
        }
        var fraction: Int64 = 0
        var scale: Int64 = 100_000
        var roundUp = false
        if i < end {
            i += 1  // the point
            var fractionDigits = 0
            while i < end {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                if fractionDigits < 6 {
                    fraction += Int64(digit) * scale
                    scale /= 10
                } else if fractionDigits == 6 {
                    roundUp = digit >= 5
                }
                fractionDigits += 1
                digits += 1
                i += 1
            }
        }
        guard digits > 0 else { return nil }
        return seconds * 1_000_000 + fraction + (roundUp ? 1 : 0)
    }

    /// A finite floating-point number; nil for anything else (including `.nan` and `.inf`).
    static func double<C: Collection<UInt8>>(_ bytes: C) -> Double? {
        guard !bytes.isEmpty, bytes.count < 64 else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
