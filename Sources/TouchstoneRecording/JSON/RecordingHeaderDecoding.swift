#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Interprets the header sections (parsed as `JSONValue`s) into Core types. Errors name the file,
/// the position where the section starts, and the path of the offending value
/// (`device.absinfo.53[1]`).
struct RecordingHeaderDecoding {
    let file: String
    let location: SourceLocation

    // MARK: Primitives

    func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number(let n): return "the number \(n)"
        case .string(let s): return "the string \"\(s.count > 40 ? String(s.prefix(40)) + "..." : s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    func wrongType(_ value: JSONValue, _ path: String, _ expected: String) -> RecordingError {
        .wrongType(file: file, location: location, field: path, expected: expected, found: describe(value))
    }

    /// The members of an object whose keys are in `known` (unknown keys are ignored); a known key
    /// given twice is an error.
    func members(_ value: JSONValue, _ path: String, known: Set<String>) throws(RecordingError) -> [String: JSONValue] {
        guard case .object(let list) = value else { throw wrongType(value, path, "an object") }
        var result: [String: JSONValue] = [:]
        for member in list where known.contains(member.key) {
            guard result[member.key] == nil else {
                throw .duplicateKey(file: file, location: location, key: member.key, object: path)
            }
            result[member.key] = member.value
        }
        return result
    }

    func string(_ value: JSONValue, _ path: String) throws(RecordingError) -> String {
        guard case .string(let s) = value else { throw wrongType(value, path, "a string") }
        return s
    }

    /// A string, or nil for an absent key or `null`.
    func optionalString(_ value: JSONValue?, _ path: String) throws(RecordingError) -> String? {
        guard let value, value != .null else { return nil }
        return try string(value, path)
    }

    func bool(_ value: JSONValue, _ path: String) throws(RecordingError) -> Bool {
        guard case .bool(let b) = value else { throw wrongType(value, path, "true or false") }
        return b
    }

    func double(_ value: JSONValue, _ path: String) throws(RecordingError) -> Double {
        guard case .number(let n) = value else { throw wrongType(value, path, "a number") }
        return n
    }

    func integer(_ value: JSONValue, _ path: String, in range: ClosedRange<Int64>) throws(RecordingError) -> Int64 {
        guard case .number(let n) = value else { throw wrongType(value, path, "an integer") }
        guard n.rounded(.towardZero) == n else { throw wrongType(value, path, "an integer") }
        guard n >= Double(range.lowerBound), n <= Double(range.upperBound),
              n >= -9.223372036854775808e18, n < 9.223372036854775808e18,
              range.contains(Int64(n)) else {
            throw .numberOutOfRange(file: file, location: location, field: path, text: "\(n)",
                                    range: "an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return Int64(n)
    }

    func uint16(_ value: JSONValue, _ path: String) throws(RecordingError) -> UInt16 {
        UInt16(truncatingIfNeeded: try integer(value, path, in: 0...Int64(UInt16.max)))
    }

    func int32(_ value: JSONValue, _ path: String) throws(RecordingError) -> Int32 {
        Int32(truncatingIfNeeded: try integer(value, path, in: Int64(Int32.min)...Int64(Int32.max)))
    }

    func array(_ value: JSONValue, _ path: String, _ expected: String) throws(RecordingError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw wrongType(value, path, expected) }
        return elements
    }

    /// A key of `codes` or `absinfo`: a decimal number 0...65535.
    func codeKey(_ key: String, _ path: String) throws(RecordingError) -> UInt16 {
        guard !key.isEmpty, key.utf8.count <= 5, key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let number = Int(key), number <= Int(UInt16.max) else {
            throw .invalidValue(file: file, location: location, field: path,
                                problem: "key \"\(key)\" is not a decimal event type or code in 0...65535")
        }
        return UInt16(number)
    }

    // MARK: Sections

    /// The `device` object.
    func device(_ value: JSONValue) throws(RecordingError) -> DeviceDescription {
        let m = try members(value, "device", known: ["name", "bus", "vendor", "product", "version", "kind",
                                                     "kind_declared", "codes", "absinfo", "properties", "size_mm"])
        guard let nameValue = m["name"] else {
            throw .missingKey(file: file, location: location, key: "name", object: "device")
        }
        let name = try string(nameValue, "device.name")
        func id(_ key: String) throws(RecordingError) -> UInt16 {
            guard let v = m[key] else { return 0 }
            return try uint16(v, "device.\(key)")
        }
        var codes: [UInt16: [UInt16]] = [:]
        if let codesValue = m["codes"] {
            guard case .object(let list) = codesValue else { throw wrongType(codesValue, "device.codes", "an object") }
            for member in list {
                let path = "device.codes.\(member.key)"
                let type = try codeKey(member.key, path)
                guard codes[type] == nil else {
                    throw .duplicateKey(file: file, location: location, key: member.key, object: "device.codes")
                }
                var list: [UInt16] = []
                for (i, code) in try array(member.value, path, "an array of event codes").enumerated() {
                    list.append(try uint16(code, "\(path)[\(i)]"))
                }
                codes[type] = list
            }
        }
        var absinfo: [UInt16: AxisInfo] = [:]
        if let absValue = m["absinfo"] {
            guard case .object(let list) = absValue else { throw wrongType(absValue, "device.absinfo", "an object") }
            for member in list {
                let path = "device.absinfo.\(member.key)"
                let code = try codeKey(member.key, path)
                guard absinfo[code] == nil else {
                    throw .duplicateKey(file: file, location: location, key: member.key, object: "device.absinfo")
                }
                let expected = "an array [min, max, fuzz, flat, resolution] of 2 to 5 integers"
                let numbers = try array(member.value, path, expected)
                guard numbers.count >= 2, numbers.count <= 5 else {
                    throw .invalidValue(file: file, location: location, field: path,
                                        problem: "has \(numbers.count) numbers; expected \(expected)")
                }
                var values: [Int32] = []
                for (i, n) in numbers.enumerated() { values.append(try int32(n, "\(path)[\(i)]")) }
                while values.count < 5 { values.append(0) }
                absinfo[code] = AxisInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                         resolution: values[4])
            }
        }
        var properties: [UInt16] = []
        if let propertiesValue = m["properties"] {
            for (i, p) in try array(propertiesValue, "device.properties", "an array of input properties").enumerated() {
                properties.append(try uint16(p, "device.properties[\(i)]"))
            }
        }
        var device = DeviceDescription(name: name, bus: try id("bus"), vendor: try id("vendor"),
                                       product: try id("product"), version: try id("version"),
                                       codes: codes, absinfo: absinfo, properties: properties)
        if let violation = DeviceRules.check(device) {
            let field = violation.field == "name" ? "device.name" : "device.absinfo." + violation.field.dropFirst("absinfo ".count)
            throw .invalidValue(file: file, location: location, field: field,
                                problem: "expected \(violation.expected), found \(violation.found)")
        }
        if let sizeValue = m["size_mm"], sizeValue != .null {
            let sides = try array(sizeValue, "device.size_mm", "[width, height] in millimetres")
            guard sides.count == 2 else { throw wrongType(sizeValue, "device.size_mm", "[width, height] in millimetres") }
            let width = try double(sides[0], "device.size_mm[0]"), height = try double(sides[1], "device.size_mm[1]")
            guard width > 0, height > 0, width.isFinite, height.isFinite else {
                throw .invalidValue(file: file, location: location, field: "device.size_mm",
                                    problem: "expected two sizes above 0 mm, found \(width) x \(height)")
            }
            device.declaredSize = SizeMM(width: width, height: height)
        }
        if let kindValue = m["kind"] {
            let text = try string(kindValue, "device.kind")
            guard let kind = DeviceKind(rawValue: text) else {
                throw .invalidValue(file: file, location: location, field: "device.kind",
                                    problem: "unknown kind \"\(text)\"; expected one of "
                                        + DeviceKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
            }
            var declared = false
            if let v = m["kind_declared"] { declared = try bool(v, "device.kind_declared") }
            // A kind that only restates what the properties imply stays derived, so it round-trips.
            if declared || kind != device.kind { device.declaredKind = kind }
        }
        return device
    }

    /// The `metadata` object.
    func metadata(_ value: JSONValue) throws(RecordingError) -> RecordingMetadata {
        let m = try members(value, "metadata", known: ["recorded_at", "source", "source_file", "tool_version",
                                                       "libinput_version", "kernel", "labels"])
        var labels: [String: String] = [:]
        if let labelsValue = m["labels"], labelsValue != .null {
            guard case .object(let list) = labelsValue else { throw wrongType(labelsValue, "metadata.labels", "an object") }
            for member in list {
                guard labels[member.key] == nil else {
                    throw .duplicateKey(file: file, location: location, key: member.key, object: "metadata.labels")
                }
                labels[member.key] = try string(member.value, "metadata.labels.\(member.key)")
            }
        }
        return RecordingMetadata(
            recordedAt: try optionalString(m["recorded_at"], "metadata.recorded_at"),
            source: try optionalString(m["source"], "metadata.source") ?? "unknown",
            sourceFile: try optionalString(m["source_file"], "metadata.source_file"),
            toolVersion: try optionalString(m["tool_version"], "metadata.tool_version"),
            libinputVersion: try optionalString(m["libinput_version"], "metadata.libinput_version"),
            kernel: try optionalString(m["kernel"], "metadata.kernel"),
            labels: labels)
    }

    /// The `libinput_gestures` array.
    func gestures(_ value: JSONValue) throws(RecordingError) -> [LibinputGestureEvent] {
        var events: [LibinputGestureEvent] = []
        var previous: Int64 = 0
        for (i, element) in try array(value, "libinput_gestures", "an array of gesture events").enumerated() {
            let path = "libinput_gestures[\(i)]"
            let m = try members(element, path, known: ["t_us", "type", "fingers", "delta", "delta_unaccel", "scale",
                                                       "angle_delta", "cancelled"])
            func required(_ key: String) throws(RecordingError) -> JSONValue {
                guard let v = m[key] else { throw .missingKey(file: file, location: location, key: key, object: path) }
                return v
            }
            let time = try integer(try required("t_us"), path + ".t_us", in: 0...RecordingFormat.maximumGestureTime)
            guard time >= previous else {
                throw .invalidValue(file: file, location: location, field: path + ".t_us",
                                    problem: "time \(time) is earlier than the previous event's \(previous); times must not decrease")
            }
            previous = time
            let typeText = try string(try required("type"), path + ".type")
            guard let type = LibinputGestureEvent.EventType(rawValue: typeText) else {
                throw .invalidValue(file: file, location: location, field: path + ".type",
                                    problem: "unknown gesture type \"\(typeText)\"; expected one of "
                                        + LibinputGestureEvent.EventType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let fingers = Int(try integer(try required("fingers"), path + ".fingers", in: 0...Int64(Int32.max)))
            func point(_ key: String) throws(RecordingError) -> PointMM? {
                guard let v = m[key], v != .null else { return nil }
                let p = try array(v, "\(path).\(key)", "an array [dx, dy] of two numbers")
                guard p.count == 2 else { throw wrongType(v, "\(path).\(key)", "an array [dx, dy] of two numbers") }
                return PointMM(x: try double(p[0], "\(path).\(key)[0]"), y: try double(p[1], "\(path).\(key)[1]"))
            }
            func number(_ key: String) throws(RecordingError) -> Double? {
                guard let v = m[key], v != .null else { return nil }
                return try double(v, "\(path).\(key)")
            }
            let cancelled: Bool?
            if let v = m["cancelled"], v != .null { cancelled = try bool(v, path + ".cancelled") } else { cancelled = nil }
            events.append(LibinputGestureEvent(time: time, type: type, fingers: fingers, delta: try point("delta"),
                                               unacceleratedDelta: try point("delta_unaccel"),
                                               scale: try number("scale"), angleDelta: try number("angle_delta"),
                                               cancelled: cancelled))
        }
        return events
    }
}
