import CEvdev
import Glibc
import TouchstoneCore

/// An open evdev node read through libevdev: its description and its events, with `SYN_DROPPED`
/// resynchronisation done by libevdev.
///
/// Owns the file descriptor and the libevdev handle; not shared across threads.
public final class EvdevDevice {
    /// The node's path (`/dev/input/event5`).
    public let path: String
    /// CLOCK_MONOTONIC µs just before the node was opened: no event read from it is older.
    public let openedAt: Int64
    /// The file descriptor, non-blocking, for a read source.
    public let fileDescriptor: Int32
    private let handle: OpaquePointer
    private var syncing = false
    /// A read failure seen after some events were read; thrown by the next `readAvailable()`.
    private var pendingFailure: LinuxInputError?

    /// Opens `path` read-only and non-blocking, with CLOCK_MONOTONIC event times.
    /// - Throws: `LinuxInputError` with the system's reason.
    public init(path: String) throws(LinuxInputError) {
        // Taken before open(2): every event queued for this descriptor is stamped later than this.
        let openedAt = MonotonicClock.now()
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .openFailed(path: path, errno: errno) }
        var device: OpaquePointer?
        let rc = libevdev_new_from_fd(fd, &device)
        guard rc == 0, let device else {
            close(fd)
            throw .notAnInputDevice(path: path, errno: -rc)
        }
        _ = libevdev_set_clock_id(device, CLOCK_MONOTONIC)
        self.path = path
        self.openedAt = openedAt
        self.fileDescriptor = fd
        self.handle = device
    }

    deinit {
        libevdev_free(handle)
        close(fileDescriptor)
    }

    /// The device's identity, capabilities and geometry.
    public var description: DeviceDescription {
        var codes: [UInt16: [UInt16]] = [:]
        var absinfo: [UInt16: AxisInfo] = [:]
        for type in UInt32(0)...UInt32(EV_MAX) where libevdev_has_event_type(handle, type) != 0 {
            let maximum = libevdev_event_type_get_max(type)
            guard maximum >= 0 else { continue }
            var list: [UInt16] = []
            for code in UInt32(0)...UInt32(maximum) where libevdev_has_event_code(handle, type, code) != 0 {
                list.append(UInt16(code))
                if type == UInt32(EV_ABS), let info = libevdev_get_abs_info(handle, code) {
                    absinfo[UInt16(code)] = AxisInfo(minimum: info.pointee.minimum, maximum: info.pointee.maximum,
                                                      fuzz: info.pointee.fuzz, flat: info.pointee.flat,
                                                      resolution: info.pointee.resolution)
                }
            }
            codes[UInt16(type)] = list
        }
        let properties = (UInt32(0)...UInt32(INPUT_PROP_MAX)).filter { libevdev_has_property(handle, $0) != 0 }
        return DeviceDescription(
            name: String(cString: libevdev_get_name(handle)),
            bus: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(handle)),
            vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(handle)),
            product: UInt16(truncatingIfNeeded: libevdev_get_id_product(handle)),
            version: UInt16(truncatingIfNeeded: libevdev_get_id_version(handle)),
            codes: codes, absinfo: absinfo, properties: properties.map { UInt16($0) })
    }

    /// Events that describe the touches already down when the node was opened, ending in `SYN_REPORT`,
    /// stamped `openedAt` (so the events read later never go back in time); empty when nothing touches.
    ///
    /// The kernel only sends changes, so a reader that opens a node mid-gesture would otherwise see a
    /// contact's lift (or motion) without its start. Feed these to a fresh `MTDecoder` first.
    public func currentStateEvents() -> [EvdevEvent] {
        let time = openedAt
        var events: [EvdevEvent] = []
        func add(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            events.append(EvdevEvent(time: time, type: type, code: code, value: value))
        }
        let slots = libevdev_get_num_slots(handle)
        if slots > 0 {
            for slot in 0..<slots {
                let id = libevdev_get_slot_value(handle, UInt32(slot), UInt32(EventCode.ABS_MT_TRACKING_ID))
                guard id >= 0 else { continue }
                add(EventCode.EV_ABS, EventCode.ABS_MT_SLOT, slot)
                add(EventCode.EV_ABS, EventCode.ABS_MT_TRACKING_ID, id)
                for code in [EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y, EventCode.ABS_MT_PRESSURE]
                where libevdev_has_event_code(handle, UInt32(EV_ABS), UInt32(code)) != 0 {
                    add(EventCode.EV_ABS, code, libevdev_get_slot_value(handle, UInt32(slot), UInt32(code)))
                }
            }
            guard !events.isEmpty else { return [] }
            // Later events omit ABS_MT_SLOT while the slot stays the same: restore the kernel's current one.
            add(EventCode.EV_ABS, EventCode.ABS_MT_SLOT, libevdev_get_current_slot(handle))
        }
        var keysDown = false
        for code in [EventCode.BTN_TOUCH, EventCode.BTN_TOOL_FINGER, EventCode.BTN_TOOL_DOUBLETAP,
                     EventCode.BTN_TOOL_TRIPLETAP, EventCode.BTN_TOOL_QUADTAP, EventCode.BTN_TOOL_QUINTTAP]
        where libevdev_get_event_value(handle, UInt32(EV_KEY), UInt32(code)) != 0 {
            add(EventCode.EV_KEY, code, 1)
            keysDown = true
        }
        guard !events.isEmpty, slots > 0 || keysDown else { return [] }
        add(EventCode.EV_SYN, EventCode.SYN_REPORT, 0)
        return events
    }

    /// Reads every event available now (never blocks), resynchronising after `SYN_DROPPED`.
    ///
    /// Times are CLOCK_MONOTONIC microseconds. Returns an empty array when nothing is pending.
    /// Events read before a failure are returned first; the failure is thrown by the next call, so a
    /// device unplugged mid-gesture still delivers its last frames.
    /// - Throws: `LinuxInputError.readFailed` when the device went away (`ENODEV`) or reading failed.
    public func readAvailable() throws(LinuxInputError) -> [EvdevEvent] {
        if let failure = pendingFailure {
            throw failure
        }
        var events: [EvdevEvent] = []
        var event = input_event()
        while true {
            let flags = syncing ? LIBEVDEV_READ_FLAG_SYNC.rawValue : LIBEVDEV_READ_FLAG_NORMAL.rawValue
            let rc = libevdev_next_event(handle, flags, &event)
            if rc == -EAGAIN {
                if syncing {
                    syncing = false
                    continue
                }
                return events
            }
            if rc < 0 {
                let failure = LinuxInputError.readFailed(path: path, errno: -rc)
                guard !events.isEmpty else { throw failure }
                pendingFailure = failure
                return events
            }
            let time = Int64(event.time.tv_sec) * 1_000_000 + Int64(event.time.tv_usec)
            if rc == Int32(LIBEVDEV_READ_STATUS_SYNC.rawValue), !syncing {
                // The SYN_DROPPED itself comes first; libevdev then hands out the delta to the real state.
                syncing = true
                events += Self.droppedGap(at: time)
                continue
            }
            events.append(EvdevEvent(time: time, type: event.type, code: event.code, value: event.value))
        }
    }

    /// What a `SYN_DROPPED` from libevdev becomes: the `SYN_DROPPED` and, at once, the `SYN_REPORT` that
    /// ends the decoder's discard window.
    ///
    /// A decoder drops everything from a `SYN_DROPPED` to the next `SYN_REPORT` (in a raw kernel stream,
    /// the rest of a torn packet). libevdev has already drained that part and follows the `SYN_DROPPED`
    /// with its sync events, the delta to the device's real state, ending in their own `SYN_REPORT`:
    /// without this report the decoder would throw the delta away (a finger lifted during the gap would
    /// stay down). With it, the delta decodes into the frame marked as the resync.
    public static func droppedGap(at time: Int64) -> [EvdevEvent] {
        [EvdevEvent(time: time, type: EventCode.EV_SYN, code: EventCode.SYN_DROPPED, value: 0),
         EvdevEvent(time: time, type: EventCode.EV_SYN, code: EventCode.SYN_REPORT, value: 0)]
    }
}
