#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Turns the parts of a header into the `JSONValue`s the writer prints, in the documented key order.
enum RecordingHeaderEncoding {
    static func number<T: BinaryInteger>(_ value: T) -> JSONValue { .number(Double(value)) }

    /// Rounds a derived millimetre size to micrometres so files do not carry float noise.
    static func millimetres(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        return .number((value * 1000).rounded() / 1000)
    }

    /// The `device` object.
    static func device(_ d: DeviceDescription) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(d.name)), ("bus", number(d.bus)), ("vendor", number(d.vendor)),
            ("product", number(d.product)), ("version", number(d.version)), ("kind", .string(d.kind.rawValue)),
        ]
        if d.declaredKind != nil { members.append(("kind_declared", .bool(true))) }
        let codes = d.codes.sorted { $0.key < $1.key }
            .map { (key: String($0.key), value: JSONValue.array($0.value.map(number))) }
        members.append(("codes", .object(codes)))
        let absinfo = d.absinfo.sorted { $0.key < $1.key }.map { entry -> (key: String, value: JSONValue) in
            let a = entry.value
            return (String(entry.key), .array([number(a.minimum), number(a.maximum), number(a.fuzz), number(a.flat),
                                               number(a.resolution)]))
        }
        members.append(("absinfo", .object(absinfo)))
        members.append(("properties", .array(d.properties.map(number))))
        if let size = d.declaredSize { members.append(("size_mm", .array([millimetres(size.width), millimetres(size.height)]))) }
        members.append(("derived", .object([
            ("slots", number(d.slotCount)), ("max_fingers", number(d.maxFingers)),
            ("width_mm", millimetres(d.widthMillimetres)), ("height_mm", millimetres(d.heightMillimetres)),
            ("has_resolution", .bool(d.hasResolution)),
        ] + (d.sizeHint.map { [("size_source", JSONValue.string($0.source.rawValue))] } ?? []))))
        return .object(members)
    }

    /// The `metadata` object; absent fields are left out, labels are sorted by key.
    static func metadata(_ m: RecordingMetadata) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if let v = m.recordedAt { members.append(("recorded_at", .string(v))) }
        members.append(("source", .string(m.source)))
        if let v = m.sourceFile { members.append(("source_file", .string(v))) }
        if let v = m.toolVersion { members.append(("tool_version", .string(v))) }
        if let v = m.libinputVersion { members.append(("libinput_version", .string(v))) }
        if let v = m.kernel { members.append(("kernel", .string(v))) }
        if !m.labels.isEmpty {
            members.append(("labels", .object(m.labels.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })))
        }
        return .object(members)
    }

    /// One libinput gesture event.
    static func gesture(_ g: LibinputGestureEvent) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("t_us", number(g.time)), ("type", .string(g.type.rawValue)), ("fingers", number(g.fingers)),
        ]
        if let d = g.delta { members.append(("delta", .array([.number(d.x), .number(d.y)]))) }
        if let d = g.unacceleratedDelta { members.append(("delta_unaccel", .array([.number(d.x), .number(d.y)]))) }
        if let v = g.scale { members.append(("scale", .number(v))) }
        if let v = g.angleDelta { members.append(("angle_delta", .number(v))) }
        if let v = g.cancelled { members.append(("cancelled", .bool(v))) }
        return .object(members)
    }

    /// The header's top-level members before `frames`, in the documented order.
    static func members(of header: RecordingHeader, file: String) throws(RecordingError) -> [(key: String, value: JSONValue)] {
        try check(header, file: file)
        var members: [(key: String, value: JSONValue)] = [
            ("format", .string(RecordingFormat.name)),
            ("version", .string(RecordingFormat.version.description)),
            ("device", device(header.device)),
            ("metadata", metadata(header.metadata)),
        ]
        if !header.libinputGestures.isEmpty {
            members.append(("libinput_gestures", .array(header.libinputGestures.map(gesture))))
        }
        if let expect = header.expect { members.append(("expect", expect)) }
        return members
    }

    /// Refuses headers the reader would reject, so a written file always reads back.
    static func check(_ header: RecordingHeader, file: String) throws(RecordingError) {
        if let violation = DeviceRules.check(header.device) {
            let field = violation.field == "name" ? "device.name" : "device.absinfo." + violation.field.dropFirst("absinfo ".count)
            throw .unencodable(file: file, field: field, problem: "expected \(violation.expected), found \(violation.found)")
        }
        if let problem = firstUnencodable(metadata(header.metadata), depth: 2) {
            throw .unencodable(file: file, field: "metadata" + problem.path, problem: problem.reason)
        }
        var previous: Int64 = 0
        for (i, g) in header.libinputGestures.enumerated() {
            let field = "libinput_gestures[\(i)]"
            guard g.time >= 0, g.time <= RecordingFormat.maximumGestureTime else {
                throw .unencodable(file: file, field: field + ".t_us",
                                   problem: "time \(g.time) is outside 0...\(RecordingFormat.maximumGestureTime)")
            }
            guard g.time >= previous else {
                throw .unencodable(file: file, field: field + ".t_us",
                                   problem: "time \(g.time) is earlier than the previous event's \(previous)")
            }
            previous = g.time
            guard g.fingers >= 0, g.fingers <= Int(Int32.max) else {
                throw .unencodable(file: file, field: field + ".fingers", problem: "\(g.fingers) is out of range")
            }
            if let problem = firstUnencodable(gesture(g), depth: 3) {
                throw .unencodable(file: file, field: field + problem.path, problem: problem.reason)
            }
        }
        if let expect = header.expect, let problem = firstUnencodable(expect, depth: 2) {
            throw .unencodable(file: file, field: "expect" + problem.path, problem: problem.reason)
        }
    }

    /// The path to the first non-finite number or too-deep container in `value`, which sits at
    /// nesting `depth` (its container's depth + 1).
    static func firstUnencodable(_ value: JSONValue, depth: Int) -> (path: String, reason: String)? {
        switch value {
        case .number(let n) where !n.isFinite:
            return ("", "\(n) is not a finite number; JSON has no NaN or infinity")
        case .string(let text) where text.utf8.count > RecordingFormat.maximumStringBytes:
            return ("", "a string of \(text.utf8.count) bytes; the reader accepts at most \(RecordingFormat.maximumStringBytes)")
        case .array(let elements):
            if depth > RecordingFormat.maximumNestingDepth {
                return ("", "nested more than \(RecordingFormat.maximumNestingDepth) deep")
            }
            for (i, element) in elements.enumerated() {
                if let inner = firstUnencodable(element, depth: depth + 1) { return ("[\(i)]" + inner.path, inner.reason) }
            }
            return nil
        case .object(let members):
            if depth > RecordingFormat.maximumNestingDepth {
                return ("", "nested more than \(RecordingFormat.maximumNestingDepth) deep")
            }
            for member in members {
                if member.key.utf8.count > RecordingFormat.maximumStringBytes {
                    return ("", "a key of \(member.key.utf8.count) bytes; the reader accepts at most \(RecordingFormat.maximumStringBytes)")
                }
                if let inner = firstUnencodable(member.value, depth: depth + 1) {
                    return (".\(member.key)" + inner.path, inner.reason)
                }
            }
            return nil
        default:
            return nil
        }
    }
}
