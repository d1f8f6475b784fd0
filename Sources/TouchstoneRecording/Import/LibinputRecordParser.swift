import TouchstoneCore

/// The streaming walk over one libinput record document.
///
/// The chosen device's rows are decoded and handed on as they are read when its `evdev` block
/// comes before its `events` (as `libinput record` writes them); otherwise they are kept until the
/// device is known. Other devices' events are skipped.
struct LibinputRecordParser {
    private let s: YAMLEventStream
    private let deviceIndex: Int?
    private let delivery: FrameDelivery
    private var libinputVersion: String?
    private var kernel: String?
    private var version: Int64?
    private var deviceCount = 0
    private var chosen: ParsedDevice?

    init(stream: YAMLEventStream, deviceIndex: Int?, delivery: FrameDelivery) {
        s = stream
        self.deviceIndex = deviceIndex
        self.delivery = delivery
    }

    mutating func parse() throws(RecordingError) -> RecordingHeader {
        try s.next(.streamStart, expected: "a YAML stream")
        try s.next(.documentStart, expected: "a libinput record document")
        try s.next(.mappingStart, expected: "a mapping with `version: 1` and `devices`")
        let top = s.location
        var sawDevices = false
        while true {
            try s.advance()
            if s.kind == .mappingEnd { break }
            try s.require(.scalar, expected: "a key")
            if s.scalarIs("version") {
                try s.advance()
                let value = try s.integer("version")
                guard value == 1 else {
                    throw .unexpected(s.location, expected: "libinput record version 1", found: "version \(value)")
                }
                version = value
            } else if s.scalarIs("libinput") {
                try s.advance()
                libinputVersion = try stringMember("version", of: "libinput")
            } else if s.scalarIs("system") {
                try s.advance()
                kernel = try stringMember("kernel", of: "system")
            } else if s.scalarIs("devices") {
                try s.advance()
                try parseDevices()
                sawDevices = true
            } else {
                try s.advance()
                try s.skipValue()
            }
        }
        try s.next(.documentEnd, expected: "the end of the document")
        try s.next(.streamEnd, expected: "a single document")
        guard version != nil else { throw .missingKey(file: s.file, location: top, key: "version", object: "") }
        guard sawDevices else { throw .missingKey(file: s.file, location: top, key: "devices", object: "") }
        return try makeHeader()
    }

    // MARK: Top level

    /// Reads `key` (a string) from the mapping at the current event, skipping everything else.
    private func stringMember(_ key: StaticString, of parent: String) throws(RecordingError) -> String? {
        if s.isNull { return nil }
        try s.require(.mappingStart, expected: "a mapping (\(parent))")
        var result: String?
        while true {
            try s.advance()
            if s.kind == .mappingEnd { return result }
            try s.require(.scalar, expected: "a key in \(parent)")
            let wanted = s.scalarIs(key)
            try s.advance()
            if wanted, s.kind == .scalar {
                result = s.scalarString()
            } else {
                try s.skipValue()
            }
        }
    }

    private mutating func parseDevices() throws(RecordingError) {
        if s.isNull { return }
        try s.require(.sequenceStart, expected: "a list of devices")
        while true {
            try s.advance()
            if s.kind == .sequenceEnd { return }
            let index = deviceCount
            deviceCount += 1
            let device = try parseDevice(index: index)
            if let deviceIndex {
                if index == deviceIndex { chosen = device }
            } else if chosen == nil, device.isTouch {
                chosen = device
            }
        }
    }

    // MARK: One device

    private mutating func parseDevice(index: Int) throws(RecordingError) -> ParsedDevice {
        try s.require(.mappingStart, expected: "a device mapping")
        var device = ParsedDevice(index: index, location: s.location)
        while true {
            try s.advance()
            if s.kind == .mappingEnd { return device }
            try s.require(.scalar, expected: "a key in device \(index)")
            if s.scalarIs("node") {
                try s.advance()
                if s.kind == .scalar, !s.isNull { device.node = s.scalarString() } else { try s.skipValue() }
            } else if s.scalarIs("evdev") {
                try s.advance()
                try parseEvdev(into: &device)
            } else if s.scalarIs("events") {
                try s.advance()
                if wantsEvents(of: device) {
                    if streamsEvents(of: device) { try startFrames(of: &device) }
                    try parseEvents(into: &device)
                } else {
                    try s.skipValue()
                }
            } else {
                try s.advance()
                try s.skipValue()
            }
        }
    }

