import Glibc
import TouchstoneCore

/// Owns the scanner's input buffer. The scanner itself is a struct so that its hot loops run
/// without reference counting or dynamic exclusivity checks.
final class JSONInputBuffer {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }
}

/// A byte-level JSON tokenizer over a file descriptor (read in fixed-size chunks, so memory stays
/// constant) or over bytes in memory.
///
/// It never looks back: strings and number texts that cross a chunk boundary are collected in
/// `scratch`. Line and column numbers are derived only when an error is reported, from newline
/// counts kept per chunk.
struct JSONScanner {
    /// Chunk size for file input.
    static let chunkSize = 1 << 18

    /// File name used in errors.
    let file: String
    private let storage: JSONInputBuffer
    private let buffer: UnsafeMutablePointer<UInt8>
    private let fd: Int32
    /// Index of the next unread byte in `buffer`.
    var pos = 0
    /// Number of valid bytes in `buffer`.
    private(set) var end = 0
    private var atEOF: Bool
    private var bufferStart = 0
    private var linesBeforeBuffer = 0
    private var lineStartBeforeBuffer = 0
    /// Bytes of the string or number being read.
    var scratch: [UInt8] = []

    /// Scans a file descriptor; the caller keeps ownership of `fd`.
    init(fileDescriptor fd: Int32, file: String) {
        self.file = file
        self.fd = fd
        storage = JSONInputBuffer(capacity: Self.chunkSize)
        buffer = storage.base
        atEOF = false
        scratch.reserveCapacity(256)
    }

    /// Scans bytes in memory (copied once).
    init(bytes: UnsafeRawBufferPointer, file: String) {
        self.file = file
        fd = -1
        storage = JSONInputBuffer(capacity: bytes.count)
        buffer = storage.base
        if let source = bytes.baseAddress, bytes.count > 0 {
            buffer.initialize(from: source.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        }
        end = bytes.count
        atEOF = true
        scratch.reserveCapacity(256)
    }

    // MARK: Input

    /// Bytes consumed so far.
    var offset: Int { bufferStart + pos }

    /// True when every byte has been consumed and there are no more.
    var isAtEnd: Bool { pos >= end && atEOF }

    /// The next byte without consuming it; 0 at the end of the input (check `isAtEnd`).
    @inline(__always)
    mutating func peek() throws(RecordingError) -> UInt8 {
        if pos < end { return buffer[pos] }
        return try refillAndPeek()
    }

    /// The byte at `index`, which the caller knows is below `end`.
    @inline(__always)
    func bufferByte(at index: Int) -> UInt8 { buffer[index] }

    @inline(never)
    private mutating func refillAndPeek() throws(RecordingError) -> UInt8 {
        guard !atEOF else { return 0 }
        // Newline bookkeeping for error positions: count, then find the last one.
        let newlines = Self.countNewlines(buffer, count: end)
        if newlines > 0 {
            var last = end - 1
            while buffer[last] != 0x0A { last -= 1 }
            linesBeforeBuffer += newlines
            lineStartBeforeBuffer = bufferStart + last + 1
        }
        bufferStart += end
        pos = 0
        end = 0
        let n = try RecordingFileIO.read(fd, into: buffer, count: storage.capacity, file: file)
        if n == 0 {
            atEOF = true
            return 0
        }
        end = n
        return buffer[0]
    }

    /// Counts `\n` bytes eight at a time: a byte of `x = word ^ 0x0A..0A` is zero exactly where
    /// the word has a newline, and `~(((x & 0x7F..) + 0x7F..) | x | 0x7F..)` sets the top bit of
    /// exactly those bytes (no carry crosses bytes). The per-byte flags are summed in byte lanes
    /// (no popcount instruction on baseline x86-64) and folded every 255 words.
    static func countNewlines(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        let raw = UnsafeRawPointer(bytes)
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        var total = 0
        var i = 0
        while i + 8 <= count {
            var lanes: UInt64 = 0
            var words = 0
            while words < 255 && i + 8 <= count {
                let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                lanes &+= (~(((x & low7) &+ low7) | x | low7)) >> 7
                i += 8
                words += 1
            }
            let pairs = (lanes & evenBytes) &+ ((lanes >> 8) & evenBytes)
            total &+= Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while i < count {
            if bytes[i] == 0x0A { total &+= 1 }
            i += 1
        }
        return total
    }

    /// The next byte that is not JSON whitespace, not consumed; 0 at the end.
    @inline(__always)
    mutating func nextToken() throws(RecordingError) -> UInt8 {
        while true {
            let c = try peek()
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return c }
            pos += 1
        }
    }

    /// Consumes `byte` after optional whitespace, or throws with `expected` in the message.
    @inline(__always)
    mutating func consume(_ byte: UInt8, expected: @autoclosure () -> String) throws(RecordingError) {
        let c = try nextToken()
        guard c == byte else { throw unexpected(c, expected: expected()) }
        pos += 1
    }

    // MARK: Errors

    /// Where the scanner is now.
    func location() -> SourceLocation {
        var line = linesBeforeBuffer + 1
        var lineStart = lineStartBeforeBuffer
        let limit = min(pos, end)
        for i in 0..<limit where buffer[i] == 0x0A {
            line += 1
            lineStart = bufferStart + i + 1
        }
        let offset = bufferStart + limit
        return SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    /// A syntax error for byte `c`, or a truncation error at the end of the input.
    func unexpected(_ c: UInt8, expected: String) -> RecordingError {
        if isAtEnd { return .truncated(file: file, location: location(), expected: expected) }
        return .syntax(file: file, location: location(), expected: expected, found: Self.describe(byte: c))
    }

    /// A type error for the value starting with `c`.
    func wrongType(_ c: UInt8, field: String, expected: String) -> RecordingError {
        if isAtEnd { return .truncated(file: file, location: location(), expected: expected) }
        return .wrongType(file: file, location: location(), field: field, expected: expected,
                          found: Self.describe(valueStartingWith: c))
    }

    /// `'x'` for printable ASCII, `byte 0xNN` otherwise.
    static func describe(byte c: UInt8) -> String {
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        let hex = String(c, radix: 16, uppercase: true)
        return "byte 0x\(hex.count < 2 ? "0" + hex : hex)"
    }

    /// What kind of JSON value starts with `c`.
    static func describe(valueStartingWith c: UInt8) -> String {
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
    mutating func readLiteral(_ word: StaticString) throws(RecordingError) {
        let count = word.utf8CodeUnitCount
        let start = word.utf8Start
        for i in 0..<count {
            let c = try peek()
            guard c == start[i] else { throw unexpected(c, expected: "\"\(word)\"") }
            pos += 1
        }
    }

    /// Reads a boolean for `field`.
    mutating func readBool(field: String) throws(RecordingError) -> Bool {
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
    mutating func rejectNonFinite(negative: Bool) throws(RecordingError) -> Never {
        var text = negative ? "-" : ""
        while text.utf8.count < 16 {
            let c = try peek()
            guard (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            else { break }
            text.append(Character(Unicode.Scalar(c)))
            pos += 1
        }
        throw .nonFiniteNumber(file: file, location: location(), text: text)
    }
}
