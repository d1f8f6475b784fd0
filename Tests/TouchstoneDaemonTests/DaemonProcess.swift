import Foundation
import Glibc
import TouchstoneLinux
import TouchstoneTestSupport

/// A real `touchstoned` (built next to the test bundle) in a temporary directory, for the tests
/// that need the daemon's own process: its descriptors, CPU time and memory from /proc/PID.
final class DaemonProcess {
    let directory: String
    /// The directory made for this daemon (removed with it), nil when the caller passed one.
    private let ownDirectory: TemporaryDirectory?
    let socketPath: String
    let process: Process
    private let logPath: String

    /// The binary next to the test bundle (`.build/debug/touchstoned`), or `$TOUCHSTONED_UNDER_TEST`
    /// (to run these tests against another build, e.g. one from before a fix).
    static var binary: String {
        if let other = ProcessInfo.processInfo.environment["TOUCHSTONED_UNDER_TEST"], !other.isEmpty { return other }
        return BuildProducts.executable("touchstoned")
    }

    /// Starts the daemon with `configuration` (file text), at most `fileLimit` descriptors, and no
    /// devices (an explicit node that does not exist: no udev, nothing real opened).
    init(configuration: String = "", fileLimit: Int? = nil, socketPath: String? = nil, directory: String? = nil) throws {
        ownDirectory = directory == nil ? try TemporaryDirectory("daemon", in: "/tmp") : nil
        self.directory = directory ?? ownDirectory!.path
        let dir = self.directory
        self.socketPath = socketPath ?? dir + "/d.sock"
        let config = self.socketPath + ".conf"
        try configuration.write(toFile: config, atomically: true, encoding: .utf8)
        logPath = config + ".log"
        FileManager.default.createFile(atPath: logPath, contents: nil)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let limit = fileLimit.map { "ulimit -n \($0) && " } ?? ""
        process.arguments = ["-c", "\(limit)exec \"$0\" \"$@\"", Self.binary, "--socket", self.socketPath, "--config", config,
                             "--device", dir + "/no-such-event-node"]
        process.standardOutput = FileHandle(forWritingAtPath: logPath)
        process.standardError = FileHandle(forWritingAtPath: logPath)
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Waits until the daemon accepts connections (a `hello` arrives), up to `seconds`.
    func waitUntilListening(seconds: Double = 60) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard process.isRunning else { throw DaemonTestError("touchstoned exited: \(log)") }
            if let client = try? TestClient(path: socketPath), (try? client.readLine(seconds: 5))?.contains("hello") == true {
                return
            }
            usleep(50_000)
        }
        throw DaemonTestError("touchstoned never listened on \(socketPath): \(log)")
    }

    /// Descriptors open in the daemon now.
    func descriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    /// User + system CPU time the daemon has used, in seconds.
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return -1 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14, stime 15 (1-based over the whole line).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return -1 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Resident memory in kB.
    func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return -1 }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }

    /// Waits up to `seconds` for the daemon to exit by itself; kills it and returns nil if it does not.
    func exitStatus(within seconds: Double = 60) -> Int32? {
        guard eventually(seconds: seconds, { !process.isRunning }) else {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return process.terminationStatus
    }

    /// SIGTERM and wait; returns the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            kill(pid, SIGTERM)
            process.waitUntilExit()
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
        ownDirectory?.remove()
    }
}

/// A blocking client socket with line reads bounded by a timeout.
final class TestClient {
    let fd: Int32
    private var buffer: [UInt8] = []
    private(set) var isClosed = false

    init(path: String) throws {
        fd = try UnixSocket.connect(to: path)
    }

    /// The next line, or nil at end of stream; throws on timeout.
    func readLine(seconds: Double = 30) throws -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw DaemonTestError("no line within \(seconds) s") }
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                if errno == ECONNRESET { return nil }
                throw DaemonTestError("recv: \(String(cString: strerror(errno)))")
            }
            buffer += chunk[..<count]
        }
    }

    func send(_ text: String) {
        _ = UnixSocket.writeSome(fd, Array(text.utf8)[...])
    }

    func shutdownWriting() { UnixSocket.shutdownWriting(fd) }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(fd)
    }

    deinit { close() }
}

struct DaemonTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
