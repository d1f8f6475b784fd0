#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// A device description as the JSON object a recording's `device` section holds, for other JSON
/// documents that carry one (the daemon protocol's `device` messages).
public enum DeviceDescriptionJSON {
    /// The `device` object, keys in the recording's order.
    public static func value(_ device: DeviceDescription) -> JSONValue {
        RecordingHeaderEncoding.device(device)
    }

    /// Reads a `device` object with the recording reader's checks; errors name `file` and `field`.
    public static func device(from value: JSONValue, file: String) throws(RecordingError) -> DeviceDescription {
        try RecordingHeaderDecoding(file: file, location: JSONSourceLocation(offset: 0, line: 1, column: 1)).device(value)
    }
}