    /// Whether a device's events must be read: the requested one, or a touch candidate while none
    /// is chosen (a device whose `evdev` block has not been seen yet is read to be safe).
    private func wantsEvents(of device: ParsedDevice) -> Bool {
        if let deviceIndex { return device.index == deviceIndex }
        return chosen == nil && (!device.sawEvdev || device.isTouch)
    }

    /// Whether a device's rows can be decoded as they are read: it is known to be the one imported.
    private func streamsEvents(of device: ParsedDevice) -> Bool {
        guard device.sawEvdev, device.decoder == nil else { return false }
        if let deviceIndex { return device.index == deviceIndex }
        return chosen == nil && device.isTouch
    }

    /// Checks the chosen device, hands it on and prepares its decoder.
    private func startFrames(of device: inout ParsedDevice) throws(RecordingError) {
        let description = device.description
        guard device.isTouch else {
            throw .notATouchDevice(file: s.file, index: device.index, name: description.name)
        }
        let decoder = try RebasingDecoder(device: description,
                                          deviceLocation: device.slotAxisLocation ?? device.evdevLocation)
        device.decoder = decoder
        delivery.start(decoder.device)
    }

    private func parseEvdev(into device: inout ParsedDevice) throws(RecordingError) {
        device.sawEvdev = true
        device.evdevLocation = s.location
        if s.isNull { return }
        try s.require(.mappingStart, expected: "the evdev mapping (name, id, codes, absinfo, properties)")
        while true {
            try s.advance()
            if s.kind == .mappingEnd { return }
            try s.require(.scalar, expected: "a key in evdev")
            if s.scalarIs("name") {
                try s.advance()
                try s.require(.scalar, expected: "the device name")
                let name = s.scalarString()
                if let violation = DeviceRules.check(name: name) {
                    throw .invalid(s.location, violation.description)
                }
                device.name = name
            } else if s.scalarIs("id") {
                try s.advance()
                let id = try integerList("id [bus, vendor, product, version]", in: 0...0xFFFF)
                guard id.count == 4 else {
                    throw .unexpected(s.location, expected: "4 id values [bus, vendor, product, version]", found: "\(id.count)")
                }
                device.id = id.map { UInt16($0) }
            } else if s.scalarIs("codes") {
                try s.advance()
                try parseCodes(into: &device)
            } else if s.scalarIs("absinfo") {
                try s.advance()
                try parseAbsinfo(into: &device)
            } else if s.scalarIs("properties") {
                try s.advance()
                device.properties = try integerList("input property", in: 0...0x1F).map { UInt16($0) }
            } else {
                try s.advance()
                try s.skipValue()
            }
        }
    }

    /// A flow or block list of integers at the current event (null is empty); ends on its `]`.
    private func integerList(_ what: String, in range: ClosedRange<Int64>) throws(RecordingError) -> [Int64] {
        if s.isNull { return [] }
        try s.require(.sequenceStart, expected: "a list of integers (\(what))")
        var values: [Int64] = []
        while true {
            try s.advance()
            if s.kind == .sequenceEnd { return values }
            values.append(try s.integer(what, in: range))
        }
    }

    private func parseCodes(into device: inout ParsedDevice) throws(RecordingError) {
        if s.isNull { return }
        try s.require(.mappingStart, expected: "a mapping of event type to codes")
        while true {
            try s.advance()
            if s.kind == .mappingEnd { return }
            let type = UInt16(try s.integer("event type", in: 0...0x1F))
            guard device.codes[type] == nil else {
                throw .unexpected(s.location, expected: "each event type once in codes", found: "type \(type) again")
            }
            try s.advance()
            device.codes[type] = try integerList("event code", in: 0...0x2FF).map { UInt16($0) }
        }
    }

    private func parseAbsinfo(into device: inout ParsedDevice) throws(RecordingError) {
        if s.isNull { return }
        try s.require(.mappingStart, expected: "a mapping of ABS code to [min, max, fuzz, flat, resolution]")
        while true {
            try s.advance()
            if s.kind == .mappingEnd { return }
            let code = UInt16(try s.integer("ABS code", in: 0...0x3F))
            if code == EventCode.ABS_MT_SLOT { device.slotAxisLocation = s.location }
            try s.advance()
            let location = s.location
            let v = try integerList("absinfo", in: Int64(Int32.min)...Int64(Int32.max))
            guard v.count == 5 else {
                throw .unexpected(location, expected: "5 values for absinfo \(code) [min, max, fuzz, flat, resolution]",
                                  found: "\(v.count)")
            }
            guard device.absinfo[code] == nil else {
                throw .unexpected(location, expected: "each ABS code once in absinfo", found: "absinfo \(code) again")
            }
            let axis = AxisInfo(minimum: Int32(v[0]), maximum: Int32(v[1]), fuzz: Int32(v[2]), flat: Int32(v[3]),
                                resolution: Int32(v[4]))
            if let violation = DeviceRules.check(code: code, axis: axis) {
                throw .invalid(location, violation.description)
            }
            device.absinfo[code] = axis
        }
    }

