import TouchstoneCore
import TouchstoneRecording

/// Loads any recording file Touchstone reads, choosing the reader by extension or content.
public enum RecordingLoader {
    /// Loads `path`; `deviceIndex` picks a device in multi-device libinput recordings.
    /// - Throws: `CommandError` with 66 for a missing file, 74 for I/O, 65 for bad data.
    public static func load(path: String, deviceIndex: Int?) throws(CommandError) -> Recording {
        do {
            return try RecordingDecoder().decode(contentsOfFile: path)
        } catch {
            throw CommandError(error)
        }
    }
}
