import Foundation

/// What `touchstone test` reads from the world besides its files: clocks, the host name and the
/// environment variables. Tests pass fixed values so that JUnit and `--json` output compare exactly.
public struct TestRunEnvironment: Sendable {
    /// Seconds on a monotonic clock (case and run durations).
    public var elapsed: @Sendable () -> Double
    /// Seconds since 1970 (the JUnit timestamp and the report's date).
    public var now: @Sendable () -> Int64
    /// The machine's name (JUnit `hostname`).
    public var hostname: String
    /// Environment variables (`NO_COLOR`, Bazel's and GitLab's sharding variables...).
    public var variables: [String: String]
    /// The absolute working directory relative paths start from.
    public var workingDirectory: String

    /// Creates an environment.
    public init(elapsed: @escaping @Sendable () -> Double, now: @escaping @Sendable () -> Int64, hostname: String,
                variables: [String: String], workingDirectory: String) {
        self.elapsed = elapsed
        self.now = now
        self.hostname = hostname
        self.variables = variables
        self.workingDirectory = workingDirectory
    }

    /// The process's own clocks, host name, environment and working directory.
    public static var live: TestRunEnvironment {
        TestRunEnvironment(
            elapsed: {
                var time = timespec()
                clock_gettime(CLOCK_MONOTONIC, &time)
                return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            },
            now: { Int64(time(nil)) },
            hostname: hostName(),
            variables: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// gethostname(2), without a DNS lookup.
    private static func hostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `YYYY-MM-DDTHH:MM:SS` in UTC (JUnit's timestamp form, no zone suffix).
    static func timestamp(_ seconds: Int64) -> String {
        var value = time_t(seconds)
        var parts = tm()
        gmtime_r(&value, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
