#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Encodes a whole `Recording` as Touchstone recording JSON (format version 1.0).
///
/// The output is deterministic: the same recording always gives the same bytes (keys in the
/// documented order, labels sorted, numbers in their shortest exact form). It refuses what the
/// reader would refuse (NaN, frames out of order, contacts outside the device's slots...).
public struct RecordingEncoder: Sendable {
    /// Layout of the output.
    public var style: RecordingJSONStyle

    /// Creates an encoder; pretty by default.
    public init(style: RecordingJSONStyle = .pretty) {
        self.style = style
    }

    /// The recording as UTF-8 JSON bytes.
    public func encode(_ recording: Recording) throws(RecordingError) -> [UInt8] {
        try encode(recording, file: "<memory>")
    }

    /// The recording as a JSON string.
    public func encodeString(_ recording: Recording) throws(RecordingError) -> String {
        String(decoding: try encode(recording), as: UTF8.self)
    }

    /// One frame exactly as it appears on its line in a recording:
    /// `{"t_us":1234,"contacts":[{"slot":0,"id":12,"x":100,"y":200}]}` (no newline).
    public static func frameLine(_ frame: TouchFrame) -> String {
        var output = JSONOutput(capacity: 128)
        RecordingWriter.appendFrame(frame, index: 0, style: .compact, to: &output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Writes the recording to `path` crash-safely (through `path.partial` and a rename), flushing
    /// every 100 ms of recorded time. An existing file at `path` is replaced only when `replacing`;
    /// on any failure nothing is left behind.
    public func write(_ recording: Recording, toPath path: String, replacing: Bool = false) throws(RecordingError) {
        let writer = try RecordingWriter(path: path, header: RecordingHeader(recording),
                                         options: .bulk(style: style, replacesExisting: replacing))
        for frame in recording.frames { try writer.write(frame) }
        try writer.finish()
    }

    private func encode(_ recording: Recording, file: String) throws(RecordingError) -> [UInt8] {
        var output = JSONOutput(capacity: 4096 + recording.frames.count * (32 + 48 * 2))
        try RecordingWriter.appendHeader(RecordingHeader(recording), style: style, to: &output, file: file)
        var validator = FrameValidator(device: recording.device)
        for (i, frame) in recording.frames.enumerated() {
            if let problem = validator.check(frame) {
                throw .invalidFrame(file: file, frame: i, location: nil, problem: problem)
            }
            RecordingWriter.appendFrame(frame, index: i, style: style, to: &output)
        }
        RecordingWriter.appendEnd(framesWritten: recording.frames.count, style: style, to: &output)
        return output.bytes
    }
}
