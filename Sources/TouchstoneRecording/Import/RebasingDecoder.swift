import TouchstoneCore
import TouchstoneMtdev

/// Runs rows through `TouchDecoder` (mtdev for protocol A, then Core's `MTDecoder`) one at a time,
/// with times rebased so that the first row is t = 0, turning decoder errors into located ones.
/// Nothing is kept but the decoder's state.
///
/// A protocol A device (multi-touch positions, no slots) goes through mtdev first, as libinput
/// does; the recording then describes the device as the decoder saw it (`device`: slots added). A
/// file whose rows put fingers down but that decodes to no contact at all is refused by `finish()`:
/// a recording never silently loses its touches.
struct RebasingDecoder {
    private var decoder: TouchDecoder
    private var offset: Int64?
    private var previous: Int64 = 0
    private var eventIndex = 0
    /// Where the first row that puts a finger down is, until a frame with a contact is decoded.
    private var firstTouch: SourceLocation?
    private var sawContact = false

    /// A decoder for `device`; `deviceLocation` is where the device is described (for errors about it).
    init(device: DeviceDescription, deviceLocation: SourceLocation) throws(RecordingError) {
        do {
            decoder = try TouchDecoder(device: device)
        } catch {
            throw .invalid(deviceLocation, error.description)
        }
    }

    /// The device as decoded (slots added for a protocol A device): what the recording describes.
    var device: DeviceDescription { decoder.device }

    /// The time of the first row (what every time is rebased by); 0 before any row.
    var timeOffset: Int64 { offset ?? 0 }

    /// Decodes one row; returns the frame a `SYN_REPORT` completes.
    ///
    /// Times that go backwards are reported with the times as written in the file (checked here,
    /// before rebasing, so an event earlier than the first one is not mistaken for a negative time).
    mutating func decode(_ event: EvdevEvent, at location: () -> SourceLocation)
        throws(RecordingError) -> TouchFrame? {
        let offset = self.offset ?? event.time
        if self.offset == nil {
            self.offset = offset
            previous = offset
        }
        defer { eventIndex += 1 }
        if event.time < previous {
            let here = location()
            throw .decoding(file: here.file, location: here,
                            error: .timeWentBackwards(previous: previous, time: event.time, eventIndex: eventIndex))
        }
        previous = event.time
        var rebased = event
        rebased.time -= offset
        if firstTouch == nil, !sawContact, Self.putsFingerDown(event) { firstTouch = location() }
        do {
            let frame = try decoder.decode(rebased)
            if let frame, !frame.contacts.isEmpty { sawContact = true }
            return frame
        } catch {
            let here = location()
            throw .decoding(file: here.file, location: here, error: error)
        }
    }

    /// Ends the rows: throws when fingers went down but no frame ever had a contact.
    func finish() throws(RecordingError) {
        if let firstTouch, !sawContact {
            throw .touchesDropped(file: firstTouch.file, location: firstTouch, protocolA: decoder.convertsProtocolA)
        }
    }

    /// True for a row that starts a touch: `BTN_TOUCH` 1 or a new tracking id.
    private static func putsFingerDown(_ event: EvdevEvent) -> Bool {
        switch (event.type, event.code) {
        case (EventCode.EV_KEY, EventCode.BTN_TOUCH): return event.value != 0
        case (EventCode.EV_ABS, EventCode.ABS_MT_TRACKING_ID): return event.value >= 0
        default: return false
        }
    }
}

/// Where a streaming import hands the device (once, before any frame) and each frame as it is
/// decoded; nothing is kept.
struct FrameDelivery {
    let start: (DeviceDescription) -> Void
    let frame: (TouchFrame) -> Void
}
