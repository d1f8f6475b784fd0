extension JSONReader {
    @inlinable @inline(__always)
    static func isDigit(_ c: UInt8) -> Bool { c &- UInt8(ascii: "0") < 10 }

    /// Reads an integer for `field` exactly and checks it lies in `range`.
    ///
    /// The fast path accumulates digits directly; a fraction or exponent (`12.0`, `1e3`) falls back
    /// to the exact double value, which must be a whole number.
    @inlinable @inline(__always)
    public mutating func readInteger(field: @autoclosure () -> String,
                                     in range: ClosedRange<Int64>) throws(JSONReadError) -> Int64 {
        var c = try nextToken()
        var negative = false
        if c == UInt8(ascii: "-") {
            negative = true
            index += 1
            c = try peek()
        }
        guard Self.isDigit(c) else { throw try notAnInteger(c, negative: negative, field: field()) }
        var magnitude: UInt64 = 0
        if c == UInt8(ascii: "0") {
            index += 1
            if Self.isDigit(try peek()) { throw leadingZero() }
        } else {
            while true {
                let d = try peek() &- UInt8(ascii: "0")
                guard d < 10 else { break }
                let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times10.addingReportingOverflow(UInt64(d))
                if o1 || o2 {
                    return try readIntegerSlowly(negative: negative, magnitude: magnitude, field: field(), in: range)
                }
                magnitude = sum
                index += 1
            }
        }
        let next = try peek()
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            return try readIntegerSlowly(negative: negative, magnitude: magnitude, field: field(), in: range)
        }
        let value: Int64
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { throw outOfRange(field: field(), text: "-\(magnitude)", range: range) }
            value = magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        } else {
            guard magnitude <= UInt64(Int64.max) else { throw outOfRange(field: field(), text: "\(magnitude)", range: range) }
            value = Int64(magnitude)
        }
        guard range.contains(value) else { throw outOfRange(field: field(), text: "\(value)", range: range) }
        return value
    }

    /// Why the value starting with `c` (after a `-` when `negative`) is not an integer.
    @usableFromInline
    mutating func notAnInteger(_ c: UInt8, negative: Bool, field: String) throws(JSONReadError) -> JSONReadError {
        if c == UInt8(ascii: "N") || c == UInt8(ascii: "I") { try rejectNonFinite(negative: negative) }
        if negative { return unexpected(c, expected: "a digit after '-'") }
        return wrongType(c, field: field, expected: "an integer")
    }

    /// Finishes an integer whose text has a fraction, an exponent or too many digits.
    @usableFromInline
    mutating func readIntegerSlowly(negative: Bool, magnitude: UInt64, field: String,
                                    in range: ClosedRange<Int64>) throws(JSONReadError) -> Int64 {
        scratch.removeAll(keepingCapacity: true)
        if negative { scratch.append(UInt8(ascii: "-")) }
        scratch.append(contentsOf: String(magnitude).utf8)
        try readNumberRest(integerDigitsAllowed: magnitude != 0)
        let text = String(decoding: scratch, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw outOfRange(field: field, text: text, range: range) }
        guard value.rounded(.towardZero) == value else {
            throw error(.wrongType(field: field, expected: "an integer", found: "the number \(text)"))
        }
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound),
              value >= -9.223372036854775808e18, value < 9.223372036854775808e18 else {
            throw outOfRange(field: field, text: text, range: range)
        }
        let integer = Int64(value)
        guard range.contains(integer) else { throw outOfRange(field: field, text: text, range: range) }
        return integer
    }

    /// Reads any JSON number as the nearest double (the text is checked against JSON's grammar).
    public mutating func readDouble(field: @autoclosure () -> String) throws(JSONReadError) -> Double {
        let c = try nextToken()
        guard c == UInt8(ascii: "-") || Self.isDigit(c) else {
            if c == UInt8(ascii: "N") || c == UInt8(ascii: "I") { try rejectNonFinite(negative: false) }
            throw wrongType(c, field: field(), expected: "a number")
        }
        try readNumberText()
        let text = String(decoding: scratch, as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(.numberOutOfRange(field: field(), text: text, range: "a finite double (magnitude at most 1.8e308)"))
        }
        return value
    }

    /// Reads the text of a number that starts at the current byte (`-` or a digit) into `scratch`.
    mutating func readNumberText() throws(JSONReadError) {
        scratch.removeAll(keepingCapacity: true)
        var c = try peek()
        if c == UInt8(ascii: "-") {
            scratch.append(c)
            index += 1
            c = try peek()
            if c == UInt8(ascii: "N") || c == UInt8(ascii: "I") { try rejectNonFinite(negative: true) }
        }
        guard Self.isDigit(c) else { throw unexpected(c, expected: "a digit") }
        scratch.append(c)
        index += 1
        if c == UInt8(ascii: "0"), Self.isDigit(try peek()) { throw leadingZero() }
        try readNumberRest(integerDigitsAllowed: c != UInt8(ascii: "0"))
    }

    /// Appends the remaining integer digits, fraction and exponent of a number to `scratch`.
    private mutating func readNumberRest(integerDigitsAllowed: Bool) throws(JSONReadError) {
        if integerDigitsAllowed { try appendDigits(atLeastOne: false) }
        var c = try peek()
        if c == UInt8(ascii: ".") {
            scratch.append(c)
            index += 1
            try appendDigits(atLeastOne: true)
            c = try peek()
        }
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            scratch.append(c)
            index += 1
            c = try peek()
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") {
                scratch.append(c)
                index += 1
            }
            try appendDigits(atLeastOne: true)
        }
    }

    private mutating func appendDigits(atLeastOne: Bool) throws(JSONReadError) {
        var count = 0
        while true {
            let c = try peek()
            guard Self.isDigit(c) else {
                if atLeastOne && count == 0 { throw unexpected(c, expected: "a digit") }
                return
            }
            scratch.append(c)
            index += 1
            count += 1
            if scratch.count > limits.maximumNumberCharacters {
                throw error(.numberOutOfRange(field: "number", text: String(decoding: scratch.prefix(24), as: UTF8.self) + "...",
                                              range: "at most \(limits.maximumNumberCharacters) characters"))
            }
        }
    }

    @usableFromInline
    func leadingZero() -> JSONReadError {
        error(.syntax(expected: "a number without leading zeros", found: "a digit after 0"))
    }

    @usableFromInline
    func outOfRange(field: String, text: String, range: ClosedRange<Int64>) -> JSONReadError {
        error(.numberOutOfRange(field: field, text: text, range: "an integer in \(range.lowerBound)...\(range.upperBound)"))
    }
}
