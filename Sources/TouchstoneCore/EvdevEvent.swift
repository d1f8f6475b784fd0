/// One evdev input event row: the unit every source (live device, libinput-record YAML, evemu,
/// JSON) is reduced to before decoding.
public struct EvdevEvent: Sendable, Hashable {
    /// Event time in microseconds (relative to the recording start for files, CLOCK_MONOTONIC live).
    public var time: Int64
    /// Event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, ...).
    public var type: UInt16
    /// Event code within the type (`ABS_MT_SLOT`, `BTN_TOOL_FINGER`, ...).
    public var code: UInt16
    /// Event value.
    public var value: Int32

    /// Creates an event row.
    public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }
}

extension EvdevEvent: CustomStringConvertible {
    /// `time type code value`, with symbolic names where known, as evemu and libinput print them.
    public var description: String {
        "\(time)us \(EventCode.typeName(type)) \(EventCode.codeName(type: type, code: code)) \(value)"
    }
}
