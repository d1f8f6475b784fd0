import TouchstoneCore
import TouchstoneRecognition

/// The daemon protocol's one codec: `DaemonMessage` to a JSON line and back (docs/daemon.md).
///
/// Every line is one object with a `type`, keys in a fixed order. Timed messages carry the kernel
/// time of their input (`kernel_time_us`) and the moment they were handed to the socket
/// (`send_time_us`), both CLOCK_MONOTONIC microseconds; the send time is given when encoding.
public enum DaemonMessageCodec {
    /// The line for `message` sent at `sendTime` (no newline).
    public static func encode(_ message: DaemonMessage, sendTime: Int64) -> String {
        switch message {
        case let .hello(version, daemon, devices):
            return "{\"type\": \"hello\", \"version\": \(version), \"daemon\": \(daemon.jsonQuoted), \"devices\": [\(devices.map(\.jsonQuoted).joined(separator: ", "))]}"
        case let .device(notice):
            let description = encodeDevice(notice.device)
            return "{\"type\": \"device\", \"event\": \(notice.event.rawValue.jsonQuoted), \"node\": \(notice.node.jsonQuoted), "
                + "\"name\": \(notice.device.name.jsonQuoted), \"kind\": \(notice.device.kind.rawValue.jsonQuoted), \"description\": \(description)}"
        case let .update(node, update):
            return timed("update", node, update.time, sendTime) + "\"update\": \(update.jsonLine())}"
        case let .frame(node, frame):
            var line = timed("frame", node, frame.time, sendTime) + "\"fingers\": \(frame.fingerCount), \"contacts\": ["
            for (index, contact) in frame.contacts.enumerated() {
                if index > 0 { line += ", " }
                line += "{\"slot\": \(contact.slot), \"id\": \(contact.id), \"x\": \(contact.x), \"y\": \(contact.y)"
                if let pressure = contact.pressure { line += ", \"p\": \(pressure)" }
                line += "}"
            }
            line += "]"
            if frame.isResync { line += ", \"resync\": true" }
            return line + "}"
        case let .libinput(node, event):
            var line = timed("libinput", node, event.time, sendTime)
                + "\"event\": \(event.type.rawValue.jsonQuoted), \"fingers\": \(event.fingers)"
            if let cancelled = event.cancelled { line += ", \"cancelled\": \(cancelled)" }
            if let scale = event.scale { line += ", \"scale\": \(JSONLine.number(scale))" }
            return line + "}"
        case let .missed(count):
            return "{\"type\": \"missed\", \"count\": \(count)}"
        case let .error(message):
            return "{\"type\": \"error\", \"message\": \(message.jsonQuoted)}"
        case .goodbye:
            return "{\"type\": \"goodbye\"}"
        }
    }

    /// The device object, with the keys of a recording's `device` section (docs/recording-format.md).
    private static func encodeDevice(_ d: DeviceDescription) -> String {
        var text = "{\"name\": \(d.name.jsonQuoted), \"bus\": \(d.bus), \"vendor\": \(d.vendor), \"product\": \(d.product), "
            + "\"version\": \(d.version), \"kind\": \(d.kind.rawValue.jsonQuoted)"
        if d.declaredKind != nil { text += ", \"kind_declared\": true" }
        let codes = d.codes.sorted { $0.key < $1.key }
            .map { "\"\($0.key)\": [\($0.value.map(String.init).joined(separator: ", "))]" }
        let absinfo = d.absinfo.sorted { $0.key < $1.key }.map { entry in
            let a = entry.value
            return "\"\(entry.key)\": [\(a.minimum), \(a.maximum), \(a.fuzz), \(a.flat), \(a.resolution)]"
        }
        text += ", \"codes\": {\(codes.joined(separator: ", "))}, \"absinfo\": {\(absinfo.joined(separator: ", "))}"
        return text + ", \"properties\": [\(d.properties.map(String.init).joined(separator: ", "))]}"
    }

