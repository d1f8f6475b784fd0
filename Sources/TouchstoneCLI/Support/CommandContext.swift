import TouchstoneCore

/// What a command may touch: its output streams and how recordings are loaded.
///
/// The executable wires the real streams and importers; tests pass captured output and in-memory
/// recordings, so every command is tested without a terminal.
public struct CommandContext: Sendable {
    /// Standard output.
    public var output: OutputSink
    /// Standard error.
    public var errors: OutputSink
    /// Loads a recording file (`.json`, libinput-record `.yml`, `.evemu`); the Int picks a device
    /// in multi-device files.
    public var loadRecording: @Sendable (_ path: String, _ deviceIndex: Int?) throws(CommandError) -> Recording

    /// Creates a context.
    public init(output: OutputSink, errors: OutputSink,
                loadRecording: @escaping @Sendable (String, Int?) throws(CommandError) -> Recording) {
        self.output = output
        self.errors = errors
        self.loadRecording = loadRecording
    }
}
