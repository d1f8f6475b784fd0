#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Writes a Touchstone recording frame by frame, crash-safely.
///
/// The writer writes `NAME.partial` (header first, then frames as they come) and renames it to
/// `NAME` in `finish()`. By default every frame is handed to the OS with write(2) as soon as it is
/// written, so a writer that is killed loses at most the frame it was writing (at 125 Hz that is
/// 125 small writes a second). Bulk writers (conversions, benchmarks) may instead flush whenever
/// the buffered frames span 100 ms of *recorded* time (`.hundredMilliseconds`); either way no frame
/// stays buffered once frames 100 ms newer have been written, and at most 1 MiB is buffered.
/// `RecordingRecovery` turns a `.partial` back into a valid recording.
public final class RecordingWriter {
    /// When buffered frames are handed to the OS.
    public enum FlushPolicy: Sendable, Hashable {
        /// After every frame (a killed writer loses at most the frame it was writing); the default.
        case everyFrame
        /// As soon as the buffered frames span this many microseconds of recorded time.
        case recordedInterval(microseconds: Int64)

        /// Every 100 ms of recorded time: for bulk writing, where a crash means re-running the job.
        public static let hundredMilliseconds = FlushPolicy.recordedInterval(microseconds: 100_000)
    }

    /// Layout and durability choices.
    public struct Options: Sendable, Hashable {
        /// Pretty (one frame per line) or compact.
        public var style: RecordingJSONStyle
        /// When frames are written to the OS.
        public var flushPolicy: FlushPolicy
        /// fsync(2) after every flush (durable against power loss, slower).
        public var syncEveryFlush: Bool
        /// fsync(2) before the rename in `finish()`, so the renamed file is never empty after a power loss.
        public var syncOnFinish: Bool
        /// Overwrite a temporary file left by an earlier unfinished writer instead of refusing to start.
        public var replacesPartial: Bool
        /// Replace an existing file at the final path (a regular file only); else the writer refuses
        /// to start, and `finish()` never replaces a file that appeared meanwhile.
        public var replacesExisting: Bool
        /// Remove the temporary file when writing fails or the writer is dropped unfinished (bulk
        /// writers, whose input still exists); a live recording keeps it for `RecordingRecovery`.
        public var discardsOnFailure: Bool

        /// Creates options; the defaults are pretty output, a flush after every frame, an fsync on
        /// finish, refusing to overwrite a `.partial` left by a crash (it may still be recovered) or
        /// an existing recording, and keeping the `.partial` of a failed or killed writer.
        public init(style: RecordingJSONStyle = .pretty, flushPolicy: FlushPolicy = .everyFrame,
                    syncEveryFlush: Bool = false, syncOnFinish: Bool = true, replacesPartial: Bool = false,
                    replacesExisting: Bool = false, discardsOnFailure: Bool = false) {
            self.style = style
            self.flushPolicy = flushPolicy
            self.syncEveryFlush = syncEveryFlush
            self.syncOnFinish = syncOnFinish
            self.replacesPartial = replacesPartial
            self.replacesExisting = replacesExisting
            self.discardsOnFailure = discardsOnFailure
        }

        /// For conversions, recovery and benchmarks: flushes every 100 ms of recorded time, replaces a
        /// stale temporary file, and leaves nothing behind on failure.
        public static func bulk(style: RecordingJSONStyle = .pretty, replacesExisting: Bool = false) -> Options {
            Options(style: style, flushPolicy: .hundredMilliseconds, replacesPartial: true,
                    replacesExisting: replacesExisting, discardsOnFailure: true)
        }
    }

    private enum State {
        case open
        case finished
        case failed
    }

    /// Bytes buffered before a flush is forced regardless of recorded time.
    static let bufferLimit = 1 << 20

