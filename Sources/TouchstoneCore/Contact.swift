/// One finger on the device in one frame.
public struct Contact: Sendable, Hashable {
    /// Identity for the life of the contact: the kernel tracking id, unique while the finger is down.
    public var id: Int32
    /// MT slot the contact occupies.
    public var slot: Int
    /// Horizontal position in device units.
    public var x: Int32
    /// Vertical position in device units.
    public var y: Int32
    /// Pressure in device units, when the device reports it.
    public var pressure: Int32?

    /// Creates a contact.
    public init(id: Int32, slot: Int, x: Int32, y: Int32, pressure: Int32? = nil) {
        self.id = id
        self.slot = slot
        self.x = x
        self.y = y
        self.pressure = pressure
    }

    /// Position in millimetres on `device`.
    public func position(on device: DeviceDescription) -> PointMM {
        device.millimetres(x: x, y: y)
    }
}
