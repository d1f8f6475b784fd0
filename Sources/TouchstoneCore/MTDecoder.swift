/// Decodes evdev rows (multi-touch protocol type B) into touch frames.
///
/// One pure state machine shared by every importer and the live daemon, so that a file and a device
/// decode identically. It follows the kernel's semantics: a slot keeps its last values (positions are
/// sent only on change), `ABS_MT_TRACKING_ID -1` ends a contact, a slot may be reused by a new id,
/// `BTN_TOOL_*` may report more fingers than there are slots, and after `SYN_DROPPED` everything up
/// to the next `SYN_REPORT` is discarded (the events that follow, e.g. libevdev's sync events,
/// bring the state back). A `SYN_REPORT` that changes nothing produces no frame.
public struct MTDecoder: Sendable {
    /// The most slots accepted; real devices have at most a few dozen.
    public static let maximumSlots = 64

    private struct Slot: Sendable, Equatable {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32? = nil
    }

    /// The device being decoded.
    public let device: DeviceDescription
    private let isMultiTouch: Bool
    private let countsToolFingers: Bool
    /// How a single-touch device says a finger is down (nil for multi-touch devices).
    private let singleTouchSignal: SingleTouchSignal?
    private var slots: [Slot]
    private var currentSlot = 0
    private var toolFingers: [Bool] = Array(repeating: false, count: 6)
    private var touchDown = false
    private var singleTouchID: Int32 = -1
    private var nextSingleTouchID: Int32 = 0
    private var discarding = false
    private var resyncPending = false
    private var lastTime: Int64 = 0
    private var lastFrame: TouchFrame?
    private var eventIndex = 0

    /// Events discarded after `SYN_DROPPED`.
    public private(set) var discardedEventCount = 0
    /// `SYN_REPORT`s that changed nothing and produced no frame.
    public private(set) var unchangedReportCount = 0

    /// Creates a decoder for `device`.
    /// - Throws: `MTDecoderError.tooManySlots` when the device declares an absurd slot count.
    public init(device: DeviceDescription) throws(MTDecoderError) {
        guard device.slotCount <= Self.maximumSlots else { throw .tooManySlots(device.slotCount) }
        self.device = device
        self.isMultiTouch = device.absinfo[EventCode.ABS_MT_SLOT] != nil
            || device.absinfo[EventCode.ABS_MT_POSITION_X] != nil
        self.slots = Array(repeating: Slot(), count: device.slotCount)
        // Touchscreens count their contacts: their BTN_TOOL_* bits say nothing about fingers (N-Trig
        // panels send BTN_TOOL_DOUBLETAP for one finger), and libinput ignores them there too.
        self.countsToolFingers = !device.kind.isDirect
        self.singleTouchSignal = isMultiTouch ? nil : device.singleTouchSignal
    }

    /// Feeds one event; returns the frame a `SYN_REPORT` completes, if it changed anything.
    public mutating func decode(_ event: EvdevEvent) throws(MTDecoderError) -> TouchFrame? {
        defer { eventIndex += 1 }
        if event.time < 0 { throw .negativeTime(time: event.time, eventIndex: eventIndex) }
        if event.time < lastTime {
            throw .timeWentBackwards(previous: lastTime, time: event.time, eventIndex: eventIndex)
        }
        lastTime = event.time

        if event.type == EventCode.EV_SYN {
            switch event.code {
            case EventCode.SYN_DROPPED:
                discarding = true
                resyncPending = true
                return nil
            case EventCode.SYN_REPORT:
                if discarding {
                    discarding = false
                    return nil
                }
                return report(at: event.time)
            default:
                return nil
            }
        }
        if discarding {
            discardedEventCount += 1
            return nil
        }
        switch event.type {
        case EventCode.EV_ABS: try apply(abs: event)
        case EventCode.EV_KEY: applyKey(event)
        default: break
        }
        return nil
    }

