import Glibc

/// The one seam around the socket syscalls the daemon and its clients use (Unix stream sockets).
public enum UnixSocket {
    /// Creates a listening socket at `path`, replacing a stale one, readable and writable by the owner only.
    /// - Returns: the non-blocking listening descriptor.
    public static func listen(at path: String, backlog: Int32 = 16) throws(LinuxInputError) -> Int32 {
        var address = try socketAddress(path)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw .socketFailed(path: path, errno: errno) }
        unlink(path)
        // umask makes the socket 0600 from the start: no window where others could connect.
        let oldMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(oldMask)
        guard bound == 0, Glibc.listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .socketFailed(path: path, errno: code)
        }
        return fd
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

    /// Accepts one pending connection as a non-blocking descriptor, or nil when none is pending.
    public static func accept(_ listener: Int32) -> Int32? {
        let fd = Glibc.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// Writes as much of `bytes` as the socket takes now; returns how many were written, or nil when
    /// the peer is gone.
    public static func writeSome(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int? {
        let written = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if written >= 0 { return written }
        return errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR ? 0 : nil
    }

    /// Reads what is available (up to 64 KiB); empty at end of stream, nil on error, [] with `wouldBlock`.
    public static func readSome(_ fd: Int32) -> (bytes: [UInt8], endOfStream: Bool) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count > 0 { return (Array(buffer[..<count]), false) }
        if count == 0 { return ([], true) }
        return ([], !(errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
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
