#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchstoneCore

/// The one entry point for reading a recording file in any supported format.
///
/// The format comes from the extension (`.json`, `.yml`/`.yaml`, `.evemu`), else from the first
/// bytes (`{`, `# EVEMU`, `# libinput record` or `version:`). Every failure is a
/// `RecordingError`, whose `category` tells a command which exit code to use.
///
/// `read` streams: frames are handed over one at a time as they are decoded and not kept, so a
/// command that summarises, prints or classifies frames runs in memory that does not grow with the
/// file. `load` collects them into a `Recording`.
public enum RecordingImporter {
    /// Files larger than this are refused by `readFile`, which reads a whole file into memory (1 GiB).
    public static let maximumFileSize = 1 << 30

    /// Streams the recording at `path`: its device to `start` (once, before any frame), then each
    /// frame to `frame`; returns the rest of the header (metadata, libinput gestures, expect) at the end.
    ///
    /// - Parameters:
    ///   - path: the file to read; anything but a regular file is refused before reading.
    ///   - deviceIndex: for multi-device `libinput record` files, the device to import (0-based);
    ///     nil picks the first touch device. Single-device formats accept only nil or 0.
    ///   - start: receives the device before the first frame.
    ///   - frame: receives each frame; frames handed over before an error in the file stay handed over.
    public static func read(path: String, deviceIndex: Int? = nil, start: (DeviceDescription) -> Void = { _ in },
                            frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        let fd = try RecordingFileIO.openForReading(path)
        defer { close(fd) }
        var head = [UInt8](repeating: 0, count: 4096)
        let headCount = head.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard headCount >= 0 else { throw .io(file: path, operation: "read", errno: errno) }
        let format = try format(of: path, head: head[0..<headCount])
        try checkSingleDevice(format, deviceIndex, path)
        return try read(.file(fd), format: format, sourceName: path, deviceIndex: deviceIndex, start: start, frame: frame)
    }

    /// Reads and imports the recording at `path` (`read(path:deviceIndex:start:frame:)`, frames collected).
    public static func load(path: String, deviceIndex: Int? = nil) throws(RecordingError) -> Recording {
        var frames: [TouchFrame] = []
        let header = try read(path: path, deviceIndex: deviceIndex) { frames.append($0) }
        return Recording(header: header, frames: frames)
    }

    /// Imports a recording from bytes already in memory.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - sourceName: the file's path or name: used for errors, the metadata, and to pick the format.
    ///   - format: the format, or nil to pick it from `sourceName`'s extension, then from the content.
    ///   - deviceIndex: as for `load(path:deviceIndex:)`.
    public static func load(bytes: [UInt8], sourceName: String, format: RecordingFileFormat? = nil,
                            deviceIndex: Int? = nil) throws(RecordingError) -> Recording {
        var frames: [TouchFrame] = []
        let header = try read(bytes: bytes, sourceName: sourceName, format: format, deviceIndex: deviceIndex) {
            frames.append($0)
        }
        return Recording(header: header, frames: frames)
    }

    /// Streams a recording from bytes already in memory, as `read(path:...)` does from a file.
    public static func read(bytes: [UInt8], sourceName: String, format: RecordingFileFormat? = nil,
                            deviceIndex: Int? = nil, start: (DeviceDescription) -> Void = { _ in },
                            frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        let detected: RecordingFileFormat
        if let format { detected = format } else { detected = try self.format(of: sourceName, head: bytes.prefix(4096)) }
        try checkSingleDevice(detected, deviceIndex, sourceName)
        return try read(.bytes(bytes), format: detected, sourceName: sourceName, deviceIndex: deviceIndex,
                        start: start, frame: frame)
    }

    /// Where a recording's bytes come from: an open file or memory.
    private enum Source {
        case file(Int32)
        case bytes([UInt8])
    }

    /// The one format dispatch: streams `source` through the importer for `format`.
    private static func read(_ source: Source, format: RecordingFileFormat, sourceName: String, deviceIndex: Int?,
                             start: (DeviceDescription) -> Void,
                             frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        switch format {
        case .libinputRecord:
            let stream = switch source {
            case let .file(fd): YAMLEventStream(fileDescriptor: fd, file: sourceName)
            case let .bytes(bytes): YAMLEventStream(bytes: bytes, file: sourceName)
            }
            return try LibinputRecordImporter.read(stream, deviceIndex: deviceIndex, start: start, frame: frame)
        case .evemu:
            switch source {
            case let .file(fd): return try EvemuImporter.read(fileDescriptor: fd, sourceName: sourceName, start: start, frame: frame)
            case let .bytes(bytes): return try EvemuImporter.read(bytes: bytes, sourceName: sourceName, start: start, frame: frame)
            }
        case .json:
            let reader = switch source {
            case let .file(fd): try RecordingReader(fileDescriptor: fd, name: sourceName)
            case let .bytes(bytes): try RecordingReader(bytes: bytes, name: sourceName)
            }
            start(reader.header.device)
            while let next = try reader.next() { frame(next) }
            return reader.header
        }
    }

    /// The format `path`'s extension names, else the one its first bytes look like.
    private static func format(of path: String, head: ArraySlice<UInt8>) throws(RecordingError) -> RecordingFileFormat {
        guard let format = RecordingFileFormat.detect(fileName: lastPathComponent(path))
                ?? RecordingFileFormat.detect(content: head) else {
            throw .unknownFormat(file: path)
        }
        return format
    }

    /// Evemu and JSON files hold one device: only index 0 (or none) may be asked for.
    private static func checkSingleDevice(_ format: RecordingFileFormat, _ deviceIndex: Int?,
                                          _ path: String) throws(RecordingError) {
        if format != .libinputRecord, let deviceIndex, deviceIndex != 0 {
            throw .deviceIndexOutOfRange(file: path, index: deviceIndex, deviceCount: 1)
        }
    }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    static func readChunk(_ fd: Int32, into buffer: inout [UInt8], path: String) throws(RecordingError) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count >= 0 { return count }
            if errno != EINTR { throw .io(file: path, operation: "read", errno: errno) }
        }
    }

    /// Reads a whole file into memory (at most `maximumFileSize` bytes): a file that is absent or
    /// may not be opened is `cannotOpen`, one that is not a regular file (a directory, `/dev/zero`, a
    /// FIFO: refused before anything is read) `notARegularFile`; anything that fails after opening is
    /// `io` or `tooLarge`.
    ///
    /// `allowingStreams` accepts a pipe or terminal too (standard input given as `-`): the bytes are
    /// read until the end, up to the same limit.
    public static func readFile(path: String, allowingStreams: Bool = false) throws(RecordingError) -> [UInt8] {
        let fd = try RecordingFileIO.openForReading(path, requiringRegular: !allowingStreams)
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(file: path, operation: "fstat", errno: errno) }
        guard Int(info.st_size) <= maximumFileSize else {
            throw .tooLarge(file: path, limit: maximumFileSize)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try readChunk(fd, into: &chunk, path: path)
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumFileSize {
                throw .tooLarge(file: path, limit: maximumFileSize)
            }
        }
        return bytes
    }

    /// The last component of a path (the whole string when it has no `/`).
    public static func lastPathComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
