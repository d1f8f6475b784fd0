import Glibc
import TouchstoneLinux

/// A child process spoken to in lines: its stdin and stdout are pipes, its stderr is read as it comes
/// and handed to `stderrLine` line by line. It runs in its own process group; `terminate()` (and
/// deinit) kill the group and reap the child, and `ChildReaper` does the same when Touchstone is
/// stopped by a signal, so no zombie or orphan is left.
final class LineChild {
    /// Why talking to the child failed.
    enum Failure: Error, Sendable, Hashable {
        /// posix_spawn failed (no such program, not executable...).
        case cannotStart(String)
        /// stdout ended: the child exited or closed it (status if it exited).
        case ended(ExitStatus?)
        /// No full line within the deadline.
        case timedOut(partial: String)
        /// A line longer than the limit (its start).
        case tooLong(start: String)
        /// Writing the request failed (the child is gone).
        case writeFailed(Int32)
        /// The child did not read its input: no room in the pipe within the deadline.
        case notReading
    }

    /// How a child ended.
    enum ExitStatus: Sendable, Hashable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let code): return "exited with status \(code)"
            case .signalled(let number): return "was killed by signal \(number)"
            }
        }
    }

    let pid: pid_t
    /// Our ends of the pipes; -1 once closed (each is closed exactly once: a second close could
    /// close a descriptor another thread has meanwhile been given the same number for).
    private var stdinFD: Int32
    private var stdoutFD: Int32
    private var stderrFD: Int32
    private var stdoutBuffer: [UInt8] = []
    private var stderrBuffer: [UInt8] = []
    private let maxLineLength: Int
    private let stderrLine: (String) -> Void
    private var status: ExitStatus?
    private var reaped = false

    /// Starts `arguments` (searched in PATH when the first has no slash) in `directory` (nil: ours).
    init(arguments: [String], directory: String?, maxLineLength: Int,
         stderrLine: @escaping (String) -> Void) throws(Failure) {
        guard let program = arguments.first, !program.isEmpty else { throw .cannotStart("empty command") }
        self.maxLineLength = maxLineLength
        self.stderrLine = stderrLine
        // Every end is close-on-exec from the start (pipe2, not pipe + fcntl): another thread may
        // spawn a child at any moment, and an inherited write end would keep our child's stdin (or
        // our read of its stdout) from ever seeing the end. The child's own ends reach it only
        // through the dup2 onto 0, 1 and 2 below, which clears close-on-exec on the copy.
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard Self.makePipe(&toChild), Self.makePipe(&fromChild), Self.makePipe(&errors) else {
            let reason = String(cString: strerror(errno))
            for fd in toChild + fromChild + errors where fd >= 0 { close(fd) }
            throw .cannotStart("pipe: \(reason)")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        if let directory {
            guard let addChdir = Self.addChdir else {
                throw .cannotStart("this C library cannot start a child in another directory (no posix_spawn_file_actions_addchdir_np)")
            }
            _ = addChdir(&actions, directory)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        ChildReaper.willSpawn()
        let result = posix_spawnp(&child, program, &actions, &attributes, &argv, environ)
        let watched = ChildReaper.spawned(result == 0 ? child : nil)
        close(toChild[0])
        close(fromChild[1])
        close(errors[1])
        guard result == 0 else {
            close(toChild[1])
            close(fromChild[0])
            close(errors[0])
            throw .cannotStart("\(program): \(String(cString: strerror(result)))")
        }
        pid = child
        stdinFD = toChild[1]
        // Writes must not block: `write(_:timeout:)` waits for room with a deadline.
        _ = fcntl(stdinFD, F_SETFL, fcntl(stdinFD, F_GETFL) | O_NONBLOCK)
        stdoutFD = fromChild[0]
        stderrFD = errors[0]
        if !watched {
            stderrLine("warning: too many children to watch for signals")
        }
    }

    deinit { terminate() }

    /// A close-on-exec pipe whose ends are both above 2: dup2 of a descriptor onto itself (a pipe end
    /// that got number 0, 1 or 2 because that one was closed) would keep close-on-exec set.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        var raw: [Int32] = [-1, -1]
        guard let pipe2 = Self.pipe2, pipe2(&raw, O_CLOEXEC) == 0 else { return false }
        for index in 0..<2 {
            if raw[index] > 2 {
                ends[index] = raw[index]
                continue
            }
            let moved = fcntl(raw[index], F_DUPFD_CLOEXEC, 3)
            let code = errno
            close(raw[index])
            guard moved >= 0 else {
                if index == 0 { close(raw[1]) } else { close(ends[0]); ends[0] = -1 }
                errno = code
                return false
            }
            ends[index] = moved
        }
        return true
    }

    /// Closes `fd` once and marks it closed.
    private static func closeOnce(_ fd: inout Int32) {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    /// glibc's `pipe2` (2.9+; Swift's Glibc module does not export it): a pipe that is close-on-exec
    /// from its creation, with no window in which a concurrent spawn could inherit it.
    private static let pipe2: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32).self)
    }()

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29+), which Swift's Glibc module does not export.
    private static let addChdir: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, UnsafePointer<CChar>?) -> Int32).self)
    }()

    /// Writes `line` and a newline to the child's stdin, waiting at most `timeout` microseconds for
    /// room in the pipe (a child that stops reading cannot hang us).
    func write(_ line: String, timeout: Int64) throws(Failure) {
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let deadline = MonotonicClock.now() + timeout
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(stdinFD, $0.baseAddress! + offset, $0.count - offset) }
            if written >= 0 {
                offset += written
                continue
            }
            if errno == EINTR { continue }
            guard errno == EAGAIN || errno == EWOULDBLOCK else { throw .writeFailed(errno) }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { throw .notReading }
            var fds = [pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, stderrFD >= 0 ? 2 : 1, Int32(min(left / 1000 + 1, 60_000)))
            if stderrFD >= 0 && fds[1].revents != 0 { drainStandardError() }
        }
    }

    /// Closes the child's stdin (it sees the end of its input).
    func closeInput() { Self.closeOnce(&stdinFD) }

    /// Whether bytes of a next line are already buffered (the child wrote more than asked).
    var hasBufferedOutput: Bool { !stdoutBuffer.isEmpty }

    /// The next line of stdout, without its newline, waiting at most `timeout` microseconds.
    func readLine(timeout: Int64) throws(Failure) -> String {
        let deadline = MonotonicClock.now() + timeout
        while true {
            if let newline = stdoutBuffer.firstIndex(of: UInt8(ascii: "\n")) {
                guard newline <= maxLineLength else { throw .tooLong(start: Self.start(of: stdoutBuffer)) }
                let line = String(decoding: stdoutBuffer[..<newline], as: UTF8.self)
                stdoutBuffer.removeSubrange(...newline)
                return line
            }
            guard stdoutBuffer.count <= maxLineLength else { throw .tooLong(start: Self.start(of: stdoutBuffer)) }
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { throw .timedOut(partial: Self.start(of: stdoutBuffer)) }
            var fds = [pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, stderrFD >= 0 ? 2 : 1, Int32(min(left / 1000 + 1, 60_000)))
            if ready < 0 && errno != EINTR { throw .ended(waitForExit(timeout: 1_000_000)) }
            if fds[1].revents != 0 && stderrFD >= 0 { drainStandardError() }
            if fds[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65_536)
                let count = chunk.withUnsafeMutableBytes { read(stdoutFD, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 {
                    while stderrFD >= 0 { drainStandardError() }
                    throw .ended(waitForExit(timeout: 2_000_000))
                }
                stdoutBuffer.append(contentsOf: chunk[..<count])
            }
        }
    }

    /// Waits at most `timeout` microseconds for the child to exit by itself, reading its stderr;
    /// nil when it did not (it is then still running).
    func waitForExit(timeout: Int64) -> ExitStatus? {
        let deadline = MonotonicClock.now() + timeout
        while status == nil {
            var raw: Int32 = 0
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid {
                reaped = true
                ChildReaper.unregister(pid)
                status = (raw & 0x7f) == 0 ? .exited((raw >> 8) & 0xff) : .signalled(raw & 0x7f)
                break
            }
            if result < 0 { break }
            guard MonotonicClock.now() < deadline else { return nil }
            if stderrFD >= 0 {
                var fds = [pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
                if poll(&fds, 1, 5) > 0 { drainStandardError() }
            } else {
                usleep(2_000)
            }
        }
        while stderrFD >= 0 { drainStandardError() }
        return status
    }

    /// Kills the child's process group (if it still runs) and reaps it; closes every pipe.
    func terminate() {
        if !reaped {
            kill(-pid, SIGKILL)
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
            reaped = true
            ChildReaper.unregister(pid)
            if status == nil { status = .signalled(SIGKILL) }
        }
        Self.closeOnce(&stdinFD)
        Self.closeOnce(&stdoutFD)
        Self.closeOnce(&stderrFD)
    }

    /// Reads what stderr has now and passes on each complete line (the rest at its end).
    private func drainStandardError() {
        guard stderrFD >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let count = chunk.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { return }
        if count <= 0 {
            if !stderrBuffer.isEmpty { stderrLine(String(decoding: stderrBuffer, as: UTF8.self)) }
            stderrBuffer = []
            Self.closeOnce(&stderrFD)
            return
        }
        stderrBuffer.append(contentsOf: chunk[..<count])
        while let newline = stderrBuffer.firstIndex(of: UInt8(ascii: "\n")) {
            stderrLine(String(decoding: stderrBuffer[..<newline], as: UTF8.self))
            stderrBuffer.removeSubrange(...newline)
        }
        if stderrBuffer.count > maxLineLength {
            stderrLine(String(decoding: stderrBuffer, as: UTF8.self))
            stderrBuffer = []
        }
    }

    /// The first 80 characters of `bytes`, for messages.
    static func start(of bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(80), as: UTF8.self)
        return bytes.count > 80 ? text + "..." : text
    }
}
