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
/// `RecordingImportError`, whose `category` tells a command which exit code to use.
public enum RecordingImporter {
    /// Files larger than this are refused rather than read into memory (1 GiB).
    public static let maximumFileSize = 1 << 30

    /// Reads and imports the recording at `path`.
    ///
    /// - Parameters:
    ///   - path: the file to read.
    ///   - deviceIndex: for multi-device `libinput record` files, the device to import (0-based);
    ///     nil picks the first touch device. Single-device formats accept only nil or 0.
    public static func load(path: String, deviceIndex: Int? = nil) throws(RecordingImportError) -> Recording {
        let bytes = try readFile(path: path)
        return try load(bytes: bytes, sourceName: path, deviceIndex: deviceIndex)
    }

    /// Imports a recording from bytes already in memory.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - sourceName: the file's path or name: used for errors, the metadata, and to pick the format.
    ///   - format: the format, or nil to pick it from `sourceName`'s extension, then from the content.
    ///   - deviceIndex: as for `load(path:deviceIndex:)`.
    public static func load(bytes: [UInt8], sourceName: String, format: RecordingFileFormat? = nil,
                            deviceIndex: Int? = nil) throws(RecordingImportError) -> Recording {
        guard let format = format ?? RecordingFileFormat.detect(fileName: lastPathComponent(sourceName))
                ?? RecordingFileFormat.detect(content: bytes) else {
            throw .unknownFormat(file: sourceName)
        }
        switch format {
        case .libinputRecord:
            return try LibinputRecordImporter.importRecording(bytes: bytes, sourceName: sourceName,
                                                              deviceIndex: deviceIndex)
        case .evemu:
            if let deviceIndex, deviceIndex != 0 {
                throw .deviceIndexOutOfRange(file: sourceName, index: deviceIndex, deviceCount: 1)
            }
            return try EvemuImporter.importRecording(bytes: bytes, sourceName: sourceName)
        case .json:
            if let deviceIndex, deviceIndex != 0 {
                throw .deviceIndexOutOfRange(file: sourceName, index: deviceIndex, deviceCount: 1)
            }
            return try loadJSON(bytes: bytes, sourceName: sourceName)
        }
    }

    /// Reads a whole file, classifying failures: a file that is absent, may not be opened or is not
    /// a regular file (a directory, `/dev/zero`, a FIFO: refused before anything is read) is
    /// `missingFile`; anything that fails after opening is `readFailed`.
    public static func readFile(path: String) throws(RecordingImportError) -> [UInt8] {
        let fd: Int32
        do {
            fd = try RecordingFileIO.openForReading(path)
        } catch {
            switch error {
            case let .io(_, _, code) where [ENOENT, ENOTDIR, EACCES, EPERM, ELOOP, ENAMETOOLONG].contains(code):
                throw .missingFile(path: path, reason: errorText(code))
            case let .notARegularFile(_, kind):
                throw .missingFile(path: path, reason: "it is \(kind); expected a regular file")
            case let .io(_, _, code):
                throw .readFailed(path: path, reason: errorText(code))
            default:
                throw .readFailed(path: path, reason: error.description)
            }
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .readFailed(path: path, reason: errorText(errno)) }
        guard Int(info.st_size) <= maximumFileSize else {
            throw .readFailed(path: path, reason: "larger than \(maximumFileSize) bytes")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw .readFailed(path: path, reason: errorText(errno))
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > maximumFileSize {
                throw .readFailed(path: path, reason: "larger than \(maximumFileSize) bytes")
            }
        }
        return bytes
    }

    /// The last component of a path (the whole string when it has no `/`).
    public static func lastPathComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "errno \(code)" }
        return String(cString: text)
    }
}