    private static func decodeDevice(_ f: Fields) throws(DaemonProtocolError) -> DeviceDescription {
        func small(_ value: Int64, _ key: String) throws(DaemonProtocolError) -> UInt16 {
            guard let narrow = UInt16(exactly: value) else { throw f.problem(key, "a number from 0 to 65535", found: "\(value)") }
            return narrow
        }
        func code(_ key: String) throws(DaemonProtocolError) -> UInt16 {
            guard let value = UInt16(key) else { throw f.problem(key, "an event type or code number as key", found: key) }
            return value
        }
        func int32(_ value: JSONValue, _ key: String) throws(DaemonProtocolError) -> Int32 {
            guard let narrow = Int32(exactly: try f.integer(value, key)) else { throw f.problem(key, "a 32-bit integer", found: "\(value)") }
            return narrow
        }
        var codes: [UInt16: [UInt16]] = [:]
        for member in try f.object("codes") {
            var list: [UInt16] = []
            for item in try f.array(member.value, "codes.\(member.key)") {
                list.append(try small(try f.integer(item, "codes.\(member.key)[]"), "codes.\(member.key)[]"))
            }
            codes[try code(member.key)] = list
        }
        var absinfo: [UInt16: AxisInfo] = [:]
        for member in try f.object("absinfo") {
            let path = "absinfo.\(member.key)"
            let values = try f.array(member.value, path)
            guard values.count == 5 else { throw f.problem(path, "[minimum, maximum, fuzz, flat, resolution]", found: "\(values.count) numbers") }
            absinfo[try code(member.key)] = AxisInfo(minimum: try int32(values[0], path), maximum: try int32(values[1], path),
                                                    fuzz: try int32(values[2], path), flat: try int32(values[3], path),
                                                    resolution: try int32(values[4], path))
        }
        var properties: [UInt16] = []
        for item in try f.array("properties") { properties.append(try small(try f.integer(item, "properties[]"), "properties[]")) }
        var device = DeviceDescription(name: try f.string("name"), bus: try small(try f.integer("bus"), "bus"),
                                       vendor: try small(try f.integer("vendor"), "vendor"),
                                       product: try small(try f.integer("product"), "product"),
                                       version: try small(try f.integer("version"), "version"),
                                       codes: codes, absinfo: absinfo, properties: properties)
        if try f.optionalBool("kind_declared") == true {
            let name = try f.string("kind")
            guard let kind = DeviceKind(rawValue: name) else { throw f.problem("kind", "touchpad, touchscreen or unknown", found: name) }
            device.declaredKind = kind
        }
        return device
    }

    private static func timed(_ type: String, _ node: String, _ kernelTime: Int64, _ sendTime: Int64) -> String {
        "{\"type\": \"\(type)\", \"node\": \(node.jsonQuoted), \"kernel_time_us\": \(kernelTime), \"send_time_us\": \(sendTime), "
    }

    /// What a line may hold: Core's `JSONReader` limits, with messages nesting at most 16 deep (they nest three).
    static let lineLimits = JSONReader.Limits(maximumDepth: 16)

