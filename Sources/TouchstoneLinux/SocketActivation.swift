import Glibc

/// systemd socket activation without libsystemd (the protocol of sd_listen_fds(3)): the listening
/// socket a service manager created and passed as descriptor 3, announced by `LISTEN_PID`/`LISTEN_FDS`.
public enum SocketActivation {
    /// Where passed descriptors start (`SD_LISTEN_FDS_START`).
    public static let firstDescriptor: Int32 = 3

    /// The descriptors passed to process `processID`: empty unless `LISTEN_PID` names it and
    /// `LISTEN_FDS` is a positive count.
    public static func passedDescriptors(environment: [String: String], processID: Int32,
                                         firstDescriptor: Int32 = firstDescriptor) -> [Int32] {
        guard let pid = environment["LISTEN_PID"].flatMap({ Int32($0) }), pid == processID,
              let count = environment["LISTEN_FDS"].flatMap({ Int32($0) }), count > 0, count < 1024 else { return [] }
        return Array(firstDescriptor..<(firstDescriptor + count))
    }

    /// The variables that announce passed descriptors: a process that adopts one removes them before it
    /// starts children, so the children do not take the descriptors for theirs.
    public static let variables = ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"]

    /// `environment` without the activation `variables`: what children of a process that adopted the socket get.
    public static func environmentForChildren(_ environment: [String: String]) -> [String: String] {
        environment.filter { !variables.contains($0.key) }
    }

    /// The listening Unix stream socket passed to this process, made non-blocking and close-on-exec,
    /// or nil when none was passed. Reads only `environment`; the process environment is left as it is
    /// (`touchstoned`'s main removes the `variables` once it has adopted the socket).
    /// - Throws: `LinuxInputError.socketFailed` when a descriptor was passed but is not a listening
    ///   Unix stream socket (a unit with the wrong `ListenStream=`).
    public static func listeningSocket(environment: [String: String], processID: Int32 = getpid(),
                                       firstDescriptor: Int32 = firstDescriptor) throws(LinuxInputError) -> Int32? {
        let passed = passedDescriptors(environment: environment, processID: processID, firstDescriptor: firstDescriptor)
        guard let fd = passed.first else { return nil }
        let place = "socket-activation descriptor \(fd)"
        guard intOption(fd, SOL_SOCKET, SO_TYPE) == Int32(SOCK_STREAM.rawValue) else {
            throw .socketFailed(path: place, errno: errno == EBADF ? EBADF : ENOTSOCK)
        }
        guard intOption(fd, SOL_SOCKET, SO_ACCEPTCONN) == 1 else { throw .socketFailed(path: place, errno: EINVAL) }
        var address = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0, Int32(address.ss_family) == AF_UNIX else { throw .socketFailed(path: place, errno: EAFNOSUPPORT) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    private static func intOption(_ fd: Int32, _ level: Int32, _ name: Int32) -> Int32? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, level, name, &value, &length) == 0 ? value : nil
    }
}
