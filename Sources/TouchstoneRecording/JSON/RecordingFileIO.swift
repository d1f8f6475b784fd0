import Glibc

/// Thin, error-typed wrappers around the few POSIX calls the JSON reader and writer need.
enum RecordingFileIO {
    /// The C library's text for an errno value.
    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Opens `path` for reading.
    static func openForReading(_ path: String) throws(RecordingError) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(file: path, operation: "open", errno: errno) }
        return fd
    }

    /// Creates `path` for writing; an existing file is truncated when `replacing`, else refused.
    static func createForWriting(_ path: String, replacing: Bool) throws(RecordingError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | (replacing ? O_TRUNC : O_EXCL) | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let code = errno
            if code == EEXIST { throw .partialExists(file: path) }
            throw .io(file: path, operation: "open", errno: code)
        }
        return fd
    }

    /// Reads up to `count` bytes; 0 at the end of the file. Retries on EINTR.
    static func read(_ fd: Int32, into buffer: UnsafeMutablePointer<UInt8>, count: Int,
                     file: String) throws(RecordingError) -> Int {
        while true {
            let n = Glibc.read(fd, buffer, count)
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw .io(file: file, operation: "read", errno: errno)
        }
    }

    /// Writes all `count` bytes, retrying on short writes and EINTR.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, count: Int, file: String) throws(RecordingError) {
        var done = 0
        while done < count {
            let n = Glibc.write(fd, bytes + done, count - done)
            if n > 0 {
                done += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                throw .io(file: file, operation: "write", errno: n < 0 ? errno : EIO)
            }
        }
    }

    /// Writes a whole byte array.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], file: String) throws(RecordingError) {
        let result: Result<Void, RecordingError> = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return .success(()) }
            do throws(RecordingError) {
                try writeAll(fd, base, count: raw.count, file: file)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Flushes the file to stable storage.
    static func sync(_ fd: Int32, file: String) throws(RecordingError) {
        guard fsync(fd) == 0 else { throw .io(file: file, operation: "fsync", errno: errno) }
    }

    /// Closes a descriptor, reporting a failure (a failed close can mean lost writes).
    static func close(_ fd: Int32, file: String) throws(RecordingError) {
        guard Glibc.close(fd) == 0 else { throw .io(file: file, operation: "close", errno: errno) }
    }

    /// Atomically replaces `to` with `from`.
    static func rename(_ from: String, to: String) throws(RecordingError) {
        guard Glibc.rename(from, to) == 0 else { throw .io(file: to, operation: "rename from \(from)", errno: errno) }
    }

    /// Removes a file, ignoring a missing one.
    static func remove(_ path: String) {
        _ = unlink(path)
    }
}