    // MARK: Events

    private func parseEvents(into device: inout ParsedDevice) throws(RecordingError) {
        device.eventsRead = true
        if s.isNull { return }
        try s.require(.sequenceStart, expected: "a list of events")
        while true {
            try s.advance()
            if s.kind == .sequenceEnd { return }
            try s.require(.mappingStart, expected: "an event entry (evdev:, libinput: or hid:)")
            while true {
                try s.advance()
                if s.kind == .mappingEnd { break }
                try s.require(.scalar, expected: "evdev:, libinput: or hid:")
                if s.scalarIs("evdev") {
                    try s.advance()
                    try parseEvdevFrame(into: &device)
                } else if s.scalarIs("libinput") {
                    try s.advance()
                    try parseLibinputEvents(into: &device)
                } else {
                    try s.advance()
                    try s.skipValue()
                }
            }
        }
    }

    /// Rows `[sec, usec, type, code, value]` of one evdev frame.
    private func parseEvdevFrame(into device: inout ParsedDevice) throws(RecordingError) {
        if s.isNull { return }
        try s.require(.sequenceStart, expected: "a list of [sec, usec, type, code, value] rows")
        while true {
            try s.advance()
            if s.kind == .sequenceEnd { return }
            try s.require(.sequenceStart, expected: "a row [sec, usec, type, code, value]")
            let location = s.packedLocation
            try s.next(.scalar, expected: "5 values [sec, usec, type, code, value]")
            let sec = try s.integer("seconds", in: 0...4_000_000_000)
            try s.next(.scalar, expected: "5 values [sec, usec, type, code, value]")
            let usec = try s.integer("microseconds", in: 0...999_999)
            try s.next(.scalar, expected: "5 values [sec, usec, type, code, value]")
            let type = try s.integer("event type", in: 0...0xFFFF)
            try s.next(.scalar, expected: "5 values [sec, usec, type, code, value]")
            let code = try s.integer("event code", in: 0...0xFFFF)
            try s.next(.scalar, expected: "5 values [sec, usec, type, code, value]")
            let value = try s.integer("event value", in: Int64(Int32.min)...Int64(Int32.max))
            try s.next(.sequenceEnd, expected: "the end of the row after 5 values")
            let event = EvdevEvent(time: sec * 1_000_000 + usec, type: UInt16(type), code: UInt16(code), value: Int32(value))
            if device.decoder != nil {
                let file = s.file
                if let frame = try device.decoder!.decode(event, at: {
                    SourceLocation(file: file, line: Int(location.line), column: Int(location.column))
                }) {
                    delivery.frame(frame)
                }
            } else {
                device.events.append(event)
                device.eventLocations.append(location)
            }
        }
    }

    /// The `libinput:` list of one event entry: gesture events are kept, everything else skipped.
    private func parseLibinputEvents(into device: inout ParsedDevice) throws(RecordingError) {
        if s.isNull { return }
        try s.require(.sequenceStart, expected: "a list of libinput events")
        while true {
            try s.advance()
            if s.kind == .sequenceEnd { return }
            if let gesture = try parseLibinputEvent() { device.gestures.append(gesture) }
        }
    }

