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
        throws(RecordingError) -> Recording {
        var frames: [TouchFrame] = []
        let header = try read(bytes: Array(bytes), sourceName: sourceName, start: { _ in }, frame: { frames.append($0) })
        return Recording(header: header, frames: frames)
    }

    /// Imports a recording from the file's text.
    public static func importRecording(text: String, sourceName: String) throws(RecordingError) -> Recording {
        try importRecording(bytes: Array(text.utf8), sourceName: sourceName)
    }

    /// Streams bytes in memory: the device to `start`, each frame to `frame`; returns the header.
    static func read(bytes: [UInt8], sourceName: String, start: (DeviceDescription) -> Void,
                     frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        try withoutActuallyEscaping(start) { (start) throws(RecordingError) in
            try withoutActuallyEscaping(frame) { (frame) throws(RecordingError) in
                var parser = EvemuParser(file: sourceName, delivery: FrameDelivery(start: start, frame: frame))
                try bytes.withUnsafeBufferPointer { (b) throws(RecordingError) in try parser.feed(b) }
                return try parser.finish()
            }
        }
    }

    /// Streams an open file in 256 KiB chunks: memory does not grow with the file.
    static func read(fileDescriptor fd: Int32, sourceName: String, start: (DeviceDescription) -> Void,
                     frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        try withoutActuallyEscaping(start) { (start) throws(RecordingError) in
            try withoutActuallyEscaping(frame) { (frame) throws(RecordingError) in
                var parser = EvemuParser(file: sourceName, delivery: FrameDelivery(start: start, frame: frame))
                var chunk = [UInt8](repeating: 0, count: 1 << 18)
                while true {
                    let count = try RecordingImporter.readChunk(fd, into: &chunk, path: sourceName)
                    if count == 0 { break }
                    try chunk.withUnsafeBufferPointer { (b) throws(RecordingError) in
                        try parser.feed(UnsafeBufferPointer(rebasing: b[0..<count]))
                    }
                }
                return try parser.finish()
            }
        }
    }
}
