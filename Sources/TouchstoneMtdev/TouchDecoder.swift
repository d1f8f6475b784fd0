import TouchstoneCore

/// Decodes evdev rows of any multi-touch protocol into touch frames: protocol A goes through mtdev
/// (`ProtocolAConverter`) into slots, then everything through Core's `MTDecoder`. The one decoder
/// the importers, `touchstone record` and the daemon use, so a file and a device decode alike.
public struct TouchDecoder {
    private var decoder: MTDecoder
    private let converter: ProtocolAConverter?
    private var converted: [EvdevEvent] = []

    /// The device as decoded: `ABS_MT_SLOT` and `ABS_MT_TRACKING_ID` added for a protocol A device.
    public var device: DeviceDescription { decoder.device }
    /// True when the device speaks protocol A and its rows go through mtdev.
    public var convertsProtocolA: Bool { converter != nil }

    /// Creates a decoder for `device` (a fresh mtdev converter when it speaks protocol A).
    /// - Throws: `MTDecoderError.tooManySlots` when the device declares an absurd slot count.
    public init(device: DeviceDescription) throws(MTDecoderError) {
        converter = ProtocolAConverter(device: device)
        decoder = try MTDecoder(device: converter?.slottedDevice ?? device)
    }

    /// Feeds one event; returns the frame a `SYN_REPORT` completes, if it changed anything.
    public mutating func decode(_ event: EvdevEvent) throws(MTDecoderError) -> TouchFrame? {
        guard let converter else { return try decoder.decode(event) }
        converted.removeAll(keepingCapacity: true)
        converter.convert(event, into: &converted)
        var frame: TouchFrame?
        for row in converted {
            if let decoded = try decoder.decode(row) { frame = decoded }
        }
        return frame
    }
}