    /// One libinput event mapping; nil when it is not a gesture event.
    private func parseLibinputEvent() throws(RecordingError) -> ParsedGesture? {
        if s.kind == .scalar { return nil }
        try s.require(.mappingStart, expected: "a libinput event mapping {time, type, ...}")
        let start = s.location
        let level = s.depth
        var type: LibinputGestureEvent.EventType?
        var time: Int64?
        var fingers: Int?
        var delta: PointMM?
        var unaccelerated: PointMM?
        var scale: Double?
        var angle: Double?
        var cancelled: Bool?
        // Field errors only matter for gesture events: remember the first, decide at the end.
        var fieldError: RecordingError?
        while true {
            try s.advance()
            if s.kind == .mappingEnd { break }
            try s.require(.scalar, expected: "a key in a libinput event")
            let key = KnownKey(s)
            try s.advance()
            do throws(RecordingError) {
                switch key {
                case .type:
                    try s.require(.scalar, expected: "an event type name")
                    type = LibinputGestureEvent.EventType(rawValue: s.scalarString())
                case .time:
                    guard s.isPlainScalar, let t = NumberParsing.microseconds(s.scalarBytes) else {
                        throw .unexpected(s.location, expected: "a time in seconds (e.g. 0.123456)", found: s.foundDescription)
                    }
                    time = t
                case .nfingers:
                    fingers = Int(try s.integer("nfingers", in: 0...10))
                case .delta:
                    delta = try point("delta")
                case .unaccel:
                    unaccelerated = try point("unaccel")
                case .scale:
                    scale = try s.number("scale")
                case .angleDelta:
                    angle = try s.number("angle_delta")
                case .cancelled:
                    cancelled = try boolean("cancelled")
                case .other:
                    try s.skipValue()
                }
            } catch {
                // Only value errors are deferred (syntax errors end the import at once); a failed
                // container may be half read, so skip back out to the event mapping's level.
                switch error {
                case .wrongType, .invalidValue: fieldError = fieldError ?? error
                default: throw error
                }
                while s.depth > level {
                    try s.advance()
                    if s.kind == .streamEnd { throw .truncated(file: s.file, location: s.location, expected: "the rest of the event") }
                }
            }
        }
        guard let type else { return nil }
        if let fieldError { throw fieldError }
        guard let time else { throw .unexpected(start, expected: "`time` in a \(type.rawValue) event", found: "none") }
        guard let fingers else { throw .unexpected(start, expected: "`nfingers` in a \(type.rawValue) event", found: "none") }
        let event = LibinputGestureEvent(time: time, type: type, fingers: fingers, delta: delta,
                                         unacceleratedDelta: unaccelerated, scale: scale, angleDelta: angle,
                                         cancelled: cancelled)
        return ParsedGesture(event: event, location: start)
    }

    private func point(_ what: String) throws(RecordingError) -> PointMM {
        try s.require(.sequenceStart, expected: "[x, y] (\(what))")
        try s.next(.scalar, expected: "[x, y] (\(what))")
        let x = try s.number(what)
        try s.next(.scalar, expected: "[x, y] (\(what))")
        let y = try s.number(what)
        try s.next(.sequenceEnd, expected: "the end of \(what) after 2 values")
        return PointMM(x: x, y: y)
    }

    private func boolean(_ what: String) throws(RecordingError) -> Bool {
        if s.scalarIs("true") || s.scalarIs("True") || s.scalarIs("TRUE") { return true }
        if s.scalarIs("false") || s.scalarIs("False") || s.scalarIs("FALSE") { return false }
        throw .unexpected(s.location, expected: "true or false (\(what))", found: s.foundDescription)
    }

    // MARK: Result

    private func makeHeader() throws(RecordingError) -> RecordingHeader {
        if let deviceIndex, deviceIndex < 0 || deviceIndex >= deviceCount {
            throw .deviceIndexOutOfRange(file: s.file, index: deviceIndex, deviceCount: deviceCount)
        }
        guard var device = chosen else { throw .noTouchDevice(file: s.file, deviceCount: deviceCount) }
        if device.decoder == nil {
            // The rows came before the device was known to be the one: decode them now.
            try startFrames(of: &device)
            for index in device.events.indices {
                let at = device.eventLocations[index]
                if let frame = try device.decoder!.decode(device.events[index], at: {
                    SourceLocation(file: s.file, line: Int(at.line), column: Int(at.column))
                }) {
                    delivery.frame(frame)
                }
            }
        }
        try device.decoder!.finish()
        let offset = device.decoder!.timeOffset
        let gestures = device.gestures.map { parsed in
            var event = parsed.event
            event.time -= offset
            return event
        }
        var labels = ["deviceIndex": String(device.index)]
        if let node = device.node { labels["deviceNode"] = node }
        let metadata = RecordingMetadata(source: LibinputRecordImporter.source,
                                         sourceFile: RecordingImporter.lastPathComponent(s.file),
                                         libinputVersion: libinputVersion, kernel: kernel, labels: labels)
        return RecordingHeader(device: device.decoder!.device, metadata: metadata, libinputGestures: gestures)
    }
}

/// The keys of a libinput event that the importer reads.
private enum KnownKey {
    case type, time, nfingers, delta, unaccel, scale, angleDelta, cancelled, other

    init(_ s: YAMLEventStream) {
        if s.scalarIs("type") { self = .type }
        else if s.scalarIs("time") { self = .time }
        else if s.scalarIs("nfingers") { self = .nfingers }
        else if s.scalarIs("delta") { self = .delta }
        else if s.scalarIs("unaccel") { self = .unaccel }
        else if s.scalarIs("scale") { self = .scale }
        else if s.scalarIs("angle_delta") { self = .angleDelta }
        else if s.scalarIs("cancelled") { self = .cancelled }
        else { self = .other }
    }
}
