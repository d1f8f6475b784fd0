import Glibc

/// A child process started with posix_spawn. Peak memory figures come from the child's own VmHWM
/// (see `JSONBenchmark.child`), not from wait4's ru_maxrss, which inherits the parent's peak.
struct ChildProcess {
    /// What a finished child reported.
    struct Exit {
        /// Exit status (128 + signal when killed by one).
        var status: Int32
        /// ru_maxrss in bytes; includes the parent's peak when spawned with a shared address space.
        var maxRSS: Int
    }

    let pid: pid_t
    let command: String

    /// Starts `arguments[0]` (a path) with `arguments`; stdout goes to `stdoutPath` when given,
    /// stderr stays the parent's.
    init(_ arguments: [String], stdoutPath: String? = nil) throws(BenchError) {
        command = arguments.joined(separator: " ")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdoutPath {
            posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, arguments[0], &actions, nil, argv, environ)
        guard rc == 0 else { throw .child("cannot start \(arguments[0]): error \(rc)") }
        pid = child
    }

    /// Waits for the child and returns its status and peak memory.
    func wait() throws(BenchError) -> Exit {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw .child("wait4 failed for \(command): errno \(errno)") }
        }
        let code: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        // Linux reports ru_maxrss in kilobytes.
        return Exit(status: code, maxRSS: Int(usage.ru_maxrss) * 1024)
    }

    /// Runs `arguments` to completion; throws unless it exits with 0.
    static func run(_ arguments: [String], stdoutPath: String? = nil) throws(BenchError) -> Exit {
        let exit = try ChildProcess(arguments, stdoutPath: stdoutPath).wait()
        guard exit.status == 0 else { throw .child("\(arguments.joined(separator: " ")) exited with \(exit.status)") }
        return exit
    }

    /// Sends `signal` to the child.
    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Resident and peak resident memory of a live process from /proc/<pid>/status (bytes).
    static func memory(of pid: pid_t) -> (rss: Int, peak: Int)? {
        guard let text = try? Measure.readText("/proc/\(pid)/status") else { return nil }
        func field(_ name: String) -> Int? {
            for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
                let digits = line.dropFirst(name.count + 1).filter { $0.isNumber }
                return Int(digits).map { $0 * 1024 }
            }
            return nil
        }
        guard let rss = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        return (rss, peak)
    }

    /// Absolute path of the running executable.
    static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
