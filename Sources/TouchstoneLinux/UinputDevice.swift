import CEvdev
import Glibc
import TouchstoneCore

/// A virtual input device created through `/dev/uinput` from a `DeviceDescription`, for playback.
public final class UinputDevice {
    private let uinput: OpaquePointer
    /// The new device's event node (`/dev/input/eventN`), once the kernel created it.
    public let devicePath: String?

    /// Creates a device with the description's name, ids, codes, axes and properties.
    /// - Throws: `LinuxInputError.uinputUnavailable` when `/dev/uinput` is missing or not writable.
    public init(_ description: DeviceDescription, uinputPath: String = "/dev/uinput") throws(LinuxInputError) {
        let fd = Glibc.open(uinputPath, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .uinputUnavailable(errno: errno) }
        guard let template = libevdev_new() else {
            close(fd)
            throw .uinputCreateFailed(errno: ENOMEM)
        }
        defer { libevdev_free(template) }
        libevdev_set_name(template, description.name)
        libevdev_set_id_bustype(template, Int32(description.bus))
        libevdev_set_id_vendor(template, Int32(description.vendor))
        libevdev_set_id_product(template, Int32(description.product))
        libevdev_set_id_version(template, Int32(description.version))
        for property in description.properties { libevdev_enable_property(template, UInt32(property)) }
        for type in description.codes.keys.sorted() {
            libevdev_enable_event_type(template, UInt32(type))
            for code in description.codes[type] ?? [] {
                if type == EventCode.EV_ABS, let axis = description.absinfo[code] {
                    var info = input_absinfo(value: axis.minimum, minimum: axis.minimum, maximum: axis.maximum,
                                             fuzz: axis.fuzz, flat: axis.flat, resolution: axis.resolution)
                    libevdev_enable_event_code(template, UInt32(type), UInt32(code), &info)
                } else if type != EventCode.EV_ABS {
                    libevdev_enable_event_code(template, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var created: OpaquePointer?
        let rc = libevdev_uinput_create_from_device(template, fd, &created)
        guard rc == 0, let created else {
            close(fd)
            throw .uinputCreateFailed(errno: -rc)
        }
        uinput = created
        devicePath = libevdev_uinput_get_devnode(created).map { String(cString: $0) }
    }

    deinit {
        // We passed our own fd in, so libevdev leaves closing it to us.
        let fd = libevdev_uinput_get_fd(uinput)
        libevdev_uinput_destroy(uinput)
        close(fd)
    }

    /// Writes `events` to the device (the kernel stamps its own times).
    /// - Throws: `LinuxInputError.writeFailed`.
    public func write(_ events: [EvdevEvent]) throws(LinuxInputError) {
        for event in events {
            let rc = libevdev_uinput_write_event(uinput, UInt32(event.type), UInt32(event.code), event.value)
            if rc < 0 { throw .writeFailed(errno: -rc) }
        }
    }
}
