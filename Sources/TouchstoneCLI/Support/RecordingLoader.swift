import TouchstoneCore
import TouchstoneRecording

/// Reads any recording file Touchstone reads (`.json`, libinput-record `.yml`/`.yaml`, `.evemu`,
/// or sniffed by content) and turns failures into command errors with sysexits statuses.
enum RecordingLoader {
    /// Streams `path` (see `RecordingImporter.read`); `deviceIndex` picks a device in multi-device files.
    /// - Throws: `CommandError` with 66 for a missing file, 74 for I/O, 65 for bad data.
    static func read(path: String, deviceIndex: Int?, start: (DeviceDescription) -> Void,
                     frame: (TouchFrame) -> Void) throws(CommandError) -> RecordingHeader {
        do {
            return try RecordingImporter.read(path: path, deviceIndex: deviceIndex, start: start, frame: frame)
        } catch {
            switch error.category {
            case .missingFile: throw CommandError(error.description, exitCode: .missingFile)
            case .io: throw CommandError(error.description, exitCode: .ioError)
            case .badData: throw CommandError(error.description, exitCode: .badData)
            }
        }
    }
}
