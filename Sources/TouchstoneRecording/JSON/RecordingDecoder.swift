#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Decodes a whole Touchstone recording (any 1.x version) into a `Recording`.
///
/// It is `RecordingReader` collecting every frame, so it applies the same validation; use the
/// reader directly to process long recordings in constant memory.
public struct RecordingDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes JSON bytes; `name` is used in error messages.
    public func decode(_ bytes: [UInt8], name: String = "<memory>") throws(RecordingError) -> Recording {
        try collect(try RecordingReader(bytes: bytes, name: name))
    }

    /// Decodes a JSON string.
    public func decode(_ text: String, name: String = "<memory>") throws(RecordingError) -> Recording {
        try decode(Array(text.utf8), name: name)
    }

    /// Reads and decodes the file at `path`.
    public func decode(contentsOfFile path: String) throws(RecordingError) -> Recording {
        try collect(try RecordingReader(path: path))
    }

    private func collect(_ reader: RecordingReader) throws(RecordingError) -> Recording {
        let frames = try reader.readAllFrames()
        return Recording(header: reader.header, frames: frames)
    }
}