    /// The file the recording ends up in (for a descriptor writer, its name).
    public let path: String
    /// The file written until `finish()` renames it to `path`; nil for a descriptor writer.
    public let temporaryPath: String?
    /// The options in use.
    public let options: Options
    /// Frames accepted so far.
    public private(set) var framesWritten = 0
    /// Bytes handed to the OS so far.
    public private(set) var bytesFlushed = 0

    private let fd: Int32
    private let writeCall: RecordingFileIO.WriteCall
    private var ownsDescriptor: Bool
    private var output: JSONOutput
    private var validator: FrameValidator
    private var oldestUnflushedTime: Int64?
    private var state = State.open

    /// Starts a crash-safe recording at `path`: creates `temporaryPath` (default `path.partial`) and
    /// writes and flushes the header. Throws `partialExists` when the temporary file is already
    /// there (left by a crash) unless `options.replacesPartial`.
    public convenience init(path: String, header: RecordingHeader, options: Options = Options(),
                            temporaryPath: String? = nil) throws(RecordingError) {
        try self.init(path: path, header: header, options: options, temporaryPath: temporaryPath,
                      writeCall: RecordingFileIO.systemWrite)
    }

    /// As the public initializer, with the write(2) to use (tests pass one that fails like a full disk).
    init(path: String, header: RecordingHeader, options: Options, temporaryPath: String?,
         writeCall: @escaping RecordingFileIO.WriteCall) throws(RecordingError) {
        let temporary = temporaryPath ?? path + RecordingFormat.partialSuffix
        self.writeCall = writeCall
        self.path = path
        self.temporaryPath = temporary
        self.options = options
        output = JSONOutput(capacity: 1 << 16)
        validator = FrameValidator(device: header.device)
        try Self.appendHeader(header, style: options.style, to: &output, file: path)
        try RecordingFileIO.checkOutput(path, replacing: options.replacesExisting)
        fd = try RecordingFileIO.createForWriting(temporary, replacing: options.replacesPartial)
        ownsDescriptor = true
        try startFrames()
    }

    /// Writes a recording to an open descriptor (stdout, a pipe), which stays the caller's to close;
    /// nothing is renamed.
    public init(fileDescriptor: Int32, name: String, header: RecordingHeader,
                options: Options = Options()) throws(RecordingError) {
        path = name
        temporaryPath = nil
        writeCall = RecordingFileIO.systemWrite
        self.options = options
        output = JSONOutput(capacity: 1 << 16)
        validator = FrameValidator(device: header.device)
        try Self.appendHeader(header, style: options.style, to: &output, file: name)
        fd = fileDescriptor
        ownsDescriptor = false
        try startFrames()
    }

    deinit {
        // An unfinished live writer leaves its .partial behind for recovery, with what it has
        // buffered; a bulk writer leaves nothing.
        if state == .open {
            if options.discardsOnFailure {
                discardTemporary()
            } else {
                try? flush()
            }
        }
        closeDescriptor()
    }

    /// Marks the writer failed and, for a bulk writer, closes and removes the temporary file.
    private func fail() {
        state = .failed
        if options.discardsOnFailure { discardTemporary() }
    }

    private func discardTemporary() {
        closeDescriptor()
        if let temporaryPath { RecordingFileIO.remove(temporaryPath) }
    }

    /// Closes an owned descriptor once, ignoring errors (the writer has already failed or been dropped).
    private func closeDescriptor() {
        guard ownsDescriptor else { return }
        ownsDescriptor = false
        try? RecordingFileIO.close(fd, file: path)
    }

    private func startFrames() throws(RecordingError) {
        do {
            try flush()
        } catch {
            fail()
            closeDescriptor()
            throw error
        }
    }

    /// Appends one frame; throws without writing anything when the frame breaks the format's rules
    /// (time order, slots, ids; see `FrameProblem`).
    public func write(_ frame: TouchFrame) throws(RecordingError) {
        guard state == .open else { throw .writerClosed(file: path) }
        if let problem = validator.check(frame) {
            throw .invalidFrame(file: path, frame: framesWritten, location: nil, problem: problem)
        }
        Self.appendFrame(frame, index: framesWritten, style: options.style, to: &output)
        framesWritten += 1
        let oldest = oldestUnflushedTime ?? frame.time
        oldestUnflushedTime = oldest
        let due: Bool
        switch options.flushPolicy {
        case .everyFrame: due = true
        case .recordedInterval(let interval): due = frame.time - oldest >= interval
        }
        if due || output.count >= Self.bufferLimit { try flushOrFail() }
    }

