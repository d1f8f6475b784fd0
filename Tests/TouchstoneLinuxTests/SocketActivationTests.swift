import Glibc
import Testing
import TouchstoneLinux
import TouchstoneTestSupport

@Suite("Socket activation (LISTEN_FDS/LISTEN_PID)")
struct SocketActivationTests {
    @Test func descriptorsOnlyForThisProcess() throws {
        let me = getpid()
        #expect(SocketActivation.passedDescriptors(environment: ["LISTEN_PID": "\(me)", "LISTEN_FDS": "2"], processID: me) == [3, 4])
        #expect(SocketActivation.passedDescriptors(environment: ["LISTEN_PID": "\(me + 1)", "LISTEN_FDS": "1"], processID: me).isEmpty)
        #expect(SocketActivation.passedDescriptors(environment: ["LISTEN_FDS": "1"], processID: me).isEmpty)
        #expect(SocketActivation.passedDescriptors(environment: ["LISTEN_PID": "\(me)", "LISTEN_FDS": "0"], processID: me).isEmpty)
        #expect(SocketActivation.passedDescriptors(environment: ["LISTEN_PID": "\(me)", "LISTEN_FDS": "x"], processID: me).isEmpty)
        #expect(try SocketActivation.listeningSocket(environment: [:]) == nil)
    }

    @Test func childrenGetTheEnvironmentWithoutTheActivationVariables() {
        let environment = ["LISTEN_PID": "7", "LISTEN_FDS": "1", "LISTEN_FDNAMES": "touchstone", "HOME": "/root"]
        #expect(SocketActivation.environmentForChildren(environment) == ["HOME": "/root"])
    }

    @Test func adoptsAPassedListeningSocketAndServesClients() throws {
        let directory = try TemporaryDirectory("activation", in: "/tmp")
        defer { directory.remove() }
        let path = directory.file("s.sock")
        // What systemd does: a blocking listening socket, announced for this process.
        let listener = try UnixSocket.listen(at: path)
        defer { close(listener) }
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) & ~O_NONBLOCK)
        let environment = ["LISTEN_PID": "\(getpid())", "LISTEN_FDS": "1"]
        let adopted = try SocketActivation.listeningSocket(environment: environment, firstDescriptor: listener)
        #expect(adopted == listener)
        #expect(fcntl(listener, F_GETFL) & O_NONBLOCK != 0)
        #expect(fcntl(listener, F_GETFD) & FD_CLOEXEC != 0)

        let client = try UnixSocket.connect(to: path)
        defer { close(client) }
        var server: Int32?
        for _ in 0..<2000 where server == nil {
            if case .accepted(let fd) = UnixSocket.accept(listener) { server = fd } else { usleep(1000) }
        }
        let accepted = try #require(server)
        close(accepted)
    }

    @Test func rejectsADescriptorThatIsNotAListeningSocket() throws {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer { close(pipeEnds[0]); close(pipeEnds[1]) }
        let environment = ["LISTEN_PID": "\(getpid())", "LISTEN_FDS": "1"]
        #expect(throws: LinuxInputError.self) {
            _ = try SocketActivation.listeningSocket(environment: environment, firstDescriptor: pipeEnds[0])
        }
        // A connected (not listening) socket is refused too.
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        defer { close(pair[0]); close(pair[1]) }
        let error = #expect(throws: LinuxInputError.self) {
            _ = try SocketActivation.listeningSocket(environment: environment, firstDescriptor: pair[0])
        }
        #expect(error?.description.contains("socket-activation descriptor") == true)
    }
}
