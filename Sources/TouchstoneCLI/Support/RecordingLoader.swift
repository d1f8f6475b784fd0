import TouchstoneCore
import TouchstoneRecording

/// Reads any recording file Touchstone reads (`.json`, libinput-record `.yml`/`.yaml`, `.evemu`,
/// or sniffed by content) and turns failures into command errors with sysexits statuses.
public enum RecordingLoader {
    /// Streams `path` (see `RecordingImporter.read`; `-` reads standard input, the format sniffed
    /// from its content); `deviceIndex` picks a device in multi-device libinput recordings.
    /// - Throws: `CommandError` with 66 for a missing file, 74 for I/O, 65 for bad data.
    public static func read(path: String, deviceIndex: Int?, standardInput: String = "/dev/stdin",
                            start: (DeviceDescription) -> Void = { _ in },
                            frame: (TouchFrame) -> Void) throws(CommandError) -> RecordingHeader {
        do {
            guard path == "-" else {
                return try RecordingImporter.read(path: path, deviceIndex: deviceIndex, start: start, frame: frame)
            }
            let bytes = try RecordingImporter.readFile(path: standardInput, allowingStreams: true)
            return try RecordingImporter.read(bytes: bytes, sourceName: "(standard input)", deviceIndex: deviceIndex,
                                              start: start, frame: frame)
        } catch {
            throw CommandError(error)
        }
    }

    /// Loads the whole recording at `path` (`read` with the frames collected).
    public static func load(path: String, deviceIndex: Int?,
                            standardInput: String = "/dev/stdin") throws(CommandError) -> Recording {
        var frames: [TouchFrame] = []
        let header = try read(path: path, deviceIndex: deviceIndex, standardInput: standardInput) { frames.append($0) }
        return Recording(header: header, frames: frames)
    }
}
