#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Everything in a recording except its frames: what the streaming reader yields before the first
/// frame and what the streaming writer writes before it.
public struct RecordingHeader: Sendable, Hashable {
    /// The version the file declares (the writer always writes `RecordingFormat.version`).
    public var version: RecordingFormat.Version
    /// The device the frames come from.
    public var device: DeviceDescription
    /// Provenance.
    public var metadata: RecordingMetadata
    /// libinput's own gesture events, in time order (empty when not captured).
    public var libinputGestures: [LibinputGestureEvent]
    /// The reserved `expect` block, verbatim.
    public var expect: JSONValue?

    /// Creates a header.
    public init(device: DeviceDescription, metadata: RecordingMetadata, libinputGestures: [LibinputGestureEvent] = [],
                expect: JSONValue? = nil, version: RecordingFormat.Version = RecordingFormat.version) {
        self.version = version
        self.device = device
        self.metadata = metadata
        self.libinputGestures = libinputGestures
        self.expect = expect
    }

    /// The header of `recording`.
    public init(_ recording: Recording) {
        self.init(device: recording.device, metadata: recording.metadata, libinputGestures: recording.libinputGestures,
                  expect: recording.expect)
    }
}

extension Recording {
    /// A recording made of a header and frames.
    public init(header: RecordingHeader, frames: [TouchFrame]) {
        self.init(device: header.device, metadata: header.metadata, frames: frames,
                  libinputGestures: header.libinputGestures, expect: header.expect)
    }
}
