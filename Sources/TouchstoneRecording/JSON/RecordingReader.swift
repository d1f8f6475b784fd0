#if canImport(TouchstoneCore)
import TouchstoneCore
#endif
import Glibc

/// Reads a Touchstone recording frame by frame in constant memory.
///
/// The header (format, version, device, metadata, libinput gestures, expect) is read when the
/// reader is created; `next()` then yields one validated frame at a time, reading the input in
/// fixed-size chunks. Keys may come in any order: header keys that follow the frames are applied
/// when `next()` returns nil, and frames that precede the device are buffered (the only case that
/// needs memory in proportion to the file).
///
/// ```swift
/// let reader = try RecordingReader(path: "swipe.json")
/// while let frame = try reader.next() { ... }
/// ```
public final class RecordingReader {
    /// The file name used in errors.
    public let file: String
    private var parser: RecordingParser
    private let ownedDescriptor: Int32?
    private var initialHeader: RecordingHeader

    /// Opens and reads the header of the recording at `path`.
    public convenience init(path: String) throws(RecordingError) {
        let fd = try RecordingFileIO.openForReading(path)
        try self.init(scanner: JSONScanner(fileDescriptor: fd, file: path), owning: fd)
    }

    /// Reads a recording from an open descriptor (a pipe, stdin...), which stays the caller's to close.
    public convenience init(fileDescriptor: Int32, name: String) throws(RecordingError) {
        try self.init(scanner: JSONScanner(fileDescriptor: fileDescriptor, file: name), owning: nil)
    }

    /// Reads a recording from bytes in memory; `name` is used in errors.
    public convenience init(bytes: [UInt8], name: String = "<memory>") throws(RecordingError) {
        try self.init(scanner: JSONScanner(bytes: bytes, file: name), owning: nil)
    }

    private init(scanner: JSONScanner, owning fd: Int32?) throws(RecordingError) {
        file = scanner.file
        ownedDescriptor = fd
        parser = RecordingParser(scanner: scanner)
        do {
            initialHeader = try parser.readHeader()
        } catch {
            if let fd { _ = Glibc.close(fd) }
            throw error
        }
    }

    deinit {
        if let ownedDescriptor { _ = Glibc.close(ownedDescriptor) }
    }

    /// The header. Keys that follow the frames in the file are included once `next()` returned nil.
    public var header: RecordingHeader { parser.header ?? initialHeader }

    /// Frames returned so far.
    public var framesRead: Int { parser.frameIndex }

    /// True when the last error happened inside a frame that the input ended in the middle of.
    var endedInsideFrame: Bool { parser.isInsideFrame }

    /// The next frame, or nil after the last one; throws on the first malformed or invalid input.
    public func next() throws(RecordingError) -> TouchFrame? {
        try parser.nextFrame()
    }

    /// Reads all remaining frames into an array.
    public func readAllFrames() throws(RecordingError) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        while let frame = try parser.nextFrame() { frames.append(frame) }
        return frames
    }
}
