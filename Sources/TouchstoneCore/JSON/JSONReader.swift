/// The one JSON reader of Touchstone: strict RFC 8259 JSON from bytes in memory or from a
/// `JSONChunkSource` (a file read in chunks, in constant memory).
///
/// It works at two levels. `readValue` / `JSONValue(parsing:)` build a whole value (object keys in
/// document order). The token calls (`nextToken`, `advance`, `readPackedKey`, `readInteger`,
/// `nextMember`...) let a typed reader walk a document without building it, as the recording reader
/// does for its frames. It never looks back: strings and number texts that cross a chunk boundary are
/// collected in `scratch`; lines are counted as whitespace is skipped (a JSON newline is never
/// anything else), so a position costs nothing until an error asks for it.
///
/// Rules (the recording format's, docs/recording-format.md): no comments, trailing commas, `NaN`
/// or leading zeros; strings are valid UTF-8 with control characters escaped and `\u` surrogates in
/// pairs; integers are read exactly (`readInteger`), other numbers as the nearest double; nesting,
/// string and number lengths are limited (`Limits`). Duplicate keys are the typed reader's business:
/// `readValue` keeps every member in order.
public struct JSONReader {
    /// How much the reader accepts.
    public struct Limits: Sendable, Hashable {
        /// Deepest nesting of arrays and objects (a top-level container is depth 1).
        public var maximumDepth: Int
        /// Longest string, in bytes after unescaping.
        public var maximumStringBytes: Int
        /// Longest number literal, in characters.
        public var maximumNumberCharacters: Int

        /// Creates limits; the defaults are the recording format's.
        public init(maximumDepth: Int = 64, maximumStringBytes: Int = 1 << 20, maximumNumberCharacters: Int = 512) {
            self.maximumDepth = maximumDepth
            self.maximumStringBytes = maximumStringBytes
            self.maximumNumberCharacters = maximumNumberCharacters
        }
    }

    /// What the reader accepts.
    public let limits: Limits
    /// The input's name in error locations (a file name, `<memory>`...).
    public let name: String
    /// The bytes of the current chunk (all of them for input in memory).
    @usableFromInline var bytes: [UInt8]
    /// Index of the next unread byte in `bytes`.
    @usableFromInline var index = 0
    /// Where further chunks come from; nil when `bytes` is the whole input.
    @usableFromInline let source: (any JSONChunkSource)?
    @usableFromInline var atEOF: Bool
    /// Offset of `bytes[0]` in the whole input.
    @usableFromInline var chunkStart = 0
    /// Line of the next byte (newlines are only ever whitespace in JSON, so `nextToken` counts them all).
    @usableFromInline var line = 1
    /// Offset at which that line starts.
    @usableFromInline var lineStart = 0
    /// Bytes of the string or number being read.
    @usableFromInline var scratch: [UInt8] = []

    /// Reads `bytes` (no copy is made); `name` is the file in error locations.
    public init(bytes: [UInt8], name: String = "<memory>", limits: Limits = Limits()) {
        self.limits = limits
        self.name = name
        self.bytes = bytes
        source = nil
        atEOF = true
        scratch.reserveCapacity(256)
    }

    /// Reads the UTF-8 of `text`.
    public init(text: String, name: String = "<memory>", limits: Limits = Limits()) {
        self.init(bytes: Array(text.utf8), name: name, limits: limits)
    }

    /// Reads the chunks `source` hands over, starting with the first.
    public init(source: any JSONChunkSource, name: String, chunkCapacity: Int = 1 << 18, limits: Limits = Limits()) {
        self.limits = limits
        self.name = name
        self.source = source
        atEOF = false
        bytes = []
        bytes.reserveCapacity(chunkCapacity)
        scratch.reserveCapacity(256)
    }

    // MARK: Input

    /// Bytes consumed so far, from the start of the input.
    public var offset: Int { chunkStart + index }

    /// True when every byte has been consumed and there are no more.
    @inlinable
    public var isAtEnd: Bool { index >= bytes.count && atEOF }

    /// The next byte without consuming it; 0 at the end of the input (check `isAtEnd`).
    @inlinable @inline(__always)
    public mutating func peek() throws(JSONReadError) -> UInt8 {
        if index < bytes.count { return bytes[index] }
        return try refillAndPeek()
    }

    /// Consumes the byte `peek` or `nextToken` returned.
    @inlinable @inline(__always)
    public mutating func advance() { index += 1 }

