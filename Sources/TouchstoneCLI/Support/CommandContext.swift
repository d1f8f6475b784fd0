import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecording

/// What a command may touch: its output streams and where recordings come from.
///
/// The executable wires the real streams and the importers; tests pass captured output and, where
/// files do not matter, recordings in memory, so every command is tested without a terminal.
public struct CommandContext: Sendable {
    /// Standard output.
    public var output: OutputSink
    /// Standard error.
    public var errors: OutputSink
    /// Where `readRecording` and `loadRecording` find recordings.
    public var recordings: RecordingSource
    /// Where sizes for devices without resolution come from (and `--size`): applied to every
    /// recording read.
    public var sizeHints: DeviceSizeHints

    /// Creates a context reading recording files (or `recordings` in memory); sizes for devices
    /// without resolution from the machine's databases unless `sizeHints` says otherwise.
    public init(output: OutputSink, errors: OutputSink, recordings: RecordingSource = .files,
                sizeHints: DeviceSizeHints = .system(liveMachine: false)) {
        self.output = output
        self.errors = errors
        self.recordings = recordings
        self.sizeHints = sizeHints
    }

    /// Streams the recording at `path` (`.json`, libinput-record `.yml`, `.evemu`): its device to
    /// `start`, then each frame to `frame`, without keeping them; returns the header (metadata,
    /// libinput gestures, expect) once the last frame is read. `deviceIndex` picks a device in
    /// multi-device files.
    /// - Throws: `CommandError` with 66 for a missing file (or not a regular file), 74 for I/O, 65
    ///   for bad data.
    public func readRecording(_ path: String, _ deviceIndex: Int?, start: (DeviceDescription) -> Void = { _ in },
                              frame: (TouchFrame) -> Void) throws(CommandError) -> RecordingHeader {
        var header: RecordingHeader
        switch recordings {
        case .files:
            header = try RecordingLoader.read(path: path, deviceIndex: deviceIndex,
                                              start: { start(sizeHints.applied(to: $0)) }, frame: frame)
        case .memory(let recordings):
            guard let recording = recordings[path] else {
                throw CommandError("\(path): cannot open: No such file or directory", exitCode: .missingFile)
            }
            start(sizeHints.applied(to: recording.device))
            recording.frames.forEach(frame)
            header = RecordingHeader(recording)
        }
        header.device = sizeHints.applied(to: header.device)
        return header
    }

    /// Loads the whole recording at `path` (for commands that need every frame at once).
    public func loadRecording(_ path: String, _ deviceIndex: Int?) throws(CommandError) -> Recording {
        switch recordings {
        case .files:
            var recording = try RecordingLoader.load(path: path, deviceIndex: deviceIndex)
            recording.device = sizeHints.applied(to: recording.device)
            return recording
        case .memory:
            var frames: [TouchFrame] = []
            let header = try readRecording(path, deviceIndex) { frames.append($0) }
            return Recording(header: header, frames: frames)
        }
    }
}

/// Where a command's recordings come from.
public enum RecordingSource: Sendable {
    /// Files, through `RecordingImporter`.
    case files
    /// Recordings in memory by path (tests); any other path is a missing file.
    case memory([String: Recording])
}
