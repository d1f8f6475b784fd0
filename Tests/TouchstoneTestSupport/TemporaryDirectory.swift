import Glibc

/// A fresh directory of its own (mkdtemp, mode 0700) for one test, deleted with everything in it by `remove()`.
///
/// Made under `$TMPDIR` (else `/tmp`), or under `base` when given: socket tests pass `/tmp`, since a Unix
/// socket path must fit in 108 bytes.
public struct TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    public let path: String

    /// Makes `BASE/touchstone-LABEL-XXXXXX`.
    /// - Throws: `TemporaryDirectoryError` when mkdtemp fails (the base is missing or not writable).
    public init(_ label: String = "test", in base: String? = nil) throws(TemporaryDirectoryError) {
        let folder = base ?? getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(folder)/touchstone-\(label)-XXXXXX".utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw TemporaryDirectoryError(path: folder, errno: errno)
        }
        path = String(cString: made)
    }

    /// The path of `relative` inside the directory (nothing is created).
    public func file(_ relative: String) -> String { path + "/" + relative }

    /// Writes `text` to `relative`, making the folders on its way; returns the absolute path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws(TemporaryDirectoryError) -> String {
        let target = file(relative)
        var folder = path
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw TemporaryDirectoryError(path: folder, errno: errno) }
        }
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw TemporaryDirectoryError(path: target, errno: errno) }
        defer { close(fd) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { throw TemporaryDirectoryError(path: target, errno: errno) }
            bytes = bytes.dropFirst(written)
        }
        return target
    }

    /// The UTF-8 text of `relative`, or nil when it cannot be read.
    public func read(_ relative: String) -> String? {
        let fd = open(file(relative), O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return String(validating: bytes, as: UTF8.self) }
            guard count > 0 else { return nil }
            bytes += buffer[..<count]
        }
    }

    /// The names in the directory itself (not below), sorted.
    public var names: [String] { Self.entries(of: path).sorted() }

    /// Deletes the directory and everything below it (links are removed, never followed).
    public func remove() { Self.removeTree(path) }

    private static func entries(of folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var result: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { result.append(name) }
        }
        return result
    }

    private static func removeTree(_ target: String) {
        var info = stat()
        guard lstat(target, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in entries(of: target) { removeTree(target + "/" + name) }
            rmdir(target)
        } else {
            unlink(target)
        }
    }
}

/// A temporary directory or file in it could not be made or written.
public struct TemporaryDirectoryError: Error, CustomStringConvertible, Sendable {
    /// The path that failed.
    public let path: String
    /// The C library's error number.
    public let errno: Int32

    /// `PATH: strerror`.
    public var description: String { "\(path): \(String(cString: strerror(errno)))" }
}