    @usableFromInline @inline(never)
    mutating func refillAndPeek() throws(JSONReadError) -> UInt8 {
        guard !atEOF, let source else { return 0 }
        chunkStart += bytes.count
        index = 0
        guard source.readChunk(into: &bytes) else {
            atEOF = true
            bytes.removeAll(keepingCapacity: true)
            throw JSONReadError(.inputFailed, at: location())
        }
        guard let first = bytes.first else {
            atEOF = true
            return 0
        }
        return first
    }

    /// The next byte that is not JSON whitespace, not consumed; 0 at the end.
    @inlinable @inline(__always)
    public mutating func nextToken() throws(JSONReadError) -> UInt8 {
        while true {
            let c = try peek()
            if c > 0x20 { return c }
            if c == 0x0A {
                index += 1
                line += 1
                lineStart = chunkStart + index
            } else if c == 0x20 || c == 0x0D || c == 0x09 {
                index += 1
            } else {
                return c
            }
        }
    }

    /// Consumes `byte` after optional whitespace, or throws with `expected` in the message.
    @inlinable @inline(__always)
    public mutating func consume(_ byte: UInt8, expected: @autoclosure () -> String) throws(JSONReadError) {
        let c = try nextToken()
        guard c == byte else { throw unexpected(c, expected: expected()) }
        index += 1
    }

    /// After a member or element: consumes `,` (true: another follows) or the closing bracket (false).
    @inlinable @inline(__always)
    public mutating func nextMember(closing: UInt8, expected: @autoclosure () -> String) throws(JSONReadError) -> Bool {
        let c = try nextToken()
        if c == UInt8(ascii: ",") {
            index += 1
            return true
        }
        guard c == closing else { throw unexpected(c, expected: expected()) }
        index += 1
        return false
    }

    /// Requires nothing but whitespace to follow (the end of a document).
    public mutating func finish() throws(JSONReadError) {
        _ = try nextToken()
        guard isAtEnd else { throw JSONReadError(.trailingData, at: location()) }
    }

    // MARK: Errors

    /// Where the reader is now.
    public func location() -> SourceLocation {
        SourceLocation(file: name, line: line, column: chunkStart + min(index, bytes.count) - lineStart + 1)
    }

    /// An error for `problem` at the current position.
    public func error(_ problem: JSONReadError.Problem) -> JSONReadError {
        JSONReadError(problem, at: location())
    }

    /// A syntax error for byte `c`, or a truncation error at the end of the input.
    public func unexpected(_ c: UInt8, expected: String) -> JSONReadError {
        if isAtEnd { return error(.truncated(expected: expected)) }
        return error(.syntax(expected: expected, found: Self.describe(byte: c)))
    }

    /// A type error for the value starting with `c` (a truncation error at the end of the input).
    public func wrongType(_ c: UInt8, field: String, expected: String) -> JSONReadError {
        if isAtEnd { return error(.truncated(expected: expected)) }
        return error(.wrongType(field: field, expected: expected, found: Self.describe(valueStartingWith: c)))
    }

    /// `'x'` for printable ASCII, `byte 0xNN` otherwise.
    public static func describe(byte c: UInt8) -> String {
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        let hex = String(c, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    }

    /// What kind of JSON value starts with `c`.
    public static func describe(valueStartingWith c: UInt8) -> String {
        switch c {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        default: return describe(byte: c)
        }
    }

    // MARK: Literals

    /// Consumes `true`, `false` or `null` (whose first byte the caller has seen).
    mutating func readLiteral(_ word: StaticString) throws(JSONReadError) {
        let count = word.utf8CodeUnitCount
        let start = word.utf8Start
        for i in 0..<count {
            let c = try peek()
            guard c == start[i] else { throw unexpected(c, expected: "\"\(word)\"") }
            index += 1
        }
    }

    /// Reads `true` or `false` for `field`.
    public mutating func readBool(field: String) throws(JSONReadError) -> Bool {
        let c = try nextToken()
        switch c {
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return false
        default:
            throw wrongType(c, field: field, expected: "true or false")
        }
    }

    /// Throws for `NaN`, `Infinity` or `-Infinity` starting at the current byte (after any `-`).
    @usableFromInline
    mutating func rejectNonFinite(negative: Bool) throws(JSONReadError) -> Never {
        var text = negative ? "-" : ""
        while text.utf8.count < 16 {
            let c = try peek()
            guard (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            else { break }
            text.append(Character(Unicode.Scalar(c)))
            index += 1
        }
        throw error(.nonFiniteNumber(text: text))
    }
}
