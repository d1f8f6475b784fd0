/// A whole recording in memory: the device, where it came from, the decoded touch frames, and
/// libinput's own gesture events when they were captured.
///
/// Large recordings are better streamed (see `TouchstoneRecording`'s reader and writer); this value
/// is what importers produce and what tests and the replayer work with.
public struct Recording: Sendable, Hashable {
    /// The device the frames come from.
    public var device: DeviceDescription
    /// Provenance.
    public var metadata: RecordingMetadata
    /// Touch frames in time order.
    public var frames: [TouchFrame]
    /// libinput's gesture events, in time order (empty when not captured).
    public var libinputGestures: [LibinputGestureEvent]
    /// The expected outcomes block, kept verbatim until the replay layer interprets it.
    public var expect: JSONValue?

    /// Creates a recording.
    public init(device: DeviceDescription, metadata: RecordingMetadata, frames: [TouchFrame],
                libinputGestures: [LibinputGestureEvent] = [], expect: JSONValue? = nil) {
        self.device = device
        self.metadata = metadata
        self.frames = frames
        self.libinputGestures = libinputGestures
        self.expect = expect
    }

    /// Time of the last frame in microseconds (0 when empty).
    public var duration: Int64 { frames.last?.time ?? 0 }

    /// The most fingers down in any frame.
    public var maxFingers: Int { frames.reduce(0) { max($0, $1.fingerCount) } }
}
