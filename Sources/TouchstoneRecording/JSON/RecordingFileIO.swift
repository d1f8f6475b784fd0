import Glibc

/// Thin, error-typed wrappers around the few POSIX calls the JSON reader and writer need.
enum RecordingFileIO {
    /// The C library's text for an errno value.
    static func message(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// Opens `path` for reading, refusing anything but a regular file before reading a byte (a FIFO
    /// would block, `/dev/zero` never ends) unless `requiringRegular` is false (standard input).
    static func openForReading(_ path: String, requiringRegular: Bool = true) throws(RecordingError) -> Int32 {
        // O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused just below.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .cannotOpen(file: path, errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            _ = Glibc.close(fd)
            throw .io(file: path, operation: "fstat", errno: code)
        }
        if let kind = nonRegularKind(info.st_mode), requiringRegular || info.st_mode & S_IFMT == S_IFDIR {
            _ = Glibc.close(fd)
            throw .notARegularFile(file: path, kind: kind)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// What a file that is not a regular file is ("a directory", "a character device"...), or nil
    /// for a regular file.
    static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// Refuses an output path that exists, unless `replacing` and it is a regular file (or a
    /// symbolic link, which is replaced itself): a directory or device is never replaced.
    static func checkOutput(_ path: String, replacing: Bool) throws(RecordingError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if let kind = nonRegularKind(info.st_mode), info.st_mode & S_IFMT != S_IFLNK {
            throw .cannotReplace(file: path, kind: kind)
        }
        if !replacing { throw .outputExists(file: path) }
    }

    /// Creates `path` for writing. An existing file is refused with `partialExists`, or removed
    /// first when `replacing` (so the file written is always one this process created).
    static func createForWriting(_ path: String, replacing: Bool) throws(RecordingError) -> Int32 {
        if replacing {
            var info = stat()
            if lstat(path, &info) == 0 {
                if let kind = nonRegularKind(info.st_mode), info.st_mode & S_IFMT != S_IFLNK {
                    throw .cannotReplace(file: path, kind: kind)
                }
                _ = unlink(path)
            }
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
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

    /// The write(2) the writer uses: the system call, or in tests a stand-in that fails like a full disk.
    typealias WriteCall = @Sendable (Int32, UnsafeRawPointer, Int) -> Int

    /// write(2) itself.
    static let systemWrite: WriteCall = { fd, bytes, count in Glibc.write(fd, bytes, count) }

    /// Writes all `count` bytes, retrying on short writes and EINTR.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawPointer, count: Int, file: String,
                         using write: WriteCall = systemWrite) throws(RecordingError) {
        var done = 0
        while done < count {
            let n = write(fd, bytes + done, count - done)
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
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], file: String,
                         using write: WriteCall = systemWrite) throws(RecordingError) {
        let result: Result<Void, RecordingError> = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return .success(()) }
            do throws(RecordingError) {
                try writeAll(fd, base, count: raw.count, file: file, using: write)
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

    /// Moves `from` to `to` only when `to` does not exist (a hard link, then removing `from`, so
    /// a file created at `to` meanwhile is never replaced); throws `outputExists` otherwise.
    static func renameWithoutReplacing(_ from: String, to: String) throws(RecordingError) {
        if link(from, to) == 0 {
            _ = unlink(from)
            return
        }
        let code = errno
        if code == EEXIST { throw .outputExists(file: to) }
        // File systems without hard links: check, then rename (a narrow race, but never silent).
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EXDEV || code == EMLINK else {
            throw .io(file: to, operation: "link from \(from)", errno: code)
        }
        var info = stat()
        if lstat(to, &info) == 0 { throw .outputExists(file: to) }
        try rename(from, to: to)
    }

    /// Removes a file, ignoring a missing one.
    static func remove(_ path: String) {
        _ = unlink(path)
    }
}
