import Foundation

/// Writes a command's output file whole: into a temporary file beside it, flushed to disk, then renamed
/// over the target, so a crash or a failure never leaves half a file (or a lost recording) behind. An
/// existing file keeps its permissions.
enum FileOutput {
    /// Writes text output (timelines, reports, JUnit XML, recordings with an accepted expect block).
    static func write(_ text: String, to path: String) throws(CommandError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes binary output (pictures).
    static func write(bytes: [UInt8], to path: String) throws(CommandError) {
        var existing = stat()
        let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let temporary = path + ".partial"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw CommandError("\(path): cannot write (\(String(cString: strerror(errno))))", exitCode: .ioError) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw CommandError("\(path): cannot write (\(reason))", exitCode: .ioError)
            }
            written += n
        }
        guard fsync(fd) == 0, close(fd) == 0 else {
            unlink(temporary)
            throw CommandError("\(path): cannot flush the file to disk", exitCode: .ioError)
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CommandError("\(path): cannot rename the finished file into place", exitCode: .ioError)
        }
    }
}