    /// Hands everything buffered to the OS now.
    public func flush() throws(RecordingError) {
        guard output.count > 0 else { return }
        try RecordingFileIO.writeAll(fd, output.bytes, file: temporaryPath ?? path, using: writeCall)
        bytesFlushed += output.count
        output.bytes.removeAll(keepingCapacity: true)
        oldestUnflushedTime = nil
        if options.syncEveryFlush { try RecordingFileIO.sync(fd, file: temporaryPath ?? path) }
    }

    private func flushOrFail() throws(RecordingError) {
        do {
            try flush()
        } catch {
            fail()
            throw error
        }
    }

    /// Closes the frames array and the document, flushes, and renames the temporary file to `path`
    /// (without replacing an existing file unless `options.replacesExisting`).
    public func finish() throws(RecordingError) {
        guard state == .open else { throw .writerClosed(file: path) }
        Self.appendEnd(framesWritten: framesWritten, style: options.style, to: &output)
        do {
            try flush()
            if let temporaryPath {
                if options.syncOnFinish { try RecordingFileIO.sync(fd, file: temporaryPath) }
                ownsDescriptor = false
                try RecordingFileIO.close(fd, file: temporaryPath)
                if options.replacesExisting {
                    try RecordingFileIO.rename(temporaryPath, to: path)
                } else {
                    try RecordingFileIO.renameWithoutReplacing(temporaryPath, to: path)
                }
            }
        } catch {
            fail()
            throw error
        }
        state = .finished
    }

    // MARK: Layout shared with RecordingEncoder

    /// Appends the top-level members before the frames and opens the frames array.
    static func appendHeader(_ header: RecordingHeader, style: RecordingJSONStyle, to output: inout JSONOutput,
                             file: String) throws(RecordingError) {
        let members = try RecordingHeaderEncoding.members(of: header, file: file)
        switch style {
        case .pretty:
            output.append("{\n")
            for member in members {
                output.append("  ")
                let start = output.count
                output.append(string: member.key)
                output.append(": ")
                if member.key == "libinput_gestures", case .array(let events) = member.value {
                    output.append(elementPerLine: events, indent: 2)
                } else {
                    output.append(pretty: member.value, indent: 2, column: 2 + output.count - start)
                }
                output.append(",\n")
            }
            output.append("  \"frames\": [")
        case .compact:
            output.append("{")
            for member in members {
                output.append(string: member.key)
                output.append(":")
                output.append(compact: member.value)
                output.append(",")
            }
            output.append("\"frames\":[")
        }
    }

    /// Appends frame number `index` (its separator included).
    @inline(__always)
    static func appendFrame(_ frame: TouchFrame, index: Int, style: RecordingJSONStyle, to output: inout JSONOutput) {
        switch style {
        case .pretty: index == 0 ? output.append("\n    ") : output.append(",\n    ")
        case .compact: if index > 0 { output.append(byte: UInt8(ascii: ",")) }
        }
        if JSONScanner.isSortedBySlot(frame.contacts) {
            output.append(frame: frame)
        } else {
            var sorted = frame
            sorted.contacts.sort { $0.slot < $1.slot }
            output.append(frame: sorted)
        }
    }

    /// Closes the frames array and the document.
    static func appendEnd(framesWritten: Int, style: RecordingJSONStyle, to output: inout JSONOutput) {
        switch style {
        case .pretty: framesWritten == 0 ? output.append("]\n}\n") : output.append("\n  ]\n}\n")
        case .compact: output.append("]}\n")
        }
    }
}
