import Foundation
import Glibc
import Testing
import TouchstoneDaemon
import TouchstoneTestSupport

/// The daemon under abuse (issue 9): reconnect storms, descriptor exhaustion, too many clients,
/// half-closed clients, huge queues, a second daemon and a file at the socket path. Each runs the
/// real `touchstoned` and reads its descriptors, CPU time and memory from /proc. Bounds are
/// generous: these tests never judge speed, only leaks, spinning and refusals.
@Suite("touchstoned resources", .serialized)
struct DaemonResourceTests {
    @Test func survivesTenSecondsOfBackToBackReconnects() throws {
        let daemon = try DaemonProcess()
        defer { daemon.stop() }
        try daemon.waitUntilListening()
        #expect(eventually(seconds: 30) { daemon.descriptorCount() > 0 })
        usleep(300_000)
        let baseline = daemon.descriptorCount()
        let cpuBefore = daemon.cpuSeconds()
        let end = Date().addingTimeInterval(10)
        var connections = 0, hellos = 0, refusals = 0
        while Date() < end {
            let client = try TestClient(path: daemon.socketPath)
            // Every connection is answered: hello, or (when closed clients pile up faster than a loaded
            // daemon reads their end of stream) the client limit's error line.
            let line = try? client.readLine(seconds: 30)
            if line?.contains("\"hello\"") == true { hellos += 1 }
            if line?.contains("\"error\"") == true { refusals += 1 }
            client.close()
            connections += 1
        }
        let cpuStorm = daemon.cpuSeconds() - cpuBefore
        let settled = eventually(seconds: 30) { daemon.descriptorCount() == baseline }
        #expect(settled, "descriptors: baseline \(baseline), now \(daemon.descriptorCount()) after \(connections) connections")
        #expect(hellos + refusals == connections && hellos > connections / 2)
        // Idle afterwards: a daemon that spins burns about a core; an idle one nothing.
        let idleStart = daemon.cpuSeconds()
        sleep(2)
        let idle = daemon.cpuSeconds() - idleStart
        #expect(idle < 0.3, "daemon used \(idle) s of CPU in 2 idle seconds after the storm")
        let client = try TestClient(path: daemon.socketPath)
        #expect(try client.readLine()?.contains("\"hello\"") == true)
        print("reconnect storm: \(connections) connections in 10 s (\(refusals) refused at the client limit), daemon CPU \(cpuStorm) s, fds \(baseline) before and after, idle CPU \(idle) s")
    }

    @Test func outOfDescriptorsPausesAcceptingInsteadOfSpinning() throws {
        // 40 descriptors, below the default client limit (128): the daemon really meets EMFILE.
        let daemon = try DaemonProcess(fileLimit: 40)
        defer { daemon.stop() }
        try daemon.waitUntilListening()
        var clients: [TestClient] = []
        for _ in 0..<50 {
            // A full backlog refuses further connections; 40 descriptors are exhausted long before.
            guard let client = try? TestClient(path: daemon.socketPath) else { break }
            clients.append(client)
        }
        #expect(clients.count > 40 && daemon.process.isRunning, "\(clients.count) clients connected; log: \(daemon.log)")
        #expect(eventually(seconds: 30) { daemon.log.contains("cannot accept clients") }, "log: \(daemon.log)")
        sleep(1)
        let start = daemon.cpuSeconds()
        sleep(2)
        let used = daemon.cpuSeconds() - start
        #expect(used < 0.3, "daemon used \(used) s of CPU in 2 s while out of descriptors")
        for client in clients { client.close() }
        clients.removeAll()
        // Descriptors free up: the daemon accepts again.
        var answered = false
        for _ in 0..<100 where !answered {
            let client = try TestClient(path: daemon.socketPath)
            answered = (try? client.readLine(seconds: 10))?.contains("\"hello\"") == true
            if !answered { usleep(100_000) }
        }
        #expect(answered)
        #expect(daemon.stop() == 0)
    }

