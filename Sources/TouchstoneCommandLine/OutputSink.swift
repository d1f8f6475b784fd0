/// Where a command writes: standard output and standard error in the executable, buffers in tests.
public final class OutputSink: @unchecked Sendable {
    private let writeBytes: (String) -> Void
    /// True when the output is an interactive terminal (progress lines, colour).
    public let isTerminal: Bool

    /// Creates a sink from a writer function.
    public init(isTerminal: Bool = false, write: @escaping (String) -> Void) {
        self.writeBytes = write
        self.isTerminal = isTerminal
    }

    /// Writes `text` followed by a newline.
    public func line(_ text: String = "") { writeBytes(text + "\n") }

    /// Writes `text` as it is.
    public func write(_ text: String) { writeBytes(text) }
}

/// A sink that collects everything written, for tests.
public final class CapturedOutput: @unchecked Sendable {
    /// Everything written so far.
    public private(set) var text = ""
    /// The sink that appends to `text`.
    public private(set) lazy var sink = OutputSink { [unowned self] in self.text += $0 }

    /// Creates an empty capture.
    public init() {}

    /// The written text split into lines (without the trailing empty one).
    public var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}
