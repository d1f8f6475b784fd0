import TouchstoneCore

/// Builds evdev rows the way a touchpad sends them, for decoder tests.
struct EvdevScript {
    private(set) var events: [EvdevEvent] = []
    var time: Int64 = 0

    mutating func abs(_ code: UInt16, _ value: Int32) { events.append(EvdevEvent(time: time, type: EventCode.EV_ABS, code: code, value: value)) }
    mutating func key(_ code: UInt16, _ value: Int32) { events.append(EvdevEvent(time: time, type: EventCode.EV_KEY, code: code, value: value)) }
    mutating func syn(_ code: UInt16 = EventCode.SYN_REPORT) { events.append(EvdevEvent(time: time, type: EventCode.EV_SYN, code: code, value: 0)) }

    /// Starts a contact in `slot` with `id` at (x, y).
    mutating func down(slot: Int32, id: Int32, x: Int32, y: Int32) {
        abs(EventCode.ABS_MT_SLOT, slot)
        abs(EventCode.ABS_MT_TRACKING_ID, id)
        abs(EventCode.ABS_MT_POSITION_X, x)
        abs(EventCode.ABS_MT_POSITION_Y, y)
    }

    mutating func move(slot: Int32, x: Int32? = nil, y: Int32? = nil) {
        abs(EventCode.ABS_MT_SLOT, slot)
        if let x { abs(EventCode.ABS_MT_POSITION_X, x) }
        if let y { abs(EventCode.ABS_MT_POSITION_Y, y) }
    }

    mutating func up(slot: Int32) {
        abs(EventCode.ABS_MT_SLOT, slot)
        abs(EventCode.ABS_MT_TRACKING_ID, -1)
    }

    mutating func eventsAppend(_ e: EvdevEvent) { events.append(e) }

    mutating func frame(after micros: Int64 = 8000, _ body: (inout EvdevScript) -> Void) {
        time += micros
        body(&self)
        syn()
    }
}
