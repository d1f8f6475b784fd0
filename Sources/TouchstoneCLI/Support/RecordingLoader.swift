import TouchstoneCore
import TouchstoneRecording

/// Loads any recording file Touchstone reads (`.json`, libinput-record `.yml`/`.yaml`, `.evemu`,
/// or sniffed by content) and turns failures into command errors with sysexits statuses.
public enum RecordingLoader {
    /// Loads `path` (`-` reads standard input, the format sniffed from its content); `deviceIndex`
    /// picks a device in multi-device libinput recordings.
    /// - Throws: `CommandError` with 66 for a missing file, 74 for I/O, 65 for bad data.
    public static func load(path: String, deviceIndex: Int?,
                            standardInput: String = "/dev/stdin") throws(CommandError) -> Recording {
        do {
            guard path == "-" else { return try RecordingImporter.load(path: path, deviceIndex: deviceIndex) }
            let bytes = try RecordingImporter.readFile(path: standardInput)
            return try RecordingImporter.load(bytes: bytes, sourceName: "(standard input)", deviceIndex: deviceIndex)
        } catch {
            switch error.category {
            case .missingFile: throw CommandError(error.description, exitCode: .missingFile)
            case .io: throw CommandError(error.description, exitCode: .ioError)
            case .badData: throw CommandError(error.description, exitCode: .badData)
            }
        }
    }
}
