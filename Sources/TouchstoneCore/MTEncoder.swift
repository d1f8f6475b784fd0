/// Encodes touch frames back into the evdev rows a type-B device would send for them.
///
/// The inverse of `MTDecoder`: positions are sent only when they change, ended contacts get
/// `ABS_MT_TRACKING_ID -1`, `BTN_TOUCH` and the one `BTN_TOOL_*` key for the finger count follow the
/// fingers, and the legacy `ABS_X`/`ABS_Y` follow the lowest slot, as the kernel's
/// `input_mt_report_pointer_emulation` does. Used to play recordings into uinput.
public struct MTEncoder: Sendable {
    private struct SlotState: Equatable {
        var id: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var pressure: Int32?
    }

    /// The device the rows are for.
    public let device: DeviceDescription
    private var slots: [SlotState]
    private var currentSlot: Int = 0
    private var tool: UInt16?
    private var touching = false
    private var legacy: (x: Int32, y: Int32)?

    /// Creates an encoder for `device`.
    public init(device: DeviceDescription) {
        self.device = device
        self.slots = Array(repeating: SlotState(), count: device.slotCount)
    }

    /// The rows for `frame`, ending with `SYN_REPORT`; empty when the frame changes nothing.
    public mutating func encode(_ frame: TouchFrame) -> [EvdevEvent] {
        var rows: [EvdevEvent] = []
        func emit(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            rows.append(EvdevEvent(time: frame.time, type: type, code: code, value: value))
        }
        func select(_ slot: Int) {
            if slot != currentSlot {
                emit(EventCode.EV_ABS, EventCode.ABS_MT_SLOT, Int32(slot))
                currentSlot = slot
            }
        }
        var wanted: [SlotState?] = Array(repeating: nil, count: slots.count)
        for contact in frame.contacts where contact.slot >= 0 && contact.slot < slots.count {
            wanted[contact.slot] = SlotState(id: contact.id, x: contact.x, y: contact.y, pressure: contact.pressure)
        }
        for slot in slots.indices {
            let old = slots[slot]
            guard let new = wanted[slot] else {
                if old.id >= 0 {
                    select(slot)
                    emit(EventCode.EV_ABS, EventCode.ABS_MT_TRACKING_ID, -1)
                    slots[slot].id = -1  // the slot keeps its position, as the kernel's does
                }
                continue
            }
            guard new != old else { continue }
            select(slot)
            if new.id != old.id { emit(EventCode.EV_ABS, EventCode.ABS_MT_TRACKING_ID, new.id) }
            if new.x != old.x { emit(EventCode.EV_ABS, EventCode.ABS_MT_POSITION_X, new.x) }
            if new.y != old.y { emit(EventCode.EV_ABS, EventCode.ABS_MT_POSITION_Y, new.y) }
            if let pressure = new.pressure, pressure != old.pressure {
                emit(EventCode.EV_ABS, EventCode.ABS_MT_PRESSURE, pressure)
            }
            slots[slot] = SlotState(id: new.id, x: new.x, y: new.y, pressure: new.pressure ?? old.pressure)
        }
        let newTool = Self.toolCode(fingers: frame.fingerCount)
        if newTool != tool {
            if let tool { emit(EventCode.EV_KEY, tool, 0) }
            if let newTool { emit(EventCode.EV_KEY, newTool, 1) }
            tool = newTool
        }
        let newTouching = frame.fingerCount > 0
        if newTouching != touching {
            emit(EventCode.EV_KEY, EventCode.BTN_TOUCH, newTouching ? 1 : 0)
            touching = newTouching
        }
        if let first = frame.contacts.min(by: { $0.slot < $1.slot }) {
            if legacy?.x != first.x { emit(EventCode.EV_ABS, EventCode.ABS_X, first.x) }
            if legacy?.y != first.y { emit(EventCode.EV_ABS, EventCode.ABS_Y, first.y) }
            legacy = (first.x, first.y)
        }
        guard !rows.isEmpty else { return [] }
        emit(EventCode.EV_SYN, EventCode.SYN_REPORT, 0)
        return rows
    }

    private static func toolCode(fingers: Int) -> UInt16? {
        switch fingers {
        case 0: return nil
        case 1: return EventCode.BTN_TOOL_FINGER
        case 2: return EventCode.BTN_TOOL_DOUBLETAP
        case 3: return EventCode.BTN_TOOL_TRIPLETAP
        case 4: return EventCode.BTN_TOOL_QUADTAP
        default: return EventCode.BTN_TOOL_QUINTTAP
        }
    }
}
