/// A touch device udev knows about: its node and what udev says it is.
public struct TouchDeviceInfo: Sendable, Hashable {
    /// Event node, e.g. `/dev/input/event5`.
    public var devicePath: String
    /// sysfs path, stable while the device is plugged in.
    public var sysPath: String
    /// The udev-tagged kind.
    public var isTouchpad: Bool
    /// True for `ID_INPUT_TOUCHSCREEN`.
    public var isTouchscreen: Bool
    /// The device name from the parent input device, if udev has it.
    public var name: String?

    /// Creates a record.
    public init(devicePath: String, sysPath: String, isTouchpad: Bool, isTouchscreen: Bool, name: String?) {
        self.devicePath = devicePath
        self.sysPath = sysPath
        self.isTouchpad = isTouchpad
        self.isTouchscreen = isTouchscreen
        self.name = name
    }
}
