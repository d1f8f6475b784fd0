import TouchstoneCore
import TouchstoneMtdev

/// Runs rows through `TouchDecoder` (mtdev for protocol A, then Core's `MTDecoder`) with times rebased, turning decoder errors into located ones.
///
/// A protocol A device (multi-touch positions, no slots) goes through mtdev first, as libinput
/// does; the recording then describes the device as the decoder saw it (slots added). A file whose rows put fingers down but that decodes to no contact at all
/// is refused: a recording never silently loses its touches.
enum RebasingDecoder {
    /// The device as decoded, and its frames.
    struct Result {
        var device: DeviceDescription
        var frames: [TouchFrame]
    }

    /// Decodes `events` of `device` with `offset` subtracted from every time.
    ///
    /// Times that go backwards are reported with the times as written in the file (checked here,
    /// before rebasing, so an event earlier than the first one is not mistaken for a negative time).
    /// `deviceLocation` is where the device is described (for errors about the device as a whole).
    static func decode(_ events: [EvdevEvent], device: DeviceDescription, offset: Int64,
                       deviceLocation: RecordingFileLocation,
                       location: (Int) -> RecordingFileLocation) throws(RecordingImportError) -> Result {
        var decoder: TouchDecoder
        do {
            decoder = try TouchDecoder(device: device)
        } catch {
            throw .invalidValue(deviceLocation, message: error.description)
        }
        var frames: [TouchFrame] = []
        frames.reserveCapacity(events.count / 4)
        var previous = offset
        var firstTouch: Int?
        for index in events.indices {
            var event = events[index]
            if event.time < previous {
                throw .decoding(location(index), .timeWentBackwards(previous: previous, time: event.time, eventIndex: index))
            }
            previous = event.time
            event.time -= offset
            if firstTouch == nil, Self.putsFingerDown(event) { firstTouch = index }
            do {
                if let frame = try decoder.decode(event) { frames.append(frame) }
            } catch {
                throw .decoding(location(index), error)
            }
        }
        if let firstTouch, !frames.contains(where: { !$0.contacts.isEmpty }) {
            throw .touchesDropped(location(firstTouch), protocolA: decoder.convertsProtocolA)
        }
        return Result(device: decoder.device, frames: frames)
    }

    /// True for a row that starts a touch: `BTN_TOUCH` 1, a new tracking id, or a protocol A contact report.
    private static func putsFingerDown(_ event: EvdevEvent) -> Bool {
        switch (event.type, event.code) {
        case (EventCode.EV_KEY, EventCode.BTN_TOUCH): return event.value != 0
        case (EventCode.EV_ABS, EventCode.ABS_MT_TRACKING_ID): return event.value >= 0
        default: return false
        }
    }
}
