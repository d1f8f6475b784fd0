import TouchstoneCore

/// Imports `libinput record` YAML (version 1) into a `Recording`.
///
/// The file is streamed through libyaml's event API: only the chosen device's description, its
/// evdev rows and its libinput gesture events are built; other devices' events, `udev`, `quirks`,
/// `hid` entries, non-gesture libinput events and unknown keys are skipped.
///
/// Device choice: `deviceIndex` (0-based, in file order) when given, else the first device with
/// touch axes. Times: `libinput record` writes times relative to the first event of the
/// recording; they are rebased so that the chosen device's first evdev row is t = 0 (a no-op for
/// single-device files), and its gesture events are shifted by the same amount.
public enum LibinputRecordImporter {
    /// `RecordingMetadata.source` of imported recordings.
    public static let source = "libinput-record"

    /// Imports a recording from the file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - sourceName: the file's path or name, used in errors and (its last component) in the metadata.
    ///   - deviceIndex: the device to import (0-based); nil picks the first touch device.
    public static func importRecording<C: Collection<UInt8>>(bytes: C, sourceName: String, deviceIndex: Int? = nil)
        throws(RecordingError) -> Recording {
        var frames: [TouchFrame] = []
        let header = try read(YAMLEventStream(bytes: bytes, file: sourceName), deviceIndex: deviceIndex,
                              start: { _ in }, frame: { frames.append($0) })
        return Recording(header: header, frames: frames)
    }

    /// Imports a recording from the file's text.
    public static func importRecording(text: String, sourceName: String, deviceIndex: Int? = nil)
        throws(RecordingError) -> Recording {
        try importRecording(bytes: Array(text.utf8), sourceName: sourceName, deviceIndex: deviceIndex)
    }

    /// Streams a document: the device to `start`, each frame to `frame`; returns the header.
    static func read(_ stream: YAMLEventStream, deviceIndex: Int?, start: (DeviceDescription) -> Void,
                     frame: (TouchFrame) -> Void) throws(RecordingError) -> RecordingHeader {
        try withoutActuallyEscaping(start) { (start) throws(RecordingError) in
            try withoutActuallyEscaping(frame) { (frame) throws(RecordingError) in
                var parser = LibinputRecordParser(stream: stream, deviceIndex: deviceIndex,
                                                  delivery: FrameDelivery(start: start, frame: frame))
                return try parser.parse()
            }
        }
    }
}