    /// Decodes a whole stream of events into frames.
    public mutating func decodeAll<S: Sequence>(_ events: S) throws(MTDecoderError) -> [TouchFrame]
    where S.Element == EvdevEvent {
        var frames: [TouchFrame] = []
        for event in events {
            if let frame = try decode(event) { frames.append(frame) }
        }
        return frames
    }

    private mutating func apply(abs event: EvdevEvent) throws(MTDecoderError) {
        switch event.code {
        case EventCode.ABS_MT_SLOT:
            guard event.value >= 0, Int(event.value) < slots.count else {
                throw .slotOutOfRange(slot: event.value, slotCount: slots.count, eventIndex: eventIndex)
            }
            currentSlot = Int(event.value)
        case EventCode.ABS_MT_TRACKING_ID:
            if event.value < 0 {
                guard slots[currentSlot].trackingID >= 0 else {
                    throw .endOfUnusedSlot(slot: currentSlot, eventIndex: eventIndex)
                }
                slots[currentSlot].trackingID = -1
            } else {
                // A new id in an occupied slot replaces the old contact (slot reuse without a -1).
                slots[currentSlot].trackingID = event.value
                slots[currentSlot].pressure = nil
            }
        case EventCode.ABS_MT_POSITION_X: slots[currentSlot].x = event.value
        case EventCode.ABS_MT_POSITION_Y: slots[currentSlot].y = event.value
        case EventCode.ABS_MT_PRESSURE: slots[currentSlot].pressure = event.value
        case EventCode.ABS_X where !isMultiTouch: slots[0].x = event.value
        case EventCode.ABS_Y where !isMultiTouch: slots[0].y = event.value
        case EventCode.ABS_PRESSURE where !isMultiTouch:
            slots[0].pressure = event.value
            if singleTouchSignal == .pressure { setSingleTouch(down: event.value > 0) }
        default: break
        }
    }

    private mutating func applyKey(_ event: EvdevEvent) {
        if let fingers = EventCode.fingerCount(forTool: event.code) {
            toolFingers[fingers] = event.value != 0
            if singleTouchSignal == .tool { setSingleTouch(down: toolFingers.contains(true)) }
        } else if event.code == EventCode.BTN_TOUCH {
            touchDown = event.value != 0
            // BTN_TOUCH always drives a single-touch contact, declared or not (the events are the truth).
            if !isMultiTouch { setSingleTouch(down: touchDown) }
        }
    }

    /// Starts (with a new id) or ends the single-touch device's contact.
    private mutating func setSingleTouch(down: Bool) {
        if down, slots[0].trackingID < 0 {
            slots[0].trackingID = nextSingleTouchID
            nextSingleTouchID = nextSingleTouchID == Int32.max ? 0 : nextSingleTouchID + 1
        } else if !down {
            slots[0].trackingID = -1
        }
    }

    private mutating func report(at time: Int64) -> TouchFrame? {
        var contacts: [Contact] = []
        contacts.reserveCapacity(4)
        for (index, slot) in slots.enumerated() where slot.trackingID >= 0 {
            contacts.append(Contact(id: slot.trackingID, slot: index, x: slot.x, y: slot.y, pressure: slot.pressure))
        }
        var tools = 0
        for fingers in stride(from: 5, through: 1, by: -1) where countsToolFingers && toolFingers[fingers] {
            tools = fingers
            break
        }
        let frame = TouchFrame(time: time, contacts: contacts, fingerCount: max(tools, contacts.count),
                               isResync: resyncPending)
        if let lastFrame, lastFrame.contacts == frame.contacts, lastFrame.fingerCount == frame.fingerCount,
           !resyncPending {
            unchangedReportCount += 1
            return nil
        }
        if lastFrame == nil, frame.isEmpty, !resyncPending {
            unchangedReportCount += 1
            lastFrame = frame
            return nil
        }
        resyncPending = false
        lastFrame = frame
        return frame
    }
}
