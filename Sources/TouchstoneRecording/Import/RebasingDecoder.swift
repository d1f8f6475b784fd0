import TouchstoneCore

/// Runs rows through Core's `MTDecoder` one at a time, with times rebased so that the first row is
/// t = 0, turning decoder errors into located ones. Nothing is kept but the decoder's state.
struct RebasingDecoder {
    private var decoder: MTDecoder
    private var offset: Int64?
    private var previous: Int64 = 0
    private var eventIndex = 0

    init(_ decoder: MTDecoder) {
        self.decoder = decoder
    }

    /// The time of the first row (what every time is rebased by); 0 before any row.
    var timeOffset: Int64 { offset ?? 0 }

    /// Decodes one row; returns the frame a `SYN_REPORT` completes.
    ///
    /// Times that go backwards are reported with the times as written in the file (checked here,
    /// before rebasing, so an event earlier than the first one is not mistaken for a negative time).
    mutating func decode(_ event: EvdevEvent, at location: () -> RecordingFileLocation)
        throws(RecordingImportError) -> TouchFrame? {
        let offset = self.offset ?? event.time
        if self.offset == nil {
            self.offset = offset
            previous = offset
        }
        defer { eventIndex += 1 }
        if event.time < previous {
            throw .decoding(location(), .timeWentBackwards(previous: previous, time: event.time, eventIndex: eventIndex))
        }
        previous = event.time
        var rebased = event
        rebased.time -= offset
        do {
            return try decoder.decode(rebased)
        } catch {
            throw .decoding(location(), error)
        }
    }
}

/// Where a streaming import hands the device (once, before any frame) and each frame as it is
/// decoded; nothing is kept.
struct FrameDelivery {
    let start: (DeviceDescription) -> Void
    let frame: (TouchFrame) -> Void
}
