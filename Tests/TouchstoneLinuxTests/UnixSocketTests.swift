import Dispatch
import Glibc
import Synchronization
import Testing
import TouchstoneLinux
import TouchstoneTestSupport

@Suite("Unix socket seam")
struct UnixSocketTests {
    private func accept(_ listener: Int32) -> Int32? {
        for _ in 0..<1000 {
            if case .accepted(let fd) = UnixSocket.accept(listener) { return fd }
            usleep(1000)
        }
        return nil
    }

    @Test func listenerIsOwnerOnlyAndCarriesBytes() throws {
        let directory = try TemporaryDirectory("sock", in: "/tmp")
        defer { directory.remove() }
        let path = directory.file("s.sock")
        let listener = try UnixSocket.listen(at: path)
        defer { close(listener) }
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)

        let client = try UnixSocket.connect(to: path)
        defer { close(client) }
        let accepted = try #require(accept(listener))
        defer { close(accepted) }
        let message = Array("{\"type\":\"hello\"}\n".utf8)
        #expect(UnixSocket.writeSome(accepted, message[...]) == message.count)
        var received: [UInt8] = []
        for _ in 0..<100 where received.count < message.count {
            let (bytes, end) = UnixSocket.readSome(client)
            received += bytes
            if end { break }
        }
        #expect(received == message)
    }

    @Test func acceptedConnectionsAreCloseOnExecAndNonBlockingFromTheStart() throws {
        let directory = try TemporaryDirectory("sock", in: "/tmp")
        defer { directory.remove() }
        let listener = try UnixSocket.listen(at: directory.file("s.sock"))
        defer { close(listener) }
        let client = try UnixSocket.connect(to: directory.file("s.sock"))
        defer { close(client) }
        let accepted = try #require(accept(listener))
        defer { close(accepted) }
        #expect(fcntl(accepted, F_GETFD) & FD_CLOEXEC != 0)
        #expect(fcntl(accepted, F_GETFL) & O_NONBLOCK != 0)
    }

    /// The process's umask as the kernel reports it (reading it with umask(2) would change it).
    static func processUmask() -> String? {
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        return text.split(separator: "\n").first { $0.hasPrefix("Umask:") }.map { String($0.dropFirst(6).filter { !$0.isWhitespace }) }
    }

    /// Listening used to set the process-wide umask around bind(2), so a file another thread created at that
    /// moment got the socket's mask. A watcher reads the umask while sockets are made: it never changes.
    @Test func listeningNeverChangesTheProcessUmask() throws {
        let directory = try TemporaryDirectory("sock", in: "/tmp")
        defer { directory.remove() }
        let original = try #require(Self.processUmask())
        let done = Atomic<Bool>(false), changed = Atomic<Int>(0)
        let watcher = DispatchGroup()
        DispatchQueue.global().async(group: watcher) {
            while !done.load(ordering: .acquiring) {
                if let mask = Self.processUmask(), mask != original { changed.add(1, ordering: .relaxed) }
            }
        }
        for index in 0..<300 {
            let path = directory.file("s\(index).sock")
            let listener = try UnixSocket.listen(at: path)
            var info = stat()
            #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
            close(listener)
            unlink(path)
        }
        done.store(true, ordering: .releasing)
        watcher.wait()
        #expect(changed.load(ordering: .relaxed) == 0, "the umask changed while sockets were made")
    }

    @Test func neverReplacesARegularFile() throws {
        let directory = try TemporaryDirectory("sock", in: "/tmp")
        defer { directory.remove() }
        let path = directory.file("notes.txt")
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        _ = write(fd, "keep", 4)
        close(fd)
        #expect(throws: LinuxInputError.notASocket(path: path)) { try UnixSocket.listen(at: path) }
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 4 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func doesNotStealALiveSocketButReplacesAStaleOne() throws {
        let directory = try TemporaryDirectory("sock", in: "/tmp")
        defer { directory.remove() }
        let path = directory.file("s.sock")
        let first = try UnixSocket.listen(at: path)
        #expect(throws: LinuxInputError.socketInUse(path: path)) { try UnixSocket.listen(at: path) }
        // The first listener still owns the path.
        let client = try UnixSocket.connect(to: path)
        let accepted = accept(first)
        #expect(accepted != nil)
        close(client)
        accepted.map { _ = close($0) }
        close(first)   // gone without unlinking: the socket file is stale now
        let second = try UnixSocket.listen(at: path)
        close(second)
    }

    @Test func halfClosedPeerIsNotAClosedPeer() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        shutdown(pair[1], Int32(SHUT_WR))
        #expect(UnixSocket.readSome(pair[0]).endOfStream)
        #expect(!UnixSocket.peerHasClosed(pair[0]))
        close(pair[1])
        #expect(UnixSocket.peerHasClosed(pair[0]))
    }
}

@Suite("One daemon per socket path")
struct InstanceLockTests {
    @Test func aSecondLockOnTheSamePathFailsUntilTheFirstIsReleased() throws {
        let directory = try TemporaryDirectory("lock")
        defer { directory.remove() }
        let path = directory.file("d.sock.lock")
        let first = try InstanceLock(path: path, owner: "d.sock")
        #expect(throws: LinuxInputError.socketInUse(path: "d.sock")) { try InstanceLock(path: path, owner: "d.sock") }
        first.release()
        let second = try InstanceLock(path: path, owner: "d.sock")
        second.release()
    }
}
