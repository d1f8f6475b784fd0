import TouchstoneCore

/// The recording reader's view of Core's `JSONReader`: the input (a file descriptor read in
/// fixed-size chunks, so memory stays constant, or bytes in memory) and the reader's errors as
/// `RecordingError`s naming the file. The JSON itself (tokens, strings, numbers, values, positions)
/// is all `JSONReader`'s.
struct JSONScanner {
    /// Chunk size for file input.
    static let chunkSize = 1 << 18
    /// The recording format's limits.
    static let limits = JSONReader.Limits(maximumDepth: RecordingFormat.maximumNestingDepth,
                                          maximumStringBytes: RecordingFormat.maximumStringBytes,
                                          maximumNumberCharacters: RecordingFormat.maximumNumberCharacters)

    /// File name used in errors.
    let file: String
    /// The reader over the input.
    var reader: JSONReader
    private let input: FileChunks?

    /// Scans a file descriptor; the caller keeps ownership of `fd`.
    init(fileDescriptor fd: Int32, file: String) {
        self.file = file
        let input = FileChunks(fd: fd, file: file, capacity: Self.chunkSize)
        self.input = input
        reader = JSONReader(source: input, name: file, chunkCapacity: Self.chunkSize, limits: Self.limits)
    }

    /// Scans bytes in memory.
    init(bytes: [UInt8], file: String) {
        self.file = file
        input = nil
        reader = JSONReader(bytes: bytes, name: file, limits: Self.limits)
    }

    // MARK: Errors

    /// `error` as the recording error that names the file (the input's own error for a failed read).
    func recordingError(_ error: JSONReadError) -> RecordingError {
        let l = error.location
        switch error.problem {
        case .empty: return .empty(file: file)
        case let .syntax(expected, found): return .syntax(file: file, location: l, expected: expected, found: found)
        case let .truncated(expected): return .truncated(file: file, location: l, expected: expected)
        case let .nonFiniteNumber(text): return .nonFiniteNumber(file: file, location: l, text: text)
        case let .numberOutOfRange(field, text, range):
            return .numberOutOfRange(file: file, location: l, field: field, text: text, range: range)
        case let .nestingTooDeep(limit): return .nestingTooDeep(file: file, location: l, limit: limit)
        case let .invalidString(problem): return .invalidString(file: file, location: l, problem: problem)
        case let .wrongType(field, expected, found):
            return .wrongType(file: file, location: l, field: field, expected: expected, found: found)
        case .trailingData: return .trailingData(file: file, location: l)
        case .inputFailed: return input?.failure ?? .io(file: file, operation: "read", errno: 0)
        }
    }

    /// Where the scanner is now.
    func location() -> SourceLocation { reader.location() }

    /// A syntax error for byte `c`, or a truncation error at the end of the input.
    func unexpected(_ c: UInt8, expected: String) -> RecordingError {
        recordingError(reader.unexpected(c, expected: expected))
    }

    /// A type error for the value starting with `c`.
    func wrongType(_ c: UInt8, field: String, expected: String) -> RecordingError {
        recordingError(reader.wrongType(c, field: field, expected: expected))
    }

    // MARK: Reading (JSONReader's calls, with recording errors)

    /// True when every byte has been consumed and there are no more.
    var isAtEnd: Bool { reader.isAtEnd }

    /// Consumes the byte `nextToken` returned.
    @inline(__always)
    mutating func advance() { reader.advance() }

    /// The next byte that is not whitespace, not consumed; 0 at the end.
    @inline(__always)
    mutating func nextToken() throws(RecordingError) -> UInt8 {
        do { return try reader.nextToken() } catch { throw recordingError(error) }
    }

    /// Consumes `byte` after optional whitespace.
    @inline(__always)
    mutating func consume(_ byte: UInt8, expected: @autoclosure () -> String) throws(RecordingError) {
        do { try reader.consume(byte, expected: expected()) } catch { throw recordingError(error) }
    }

    /// After a member or element: `,` (true) or the closing bracket (false).
    @inline(__always)
    mutating func endOfMember(closing: UInt8, expected: @autoclosure () -> String) throws(RecordingError) -> Bool {
        do { return try reader.nextMember(closing: closing, expected: expected()) } catch { throw recordingError(error) }
    }

    /// An object key packed into an integer (`JSONReader.readPackedKey`).
    @inline(__always)
    mutating func readPackedKey() throws(RecordingError) -> UInt64 {
        do { return try reader.readPackedKey() } catch { throw recordingError(error) }
    }

    /// An integer in `range`, read exactly.
    @inline(__always)
    mutating func readInteger(field: @autoclosure () -> String, in range: ClosedRange<Int64>) throws(RecordingError) -> Int64 {
        do { return try reader.readInteger(field: field(), in: range) } catch { throw recordingError(error) }
    }

    /// `true` or `false`.
    mutating func readBool(field: String) throws(RecordingError) -> Bool {
        do { return try reader.readBool(field: field) } catch { throw recordingError(error) }
    }

    /// An object key.
    mutating func readKey() throws(RecordingError) -> String {
        do { return try reader.readKey() } catch { throw recordingError(error) }
    }

    /// A string value.
    mutating func readString(field: String) throws(RecordingError) -> String {
        do { return try reader.readString(field: field) } catch { throw recordingError(error) }
    }

    /// Any value, built (`depth`: that of the container it sits in).
    mutating func readValue(depth: Int) throws(RecordingError) -> JSONValue {
        do { return try reader.readValue(depth: depth) } catch { throw recordingError(error) }
    }

    /// Any value, checked and dropped.
    mutating func skipValue(depth: Int) throws(RecordingError) {
        do { try reader.skipValue(depth: depth) } catch { throw recordingError(error) }
    }
}

/// A file descriptor read in chunks for `JSONReader`; a failed read is kept as the `RecordingError` to report.
private final class FileChunks: JSONChunkSource {
    private let fd: Int32
    private let file: String
    private let staging: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    /// Why the last read failed.
    private(set) var failure: RecordingError?

    init(fd: Int32, file: String, capacity: Int) {
        self.fd = fd
        self.file = file
        self.capacity = max(1, capacity)
        staging = .allocate(capacity: self.capacity)
    }

    deinit { staging.deallocate() }

    func readChunk(into chunk: inout [UInt8]) -> Bool {
        chunk.removeAll(keepingCapacity: true)
        do {
            let n = try RecordingFileIO.read(fd, into: staging, count: capacity, file: file)
            chunk.append(contentsOf: UnsafeBufferPointer(start: staging, count: n))
            return true
        } catch {
            failure = error
            return false
        }
    }
}
