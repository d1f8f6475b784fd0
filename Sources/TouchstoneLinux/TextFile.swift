import Glibc

/// Reads small text files with plain system calls (configuration files; no Foundation at the edge).
public enum TextFile {
    /// The whole file at `path` as UTF-8 text.
    /// - Throws: `LinuxInputError.openFailed`/`.readFailed`, or `.notText` when it is not UTF-8.
    public static func read(path: String) throws(LinuxInputError) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .openFailed(path: path, errno: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .readFailed(path: path, errno: errno) }
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: path) }
        return text
    }

    /// True when something exists at `path`.
    public static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
