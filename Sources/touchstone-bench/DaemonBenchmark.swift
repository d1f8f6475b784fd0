import Glibc

/// Group 6: resident memory of `touchstoned` with three clients connected. The build machine has no
/// input devices, so this is the daemon's floor; the system test measures it with devices.
enum DaemonBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let daemon = context.binaryDirectory + "/touchstoned"
        let note = "no devices on the build machine; the system test measures it with devices"
        guard Measure.fileSize(daemon) > 0 else {
            return [.plain("daemon", "touchstoned RSS, 3 clients", nil, "MiB", better: .lower, runs: 0,
                           note: "not measured: \(daemon) missing")]
        }
        var socketPath = context.outputDirectory + "/touchstoned.sock"
        if socketPath.utf8.count > 100 { socketPath = ".build/bench/touchstoned.sock" }  // sun_path is 108 bytes
        unlink(socketPath)
        context.log("daemon: starting \(daemon) --socket \(socketPath)")
        let child = try ChildProcess([daemon, "--socket", socketPath])
        defer {
            child.signal(SIGTERM)
            _ = try? child.wait()
            unlink(socketPath)
        }
        // Wait (up to 10 s on a loaded machine) for the socket to accept connections.
        var clients: [Int32] = []
        let deadline = Measure.now() + 10
        while clients.count < 3 {
            if let fd = connect(socketPath) {
                clients.append(fd)
            } else {
                guard Measure.now() < deadline else { throw .child("touchstoned did not listen on \(socketPath)") }
                usleep(20_000)
            }
        }
        defer { for fd in clients { close(fd) } }
        // Each client reads its hello line, so the daemon has accepted and served it.
        var greeted = 0
        for fd in clients where readLine(fd, timeout: 5) { greeted += 1 }
        usleep(200_000)
        guard let memory = ChildProcess.memory(of: child.pid) else { throw .child("cannot read /proc/\(child.pid)/status") }
        let mb = 1_048_576.0
        return [
            .plain("daemon", "touchstoned RSS, \(greeted) of 3 clients greeted", Double(memory.rss) / mb, "MiB", better: .lower,
                   runs: 1, note: note),
            .plain("daemon", "touchstoned peak RSS (VmHWM)", Double(memory.peak) / mb, "MiB", better: .lower, runs: 1, note: note),
        ]
    }

    private static func connect(_ path: String) -> Int32? {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return nil }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return nil }
        let rc = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard rc == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Waits up to `timeout` seconds for a newline on `fd`.
    private static func readLine(_ fd: Int32, timeout: Double) -> Bool {
        let deadline = Measure.now() + timeout
        var buffer = [UInt8](repeating: 0, count: 4096)
        while Measure.now() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) >= 0 else { return false }
            if poller.revents == 0 { continue }
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { return false }
            if buffer[0..<count].contains(UInt8(ascii: "\n")) { return true }
        }
        return false
    }
}
