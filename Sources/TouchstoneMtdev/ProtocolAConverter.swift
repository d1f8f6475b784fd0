import CMtdev
import Glibc
import TouchstoneCore

/// Turns multi-touch protocol A (contacts separated by `SYN_MT_REPORT`, no slots) into protocol B
/// (slots and tracking ids) through mtdev, the library libinput uses for such devices.
///
/// Configured from a `DeviceDescription` instead of a device file, so recordings and live devices
/// convert the same way. mtdev buffers a frame and gives its slotted form at the `SYN_REPORT`;
/// events outside the multi-touch axes (`BTN_TOUCH`, `ABS_X`...) pass through. It owns mtdev's
/// state: confine each converter to one decoder (`TouchDecoder` makes a fresh one per decoder).
public final class ProtocolAConverter {
    /// Slots mtdev presents (libinput uses the same number for mtdev devices).
    public static let slotCount = 10

    private let handle: UnsafeMutablePointer<mtdev>
    private var output = input_event()

    /// The device as the decoder sees it after conversion: `ABS_MT_SLOT` and `ABS_MT_TRACKING_ID` added.
    public let slottedDevice: DeviceDescription

    /// True when `device` speaks protocol A: multi-touch positions without slots (libinput's rule
    /// for needing mtdev).
    public static func isNeeded(for device: DeviceDescription) -> Bool {
        device.absinfo[EventCode.ABS_MT_POSITION_X] != nil && device.absinfo[EventCode.ABS_MT_POSITION_Y] != nil
            && device.absinfo[EventCode.ABS_MT_SLOT] == nil
    }

    /// Creates a converter for a protocol A `device`; nil when the device does not need one.
    public init?(device: DeviceDescription) {
        guard Self.isNeeded(for: device), let handle = mtdev_new() else { return nil }
        guard mtdev_init(handle) == 0 else {
            mtdev_delete(handle)
            return nil
        }
        self.handle = handle
        let multiTouchAxes: [UInt16] = [0x30, 0x31, 0x32, 0x33, 0x34, EventCode.ABS_MT_POSITION_X,
                                        EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_TOOL_TYPE, 0x38,
                                        EventCode.ABS_MT_TRACKING_ID, EventCode.ABS_MT_PRESSURE]
        for code in multiTouchAxes {
            guard let axis = device.absinfo[code] else { continue }
            let c = Int32(code)
            mtdev_set_mt_event(handle, c, 1)
            mtdev_set_abs_minimum(handle, c, axis.minimum)
            mtdev_set_abs_maximum(handle, c, axis.maximum)
            mtdev_set_abs_resolution(handle, c, axis.resolution)
            // mtdev_configure's default: a fuzz of 1/250 of the range for positions when none is given.
            let isPosition = code == EventCode.ABS_MT_POSITION_X || code == EventCode.ABS_MT_POSITION_Y
            let fuzz = axis.fuzz > 0 || !isPosition ? axis.fuzz : Int32(clamping: axis.span / 250)
            mtdev_set_abs_fuzz(handle, c, fuzz)
        }
        touchstone_mtdev_set_has_mtdata(handle, 1)
        let trackingID = device.absinfo[EventCode.ABS_MT_TRACKING_ID] ?? AxisInfo(minimum: 0, maximum: 65535)
        if device.absinfo[EventCode.ABS_MT_TRACKING_ID] == nil {
            mtdev_set_abs_minimum(handle, Int32(EventCode.ABS_MT_TRACKING_ID), trackingID.minimum)
            mtdev_set_abs_maximum(handle, Int32(EventCode.ABS_MT_TRACKING_ID), trackingID.maximum)
        }
        mtdev_set_abs_maximum(handle, Int32(EventCode.ABS_MT_SLOT), Int32(Self.slotCount - 1))

        var slotted = device
        slotted.absinfo[EventCode.ABS_MT_SLOT] = AxisInfo(minimum: 0, maximum: Int32(Self.slotCount - 1))
        slotted.absinfo[EventCode.ABS_MT_TRACKING_ID] = trackingID
        var abs = Set(slotted.codes[EventCode.EV_ABS] ?? [])
        abs.formUnion([EventCode.ABS_MT_SLOT, EventCode.ABS_MT_TRACKING_ID])
        slotted.codes[EventCode.EV_ABS] = abs.sorted()
        slotted.codes[EventCode.EV_SYN] = (slotted.codes[EventCode.EV_SYN] ?? []).filter { $0 != EventCode.SYN_MT_REPORT }
        slottedDevice = slotted
    }

    deinit { mtdev_close_delete(handle) }

    /// Puts one protocol A event in and appends the protocol B events it releases to `events`
    /// (nothing until the frame's `SYN_REPORT`). Times are kept to the microsecond.
    public func convert(_ event: EvdevEvent, into events: inout [EvdevEvent]) {
        var input = input_event()
        input.time.tv_sec = Int(event.time / 1_000_000)
        input.time.tv_usec = Int(event.time % 1_000_000)
        input.type = event.type
        input.code = event.code
        input.value = event.value
        mtdev_put_event(handle, &input)
        while mtdev_empty(handle) == 0 {
            mtdev_get_event(handle, &output)
            events.append(EvdevEvent(time: Int64(output.time.tv_sec) * 1_000_000 + Int64(output.time.tv_usec),
                                     type: output.type, code: output.code, value: output.value))
        }
    }
}
