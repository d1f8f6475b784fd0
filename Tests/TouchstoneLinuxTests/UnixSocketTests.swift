import Glibc
import Testing
import TouchstoneLinux

@Suite("Unix socket seam")
struct UnixSocketTests {
    private func temporaryDirectory() -> String {
        var template = Array("/tmp/touchstone-sock-XXXXXX".utf8CString)
        return String(cString: mkdtemp(&template)!)
    }

    private func accept(_ listener: Int32) -> Int32? {
        for _ in 0..<1000 {
            if case .accepted(let fd) = UnixSocket.accept(listener) { return fd }
            usleep(1000)
        }
        return nil
    }

    @Test func listenerIsOwnerOnlyAndCarriesBytes() throws {
        let directory = temporaryDirectory()
        let path = directory + "/s.sock"
        defer { unlink(path); rmdir(directory) }
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

    @Test func neverReplacesARegularFile() throws {
        let directory = temporaryDirectory()
        let path = directory + "/notes.txt"
        defer { unlink(path); rmdir(directory) }
        let fd = open(path, O_WRONLY | O_CREAT, 0o600)
        _ = write(fd, "keep", 4)
        close(fd)
        #expect(throws: LinuxInputError.notASocket(path: path)) { try UnixSocket.listen(at: path) }
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_size == 4 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func doesNotStealALiveSocketButReplacesAStaleOne() throws {
        let directory = temporaryDirectory()
        let path = directory + "/s.sock"
        defer { unlink(path); rmdir(directory) }
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
        var template = Array("/tmp/touchstone-lock-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        let path = directory + "/d.sock.lock"
        defer { unlink(path); rmdir(directory) }
        let first = try InstanceLock(path: path, owner: "d.sock")
        #expect(throws: LinuxInputError.socketInUse(path: "d.sock")) { try InstanceLock(path: path, owner: "d.sock") }
        first.release()
        let second = try InstanceLock(path: path, owner: "d.sock")
        second.release()
    }
}
