import Glibc
import Testing
import TouchstoneLinux

@Suite("Unix socket seam")
struct UnixSocketTests {
    @Test func listenerIsOwnerOnlyAndCarriesBytes() throws {
        var template = Array("/tmp/touchstone-sock-XXXXXX".utf8CString)
        let directory = String(cString: mkdtemp(&template)!)
        let path = directory + "/s.sock"
        defer { unlink(path); rmdir(directory) }
        let listener = try UnixSocket.listen(at: path)
        defer { close(listener) }
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)

        let client = try UnixSocket.connect(to: path)
        defer { close(client) }
        var server: Int32?
        for _ in 0..<100 where server == nil {
            server = UnixSocket.accept(listener)
            if server == nil { usleep(1000) }
        }
        let accepted = try #require(server)
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
}
