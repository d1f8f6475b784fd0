import CUdev
import Glibc

/// Finds touchpads and touchscreens through udev and follows hot-plug.
///
/// Only nodes udev tags `ID_INPUT_TOUCHPAD=1` or `ID_INPUT_TOUCHSCREEN=1` are reported: keyboards
/// and everything else are never opened.
public final class UdevDiscovery {
    /// A hot-plug change.
    public enum Change: Sendable, Hashable {
        /// A touch device appeared.
        case added(TouchDeviceInfo)
        /// A device node went away.
        case removed(devicePath: String)
    }

    private let udev: OpaquePointer
    private var monitor: OpaquePointer?

    /// Connects to udev.
    /// - Throws: `LinuxInputError.udevFailed` when libudev cannot be initialised.
    public init() throws(LinuxInputError) {
        guard let udev = udev_new() else { throw .udevFailed("udev_new failed") }
        self.udev = udev
    }

    deinit {
        if let monitor { udev_monitor_unref(monitor) }
        udev_unref(udev)
    }

    /// The touch devices present now, sorted by node.
    public func touchDevices() throws(LinuxInputError) -> [TouchDeviceInfo] {
        guard let enumerate = udev_enumerate_new(udev) else { throw .udevFailed("udev_enumerate_new failed") }
        defer { udev_enumerate_unref(enumerate) }
        udev_enumerate_add_match_subsystem(enumerate, "input")
        udev_enumerate_add_match_sysname(enumerate, "event*")
        udev_enumerate_scan_devices(enumerate)
        var found: [TouchDeviceInfo] = []
        var entry = udev_enumerate_get_list_entry(enumerate)
        while let current = entry {
            if let syspath = udev_list_entry_get_name(current),
               let device = udev_device_new_from_syspath(udev, syspath) {
                if let info = Self.touchInfo(device) { found.append(info) }
                udev_device_unref(device)
            }
            entry = udev_list_entry_get_next(current)
        }
        return found.sorted { $0.devicePath < $1.devicePath }
    }

    /// Starts listening for hot-plug; returns the file descriptor to watch for readability.
    public func startMonitoring() throws(LinuxInputError) -> Int32 {
        if let monitor { return udev_monitor_get_fd(monitor) }
        guard let monitor = udev_monitor_new_from_netlink(udev, "udev") else {
            throw .udevFailed("cannot create a netlink monitor")
        }
        udev_monitor_filter_add_match_subsystem_devtype(monitor, "input", nil)
        guard udev_monitor_enable_receiving(monitor) == 0 else {
            udev_monitor_unref(monitor)
            throw .udevFailed("cannot receive udev events")
        }
        self.monitor = monitor
        return udev_monitor_get_fd(monitor)
    }

    /// Drains pending hot-plug events (call when the monitor fd is readable).
    public func pendingChanges() -> [Change] {
        guard let monitor else { return [] }
        var changes: [Change] = []
        while let device = udev_monitor_receive_device(monitor) {
            defer { udev_device_unref(device) }
            guard let node = udev_device_get_devnode(device).map({ String(cString: $0) }),
                  node.hasPrefix("/dev/input/event") else { continue }
            let action = udev_device_get_action(device).map { String(cString: $0) } ?? ""
            if action == "remove" {
                changes.append(.removed(devicePath: node))
            } else if action == "add", let info = Self.touchInfo(device) {
                changes.append(.added(info))
            }
        }
        return changes
    }

    private static func touchInfo(_ device: OpaquePointer) -> TouchDeviceInfo? {
        guard let node = udev_device_get_devnode(device).map({ String(cString: $0) }) else { return nil }
        let touchpad = property(device, "ID_INPUT_TOUCHPAD") == "1"
        let touchscreen = property(device, "ID_INPUT_TOUCHSCREEN") == "1"
        guard touchpad || touchscreen else { return nil }
        let parent = udev_device_get_parent(device)
        let name = parent.flatMap { udev_device_get_sysattr_value($0, "name") }.map { String(cString: $0) }
        let syspath = udev_device_get_syspath(device).map { String(cString: $0) } ?? ""
        return TouchDeviceInfo(devicePath: node, sysPath: syspath, isTouchpad: touchpad, isTouchscreen: touchscreen,
                               name: name)
    }

    private static func property(_ device: OpaquePointer, _ key: String) -> String? {
        udev_device_get_property_value(device, key).map { String(cString: $0) }
    }
}
