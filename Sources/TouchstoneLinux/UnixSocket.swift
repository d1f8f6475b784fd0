import CLinuxCalls
import Glibc

/// The one seam around the socket syscalls the daemon and its clients use (Unix stream sockets).
public enum UnixSocket {
    /// What one `accept` call gave.
    public enum Acceptance: Sendable, Hashable {
        /// A new connection, non-blocking and close-on-exec.
        case accepted(Int32)
        /// Nothing is pending.
        case none
        /// A connection went away before it was accepted, or a signal interrupted: try again.
        case retry
        /// The process (EMFILE) or the system (ENFILE, ENOBUFS, ENOMEM) has no descriptor to give.
        /// The connection stays pending: the listener stays readable until there is room.
        case outOfDescriptors(errno: Int32)
    }

    /// Creates a listening socket at `path`, readable and writable by the owner only.
    ///
    /// Replaces only a stale socket (a socket nobody answers on); anything else at `path` is left alone.
    /// - Returns: the non-blocking listening descriptor.
    /// - Throws: `LinuxInputError.socketInUse` when a daemon answers there, `.notASocket` when `path` is
    ///   some other file, `.socketFailed` when a call fails.
    public static func listen(at path: String, backlog: Int32 = 64) throws(LinuxInputError) -> Int32 {
        var address = try socketAddress(path)
        try removeStaleSocket(at: path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .socketFailed(path: path, errno: errno) }
        // Linux gives the file bind() creates the socket inode's mode (less the umask): 0600 from the start,
        // so there is no window where others could connect, and no process-wide umask change that would race
        // with files other threads create.
        guard fchmod(fd, 0o600) == 0 else {
            let code = errno
            close(fd)
            throw .socketFailed(path: path, errno: code)
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw code == EADDRINUSE ? .socketInUse(path: path) : .socketFailed(path: path, errno: code)
        }
        return fd
    }

    /// Unlinks `path` when it is a socket nobody accepts on; leaves a missing path alone.
    /// - Throws: `.socketInUse` when something answers, `.notASocket` for any other kind of file.
    static func removeStaleSocket(at path: String) throws(LinuxInputError) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw .socketFailed(path: path, errno: errno)
        }
        guard info.st_mode & S_IFMT == S_IFSOCK else { throw .notASocket(path: path) }
        let probe: Int32
        do {
            probe = try connect(to: path)
        } catch {
            guard case .socketFailed(_, let code) = error, code == ECONNREFUSED || code == ENOENT else { throw error }
            unlink(path)   // nobody answers: a daemon that died without cleaning up
            return
        }
        close(probe)
        throw .socketInUse(path: path)
    }

    /// Connects to the socket at `path` (blocking).
    public static func connect(to path: String) throws(LinuxInputError) -> Int32 {
        var address = try socketAddress(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .socketFailed(path: path, errno: errno) }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else {
            let code = errno
            close(fd)
            throw .socketFailed(path: path, errno: code)
        }
        return fd
    }

    /// Accepts one pending connection as a non-blocking, close-on-exec descriptor.
    public static func accept(_ listener: Int32) -> Acceptance {
        // Both flags set by the call itself: no window where a concurrent fork/exec inherits the descriptor.
        let fd = touchstone_accept4(listener, Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue))
        if fd >= 0 { return .accepted(fd) }
        switch errno {
        case EAGAIN, EWOULDBLOCK: return .none
        case EMFILE, ENFILE, ENOBUFS, ENOMEM: return .outOfDescriptors(errno: errno)
        default: return .retry   // ECONNABORTED, EINTR, EPROTO: that connection is gone, others may wait
        }
    }

    /// Writes as much of `bytes` as the socket takes now; returns how many were written, or nil when
    /// the peer is gone.
    public static func writeSome(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        let written = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if written >= 0 { return written }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    /// Reads what is available (up to 64 KiB): bytes, or `endOfStream` when the peer closed its
    /// writing side or the socket failed; empty and not ended when nothing is pending.
    public static func readSome(_ fd: Int32) -> (bytes: [UInt8], endOfStream: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 { return (Array(buffer[..<count]), false) }
        if count == 0 { return ([], true) }
        return ([], !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
    }

    /// Waits until `fd` is readable (data, end of stream or an error) for at most `timeoutMilliseconds`;
    /// false on timeout or when a signal interrupted the wait.
    public static func waitReadable(_ fd: Int32, timeoutMilliseconds: Int32) -> Bool {
        let state = FileReadiness.wait(fd, timeoutMilliseconds: timeoutMilliseconds)
        return state.isReadable || state.isHungUp
    }

    /// True when the peer closed its end entirely, not only its writing side (`shutdown(SHUT_WR)`).
    public static func peerHasClosed(_ fd: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLHUP | POLLERR) != 0
    }

    /// Ends the writing side of `fd` (the peer reads end of stream; it may still send).
    public static func shutdownWriting(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    private static func socketAddress(_ path: String) throws(LinuxInputError) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw .socketFailed(path: path, errno: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        return address
    }
}
