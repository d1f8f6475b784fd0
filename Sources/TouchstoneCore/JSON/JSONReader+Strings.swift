extension JSONReader {
    /// A key that does not fit the 8-byte packed form (longer, or containing NUL).
    public static let longKey = UInt64.max

    /// Reads an object key and packs up to 8 bytes little-endian into an integer, so a typed reader
    /// matches its keys without allocating (`"t_us"` is `0x7375_5f74`). Longer keys return `longKey`.
    @inlinable @inline(__always)
    public mutating func readPackedKey() throws(JSONReadError) -> UInt64 {
        let c = try nextToken()
        guard c == UInt8(ascii: "\"") else { throw unexpected(c, expected: "a string key in double quotes") }
        index += 1
        var packed: UInt64 = 0
        var count = 0
        // Fast path: up to 8 plain bytes and the closing quote are in the chunk; no refill checks per byte.
        if bytes.count - index > 8 {
            while count < 8 {
                let b = bytes[index]
                if b == UInt8(ascii: "\"") {
                    index += 1
                    return packed
                }
                if b == UInt8(ascii: "\\") || b >= 0x80 || b < 0x20 { break }
                packed |= UInt64(b) << (count &* 8)
                count += 1
                index += 1
            }
        }
        return try readPackedKeySlowly(packed: packed, count: count)
    }

    /// The rest of `readPackedKey`: a key near the end of a chunk, with escapes, non-ASCII or errors.
    @usableFromInline
    mutating func readPackedKeySlowly(packed packedSoFar: UInt64, count countSoFar: Int) throws(JSONReadError) -> UInt64 {
        var packed = packedSoFar, count = countSoFar
        while true {
            let b = try peek()
            if b == UInt8(ascii: "\"") {
                index += 1
                return packed
            }
            if b == UInt8(ascii: "\\") || b >= 0x80 || b < 0x20 || count == 8 { break }
            packed |= UInt64(b) << (count &* 8)
            count += 1
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        for i in 0..<count { scratch.append(UInt8(truncatingIfNeeded: packed >> (i &* 8))) }
        try readStringContents()
        return Self.pack(scratch)
    }

    /// Packs `bytes` as `readPackedKey` does, or `longKey`.
    public static func pack(_ bytes: [UInt8]) -> UInt64 {
        guard bytes.count <= 8, !bytes.contains(0) else { return longKey }
        var packed: UInt64 = 0
        for (i, b) in bytes.enumerated() { packed |= UInt64(b) << (UInt64(i) &* 8) }
        return packed
    }

    /// The text of a packed key, for messages.
    public static func unpack(_ packed: UInt64) -> String {
        var bytes: [UInt8] = []
        var rest = packed
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads an object key.
    public mutating func readKey() throws(JSONReadError) -> String {
        let c = try nextToken()
        guard c == UInt8(ascii: "\"") else { throw unexpected(c, expected: "a string key in double quotes") }
        index += 1
        return try readStringAfterQuote()
    }

    /// Reads a string value for `field`.
    public mutating func readString(field: String) throws(JSONReadError) -> String {
        let c = try nextToken()
        guard c == UInt8(ascii: "\"") else { throw wrongType(c, field: field, expected: "a string") }
        index += 1
        return try readStringAfterQuote()
    }

    /// The rest of a string whose opening quote has been consumed.
    mutating func readStringAfterQuote() throws(JSONReadError) -> String {
        scratch.removeAll(keepingCapacity: true)
        try readStringContents()
        // readStringContents validated the UTF-8 already.
        return String(decoding: scratch, as: UTF8.self)
    }

    /// Appends the rest of a string (after its opening quote) to `scratch`, unescaped, and consumes
    /// the closing quote. Rejects control characters, bad escapes, lone surrogates, invalid UTF-8 and
    /// strings over `limits.maximumStringBytes`.
    mutating func readStringContents() throws(JSONReadError) {
        var nonASCII = false
        while true {
            let c = try peek()
            if c == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if c == UInt8(ascii: "\\") {
                index += 1
                try readEscape()
                nonASCII = true
            } else if c < 0x20 {
                if isAtEnd { throw error(.truncated(expected: "the closing '\"' of a string")) }
                throw error(.invalidString(problem: "control character \(Self.describe(byte: c)) must be escaped"))
            } else {
                if c >= 0x80 { nonASCII = true }
                scratch.append(c)
                index += 1
            }
            if scratch.count > limits.maximumStringBytes {
                throw error(.invalidString(problem: "longer than \(limits.maximumStringBytes) bytes"))
            }
        }
        if nonASCII, String(validating: scratch, as: UTF8.self) == nil {
            throw error(.invalidString(problem: "not valid UTF-8"))
        }
    }

    private mutating func readEscape() throws(JSONReadError) {
        let e = try peek()
        if isAtEnd { throw error(.truncated(expected: "an escape sequence")) }
        index += 1
        switch e {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(e)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4()
            if scalar >= 0xD800 && scalar < 0xDC00 {
                guard try peek() == UInt8(ascii: "\\") else { throw loneSurrogate() }
                index += 1
                guard try peek() == UInt8(ascii: "u") else { throw loneSurrogate() }
                index += 1
                let low = try readHex4()
                guard low >= 0xDC00 && low < 0xE000 else { throw loneSurrogate() }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                throw loneSurrogate()
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw loneSurrogate() }
            scratch.append(contentsOf: UTF8.encode(unicode).map { Array($0) } ?? [])
        default:
            throw error(.invalidString(problem: "unknown escape \\\(Character(Unicode.Scalar(e))); expected one of "
                                       + "\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"))
        }
    }

    private func loneSurrogate() -> JSONReadError {
        if isAtEnd { return error(.truncated(expected: "the rest of a \\u escape")) }
        return error(.invalidString(problem: "a \\u escape is a lone UTF-16 surrogate; expected a high and low surrogate pair"))
    }

    private mutating func readHex4() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let c = try peek()
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default:
                if isAtEnd { throw error(.truncated(expected: "4 hex digits after \\u")) }
                throw error(.invalidString(problem: "expected 4 hex digits after \\u, found \(Self.describe(byte: c))"))
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