    /// Reads one line (with Core's `JSONReader`, the one JSON reader, which links nothing).
    /// - Throws: `DaemonProtocolError` naming the line's type, the key and what was expected, for
    ///   malformed lines and for types this version does not know (clients may skip those).
    public static func decode(_ line: String) throws(DaemonProtocolError) -> ReceivedDaemonMessage {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: line, name: "daemon message", limits: lineLimits)
        } catch {
            let place = InputProblem.place(DaemonProtocolError.place(type: nil), "JSON at byte \(error.location.column)")
            throw DaemonProtocolError(error.described(at: place))
        }
        let fields = Fields(value: value, type: nil)
        let type = try fields.string("type")
        let f = Fields(value: value, type: type)
        switch type {
        case "hello":
            return .init(message: .hello(version: Int(try f.integer("version")), daemon: try f.string("daemon"),
                                         devices: try f.array("devices").map { (item) throws(DaemonProtocolError) in
                                             try f.string(item, "devices[]") }), sendTime: nil)
        case "device":
            let eventName = try f.string("event")
            guard let event = DeviceNotice.Event(rawValue: eventName) else {
                throw f.problem("event", "one of \(DeviceNotice.Event.allCases.map(\.rawValue))", found: eventName)
            }
            let device = try decodeDevice(Fields(value: try f.member("description"), type: "device.description"))
            return .init(message: .device(DeviceNotice(event: event, node: try f.string("node"), device: device)), sendTime: nil)
        case "update":
            let update = try decodeUpdate(Fields(value: try f.member("update"), type: "update.update"))
            return .init(message: .update(node: try f.string("node"), update: update), sendTime: try f.integer("send_time_us"))
        case "frame":
            var contacts: [Contact] = []
            for item in try f.array("contacts") {
                let c = Fields(value: item, type: "frame.contacts[]")
                contacts.append(Contact(id: Int32(clamping: try c.integer("id")), slot: Int(try c.integer("slot")),
                                        x: Int32(clamping: try c.integer("x")), y: Int32(clamping: try c.integer("y")),
                                        pressure: try c.optionalInteger("p").map { Int32(clamping: $0) }))
            }
            let frame = TouchFrame(time: try f.integer("kernel_time_us"), contacts: contacts,
                                   fingerCount: Int(try f.integer("fingers")), isResync: try f.optionalBool("resync") ?? false)
            return .init(message: .frame(node: try f.string("node"), frame: frame), sendTime: try f.integer("send_time_us"))
        case "libinput":
            let name = try f.string("event")
            guard let eventType = LibinputGestureEvent.EventType(rawValue: name) else {
                throw f.problem("event", "a libinput gesture event type", found: name)
            }
            let event = LibinputGestureEvent(time: try f.integer("kernel_time_us"), type: eventType,
                                             fingers: Int(try f.integer("fingers")), scale: try f.optionalNumber("scale"),
                                             cancelled: try f.optionalBool("cancelled"))
            return .init(message: .libinput(node: try f.string("node"), event: event), sendTime: try f.integer("send_time_us"))
        case "missed":
            return .init(message: .missed(count: Int(try f.integer("count"))), sendTime: nil)
        case "error":
            return .init(message: .error(message: try f.string("message")), sendTime: nil)
        case "goodbye":
            return .init(message: .goodbye, sendTime: nil)
        default:
            throw DaemonProtocolError(InputProblem.place(DaemonProtocolError.place(type: nil), "type"),
                                      expected: "a known message type", found: type.jsonQuoted)
        }
    }

    /// The update object `GestureUpdate.jsonLine()` writes (numbers as rounded there).
    private static func decodeUpdate(_ f: Fields) throws(DaemonProtocolError) -> GestureUpdate {
        func enumeration<T: RawRepresentable>(_ key: String, _: T.Type) throws(DaemonProtocolError) -> T where T.RawValue == String {
            let text = try f.string(key)
            guard let value = T(rawValue: text) else { throw f.problem(key, "a known \(key)", found: text) }
            return value
        }
        func point(_ x: String, _ y: String) throws(DaemonProtocolError) -> PointMM {
            PointMM(x: try f.number(x), y: try f.number(y))
        }
        var update = GestureUpdate(
            time: try f.integer("t_us"), recognizer: try f.string("recognizer"), kind: try enumeration("kind", GestureKind.self),
            phase: try enumeration("phase", GesturePhase.self), fingers: Int(try f.integer("fingers")),
            direction: try enumeration("direction", GestureDirection.self), translation: try point("tx_mm", "ty_mm"),
            scale: try f.number("scale"), rotation: try f.number("rotation_deg"), progress: try f.number("progress"),
            velocity: try point("vx_mm_s", "vy_mm_s"), progressVelocity: try f.number("progress_per_s"),
            location: try point("x_mm", "y_mm"))
        if let decision = try f.optionalString("decision") {
            guard let value = GestureDecision(rawValue: decision) else { throw f.problem("decision", "complete or cancel", found: decision) }
            update.decision = value
        }
        if let x = try f.optionalNumber("release_vx_mm_s"), let y = try f.optionalNumber("release_vy_mm_s") {
            update.releaseVelocity = PointMM(x: x, y: y)
        }
        update.recognizedAfter = try f.optionalInteger("recognized_after_us")
        return update
    }
}

