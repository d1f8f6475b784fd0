import TouchstoneCore
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

    /// Creates a context reading recording files (or `recordings` in memory).
    public init(output: OutputSink, errors: OutputSink, recordings: RecordingSource = .files) {
        self.output = output
        self.errors = errors
        self.recordings = recordings
    }

    /// Streams the recording at `path` (`.json`, libinput-record `.yml`, `.evemu`): its device to
    /// `start`, then each frame to `frame`, without keeping them; returns the header (metadata,
    /// libinput gestures, expect) once the last frame is read. `deviceIndex` picks a device in
    /// multi-device files.
    /// - Throws: `CommandError` with 66 for a missing file (or not a regular file), 74 for I/O, 65
    ///   for bad data.
    public func readRecording(_ path: String, _ deviceIndex: Int?, start: (DeviceDescription) -> Void = { _ in },
                              frame: (TouchFrame) -> Void) throws(CommandError) -> RecordingHeader {
        switch recordings {
        case .files:
            return try RecordingLoader.read(path: path, deviceIndex: deviceIndex, start: start, frame: frame)
        case .memory(let recordings):
            guard let recording = recordings[path] else {
                throw CommandError("\(path): cannot open: No such file or directory", exitCode: .missingFile)
            }
            start(recording.device)
            recording.frames.forEach(frame)
            return RecordingHeader(recording)
        }
    }

    /// Loads the whole recording at `path` (for commands that need every frame at once).
    public func loadRecording(_ path: String, _ deviceIndex: Int?) throws(CommandError) -> Recording {
        switch recordings {
        case .files:
            return try RecordingLoader.load(path: path, deviceIndex: deviceIndex)
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
