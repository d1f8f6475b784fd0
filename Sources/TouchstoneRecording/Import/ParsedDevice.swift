import TouchstoneCore

/// One device of a libinput record file as far as it has been read.
struct ParsedDevice {
    /// Position in the file's `devices` list.
    let index: Int
    /// Where the device's mapping starts.
    var location: SourceLocation
    /// Where its `evdev` block starts (for errors about the description as a whole).
    var evdevLocation: SourceLocation
    /// Where the `ABS_MT_SLOT` absinfo is (for errors about the slot count).
    var slotAxisLocation: SourceLocation?
    var node: String?
    var name: String?
    var id: [UInt16]?
    var codes: [UInt16: [UInt16]] = [:]
    var absinfo: [UInt16: AxisInfo] = [:]
    var properties: [UInt16] = []
    var sawEvdev = false
    var eventsRead = false
    /// Evdev rows with times as written (rebased when the recording is made).
    var events: [EvdevEvent] = []
    /// Where each row starts, parallel to `events`, so decoder errors point at the row.
    var eventLocations: [PackedLocation] = []
    var gestures: [ParsedGesture] = []
    /// Set once the device is known to be the one imported: its rows are decoded as they are read.
    var decoder: RebasingDecoder?

    init(index: Int, location: SourceLocation) {
        self.index = index
        self.location = location
        self.evdevLocation = location
    }

    /// The Core description of the device.
    var description: DeviceDescription {
        DeviceDescription(name: name ?? "", bus: id?[0] ?? 0, vendor: id?[1] ?? 0, product: id?[2] ?? 0,
                          version: id?[3] ?? 0, codes: codes, absinfo: absinfo, properties: properties)
    }

    /// True when the device has touch axes.
    var isTouch: Bool { TouchCapability.hasTouchAxes(absinfo: absinfo, codes: codes) }
}

/// A gesture event and where it was written.
struct ParsedGesture {
    var event: LibinputGestureEvent
    var location: SourceLocation
}

/// A line and column in 8 bytes, kept per evdev row.
struct PackedLocation {
    var line: Int32
    var column: Int32

    init(line: Int, column: Int) {
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }
}
