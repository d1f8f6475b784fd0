import TouchstoneCore

/// Imports `evemu-record` text (format 1.x) into a `Recording`.
///
/// Lines: `N:` name, `I:` id (hex), `P:` property bitmask bytes, `B:` per-type code bitmask bytes
/// (several lines per type continue the byte offset), `A:` absinfo, `E:` events; `#` comments
/// anywhere (`# Kernel: <release>` is kept in the metadata). Other `X:` lines are ignored.
///
/// Times: evemu-record writes times relative to its own start, so the first event sits near
/// 0.000001 s. They are rebased so that the first event is t = 0, which makes an evemu file decode to
/// the same frames and times as a `libinput record` of the same input (whose times count from the
/// first event).
public enum EvemuImporter {
    /// `RecordingMetadata.source` of imported recordings.
    public static let source = "evemu"

    /// Imports a recording from the file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - sourceName: the file's path or name, used in errors and (its last component) in the metadata.
    public static func importRecording<C: Collection<UInt8>>(bytes: C, sourceName: String)
        throws(RecordingImportError) -> Recording {
        var parser = EvemuParser(file: sourceName)
        let buffer = Array(bytes)
        return try buffer.withUnsafeBufferPointer { (b) throws(RecordingImportError) -> Recording in
            try parser.parse(b)
        }
    }

    /// Imports a recording from the file's text.
    public static func importRecording(text: String, sourceName: String) throws(RecordingImportError) -> Recording {
        try importRecording(bytes: Array(text.utf8), sourceName: sourceName)
    }
}