/// A daemon line that could not be read: `daemon message (type frame): key "x": expected an integer, found a string`.
public struct DaemonProtocolError: InputError, Sendable, Hashable {
    /// Where (the message, its type when it got that far, the key), what was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }

    /// The place of a problem in a line whose `type` is known (or not yet).
    public static func place(type: String?) -> String { "daemon message" + (type.map { " (type \($0))" } ?? "") }
}

/// Typed access to one message object's members, with errors naming the key.
private struct Fields {
    let value: JSONValue
    let type: String?

    func problem(_ key: String, _ expected: String, found: String) -> DaemonProtocolError {
        DaemonProtocolError(InputProblem.place(DaemonProtocolError.place(type: type), "key \"\(key)\""),
                            expected: expected, found: found)
    }

    func member(_ key: String) throws(DaemonProtocolError) -> JSONValue {
        guard let member = value[key] else {
            throw DaemonProtocolError(DaemonProtocolError.place(type: type), expected: "the key \"\(key)\" (it is required)",
                                      found: "no such key")
        }
        return member
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "\(b)"
        case .number(let n): return "the number \(n)"
        case .string(let s): return "the string \(s.jsonQuoted)"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    func string(_ key: String) throws(DaemonProtocolError) -> String { try string(try member(key), key) }

    func string(_ value: JSONValue, _ key: String) throws(DaemonProtocolError) -> String {
        guard case .string(let text) = value else { throw problem(key, "a string", found: describe(value)) }
        return text
    }

    func optionalString(_ key: String) throws(DaemonProtocolError) -> String? {
        guard let value = value[key], value != .null else { return nil }
        return try string(value, key)
    }

    func number(_ key: String) throws(DaemonProtocolError) -> Double {
        let value = try member(key)
        guard case .number(let n) = value else { throw problem(key, "a number", found: describe(value)) }
        return n
    }

    func optionalNumber(_ key: String) throws(DaemonProtocolError) -> Double? {
        guard let value = value[key], value != .null else { return nil }
        return try number(key)
    }

    func integer(_ key: String) throws(DaemonProtocolError) -> Int64 { try integer(try member(key), key) }

    func integer(_ value: JSONValue, _ key: String) throws(DaemonProtocolError) -> Int64 {
        guard case .number(let n) = value, n == n.rounded(), abs(n) < 9.007e15 else {
            throw problem(key, "an integer", found: describe(value))
        }
        return Int64(n)
    }

    func optionalInteger(_ key: String) throws(DaemonProtocolError) -> Int64? {
        guard let value = value[key], value != .null else { return nil }
        return try integer(value, key)
    }

    func optionalBool(_ key: String) throws(DaemonProtocolError) -> Bool? {
        guard let value = value[key], value != .null else { return nil }
        guard case .bool(let flag) = value else { throw problem(key, "true or false", found: describe(value)) }
        return flag
    }

    func array(_ key: String) throws(DaemonProtocolError) -> [JSONValue] { try array(try member(key), key) }

    func array(_ value: JSONValue, _ key: String) throws(DaemonProtocolError) -> [JSONValue] {
        guard case .array(let items) = value else { throw problem(key, "an array", found: describe(value)) }
        return items
    }

    func object(_ key: String) throws(DaemonProtocolError) -> [(key: String, value: JSONValue)] {
        let value = try member(key)
        guard case .object(let members) = value else { throw problem(key, "an object", found: describe(value)) }
        return members
    }
}
