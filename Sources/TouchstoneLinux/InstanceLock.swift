import Glibc

/// An exclusive `flock` on `PATH.lock`, held while the process runs: one daemon per socket path.
///
/// The lock file is left in place when released (removing it would let a second daemon lock a
/// fresh file while a third still holds the old one); the kernel drops the lock when the process ends.
public final class InstanceLock {
    /// The lock file's path.
    public let path: String
    private var fd: Int32

    /// Takes the lock on `path`, without waiting.
    /// - Throws: `LinuxInputError.socketInUse` naming `owner` when another process holds it,
    ///   `.socketFailed` when the file cannot be opened.
    public init(path: String, owner: String) throws(LinuxInputError) {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw .socketFailed(path: path, errno: errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            throw code == EWOULDBLOCK ? .socketInUse(path: owner) : .socketFailed(path: path, errno: code)
        }
        self.path = path
        self.fd = fd
    }

    /// Releases the lock (also done when the lock is deinitialised).
    public func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    deinit { release() }
}