    @Test func refusesClientsBeyondTheLimitAndServesAgainOnceOneLeaves() throws {
        let daemon = try DaemonProcess(configuration: "clients = 3\n")
        defer { daemon.stop() }
        try daemon.waitUntilListening()
        var served: [TestClient] = []
        // waitUntilListening's probe may hold a slot until the daemon reads its end of stream: retry refusals.
        for _ in 0..<200 where served.count < 3 {
            let client = try TestClient(path: daemon.socketPath)
            if try client.readLine()?.contains("\"hello\"") == true { served.append(client) } else { usleep(50_000) }
        }
        #expect(served.count == 3)
        let refused = try TestClient(path: daemon.socketPath)
        let line = try refused.readLine()
        #expect(line?.contains("\"type\": \"error\"") == true && line?.contains("too many clients") == true, "got \(line ?? "EOF")")
        #expect(try refused.readLine() == nil)
        served.removeFirst().close()
        var answered = false
        for _ in 0..<100 where !answered {
            let client = try TestClient(path: daemon.socketPath)
            answered = try client.readLine()?.contains("\"hello\"") == true
            if answered { served.append(client) } else { usleep(100_000) }
        }
        #expect(answered)
    }

    @Test func keepsSendingToAClientThatClosedItsWritingSide() throws {
        let daemon = try DaemonProcess()
        defer { daemon.stop() }
        try daemon.waitUntilListening()
        let client = try TestClient(path: daemon.socketPath)
        #expect(try client.readLine()?.contains("\"hello\"") == true)
        client.shutdownWriting()
        sleep(1)   // the daemon reads the end of stream
        #expect(daemon.stop() == 0)
        var lines: [String] = []
        while let line = try client.readLine() { lines.append(line) }
        #expect(lines.contains { $0.contains("\"goodbye\"") }, "after a half-close the client got \(lines)")
    }

    @Test func aHugeQueueBoundCostsNothingUntilUsed() throws {
        let daemon = try DaemonProcess(configuration: "queue = 1000000\n")
        defer { daemon.stop() }
        try daemon.waitUntilListening()
        var clients: [TestClient] = []
        for _ in 0..<16 {
            let client = try TestClient(path: daemon.socketPath)
            #expect(try client.readLine()?.contains("\"hello\"") == true)
            clients.append(client)
        }
        let rss = daemon.residentKilobytes()
        #expect(rss > 0 && rss < 100_000, "VmRSS \(rss) kB with 16 clients and queue = 1000000")
    }

    @Test func aSecondDaemonOnTheSamePathRefusesAndTheFirstKeepsServing() throws {
        let first = try DaemonProcess()
        defer { first.stop() }
        try first.waitUntilListening()
        let second = try DaemonProcess(socketPath: first.socketPath, directory: first.directory)
        let status = second.exitStatus()
        #expect(status != nil && status != 0, "the second daemon \(status == nil ? "kept running" : "exited \(status!)")")
        #expect(second.log.contains("already running"), "second daemon said: \(second.log)")
        let client = try TestClient(path: first.socketPath)
        #expect(try client.readLine()?.contains("\"hello\"") == true)
    }

    @Test func leavesARegularFileAtTheSocketPathAlone() throws {
        let scratch = try TemporaryDirectory("daemon", in: "/tmp")
        defer { scratch.remove() }
        let directory = scratch.path, path = scratch.file("notes.txt")
        try "precious\n".write(toFile: path, atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(socketPath: path, directory: directory)
        let status = daemon.exitStatus()
        #expect(status != nil && status != 0, "the daemon \(status == nil ? "kept running" : "exited \(status!)")")
        #expect(daemon.log.contains("not a socket"), "daemon said: \(daemon.log)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "precious\n")
    }

    @Test func replacesAStaleSocket() throws {
        let first = try DaemonProcess()
        try first.waitUntilListening()
        kill(first.pid, SIGKILL)   // dies without removing its socket
        first.process.waitUntilExit()
        let second = try DaemonProcess(socketPath: first.socketPath, directory: first.directory)
        defer { second.stop() }
        try second.waitUntilListening()
    }
}
