import Glibc

extension OutputSink {
    /// Standard output, written with write(2) (no Foundation, so the daemon can do without it).
    public static let standardOutput = OutputSink(isTerminal: isatty(STDOUT_FILENO) != 0) { writeAll(STDOUT_FILENO, $0) }
    /// Standard error.
    public static let standardError = OutputSink(isTerminal: isatty(STDERR_FILENO) != 0) { writeAll(STDERR_FILENO, $0) }

    private static func writeAll(_ fd: Int32, _ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
