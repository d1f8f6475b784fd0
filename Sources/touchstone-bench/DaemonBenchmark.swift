import Glibc
import TouchstoneDaemon

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
        var clients: [DaemonClient] = []
        let deadline = Measure.now() + 10
        while clients.count < 3 {
            if let client = try? DaemonClient(path: socketPath) {
                clients.append(client)
            } else {
                guard Measure.now() < deadline else { throw .child("touchstoned did not listen on \(socketPath)") }
                usleep(20_000)
            }
        }
        // Each client reads its hello, so the daemon has accepted and served it.
        var greeted = 0
        for client in clients {
            if case .line(let line) = client.next(timeoutMilliseconds: 5000), case .success(let received) = line.message,
               case .hello = received.message { greeted += 1 }
        }
        usleep(200_000)
        guard let memory = ChildProcess.memory(of: child.pid) else { throw .child("cannot read /proc/\(child.pid)/status") }
        let mb = 1_048_576.0
        return [
            .plain("daemon", "touchstoned RSS, \(greeted) of 3 clients greeted", Double(memory.rss) / mb, "MiB", better: .lower,
                   runs: 1, note: note),
            .plain("daemon", "touchstoned peak RSS (VmHWM)", Double(memory.peak) / mb, "MiB", better: .lower, runs: 1, note: note),
        ]
    }
}
