import TouchstoneCore

extension SynthesisSpec {
    /// Keys a gesture accepts (docs/synth.md), in the order the help lists them.
    public static let gestureKeys = [
        "kind", "fingers", "direction", "angle_deg", "distance_mm", "distance_fraction", "scale", "rotation_deg",
        "duration_ms", "peak_speed_mm_s", "release_speed_mm_s", "profile", "release", "still_after_ms", "still_before_ms",
        "spacing_mm", "placement", "center_x", "center_y", "stagger_ms", "lift_order", "lift_stagger_ms", "jitter_mm",
        "thumb", "pause_ms",
    ]
    /// Keys of the spec itself.
    public static let specKeys = ["device", "seed", "rate_hz", "gestures"]

    /// Reads a spec: `{"device": ..., "seed": ..., "rate_hz": ..., "gestures": [{...}, ...]}`, or one
    /// gesture's fields at the top level instead of `gestures`.
    /// - Throws: `SpecError` naming the first field it cannot use, what was expected and what was found.
    public init(json: JSONValue) throws(SpecError) {
        let root = try SpecReader(json, path: "")
        let single = root.has("kind")
        try root.rejectUnknown(Self.specKeys + (single ? Self.gestureKeys : []))
        self.init(gestures: [])
        if let name = try root.string("device") {
            guard let profile = DeviceProfile(rawValue: name) else {
                throw SpecError(root.field("device"), expected: "one of \(DeviceProfile.allCases.map(\.rawValue).joined(separator: ", ")) (or --device-from FILE)", found: "\"\(name)\"")
            }
            device = .profile(profile)
        }
        if let seed = try root.number("seed", in: 0...9_007_199_254_740_991, whole: true) { self.seed = UInt64(seed) }
        rate = try root.number("rate_hz", in: 10...1000)
        if single {
            if root.has("gestures") {
                throw SpecError(root.field("gestures"), "give either one gesture's fields at the top level or a gestures array, not both")
            }
            gestures = [try Self.gesture(root)]
        } else {
            guard let list = try root.array("gestures") else {
                throw SpecError(root.field("gestures"), expected: "an array of gestures (or one gesture's fields with \"kind\" at the top level)", found: "none")
            }
            guard !list.isEmpty else { throw SpecError(root.field("gestures"), expected: "at least one gesture", found: "an empty array") }
            for (index, item) in list.enumerated() {
                let reader = try SpecReader(item, path: root.field("gestures") + "[\(index)]")
                try reader.rejectUnknown(Self.gestureKeys)
                gestures.append(try Self.gesture(reader))
            }
        }
    }

    private static func gesture(_ r: SpecReader) throws(SpecError) -> GestureSpec {
        guard let kindName = try r.string("kind") else { throw SpecError(r.field("kind"), expected: "one of \(SynthKind.allCases.map(\.rawValue).joined(separator: ", "))", found: "none") }
        guard let kind = SynthKind(rawValue: kindName) else {
            throw SpecError(r.field("kind"), expected: "one of \(SynthKind.allCases.map(\.rawValue).joined(separator: ", "))", found: "\"\(kindName)\"")
        }
        var g = GestureSpec(kind: kind)
        if let fingers = try r.number("fingers", in: 1...5, whole: true) {
            g.fingers = Int(fingers)
            guard kind.fingerRange.contains(g.fingers) else {
                let hint = kind == .pan ? " (use swipe for 3 to 5 fingers)" : kind == .motion ? " (use swipe or pan for more fingers)" : ""
                let range = kind.fingerRange
                throw SpecError(r.field("fingers"), expected: "\(range.lowerBound == range.upperBound ? "\(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)") fingers for a \(kind.rawValue)\(hint)",
                                found: "\(g.fingers)")
            }
        }
        g.scale = try r.number("scale", in: 0.05...10)
        if let scale = g.scale, scale == 1 { throw SpecError(r.field("scale"), expected: "a scale below 1 (pinch in) or above 1 (pinch out)", found: "1") }
        if kind == .pinch, let scale = g.scale { g.direction = scale < 1 ? .in : .out }
        if let name = try r.string("direction") {
            let allowed = SynthDirection.allowed(for: kind)
            guard let direction = SynthDirection(rawValue: name), allowed.contains(direction) else {
                throw SpecError(r.field("direction"), expected: "one of \(allowed.map(\.rawValue).joined(separator: ", ")) for a \(kind.rawValue)", found: "\"\(name)\"")
            }
            g.direction = direction
        }
        if kind == .pinch, let scale = g.scale, (scale < 1) != (g.direction == .in) {
            throw SpecError(r.field("scale"), expected: "a scale \(g.direction == .in ? "below" : "above") 1 for a pinch \(g.direction.rawValue)", found: "\(scale)")
        }
        g.angle = try r.number("angle_deg", in: -360...360)
        g.distanceMillimetres = try r.number("distance_mm", in: 0.5...1000)
        g.distanceFraction = try r.number("distance_fraction", in: 0.01...1)
        if g.distanceMillimetres != nil && g.distanceFraction != nil {
            throw SpecError(r.field("distance_fraction"), "give distance_mm or distance_fraction, not both")
        }
        if let rotation = try r.number("rotation_deg", in: 1...720) { g.rotation = rotation }
        g.durationMilliseconds = try r.number("duration_ms", in: 10...20_000)
        g.peakSpeed = try r.number("peak_speed_mm_s", in: 1...5_000)
        if g.durationMilliseconds != nil && g.peakSpeed != nil {
            throw SpecError(r.field("peak_speed_mm_s"), "give duration_ms or peak_speed_mm_s, not both")
        }
        if let name = try r.string("profile") {
            guard let profile = VelocityProfile(rawValue: name) else {
                throw SpecError(r.field("profile"), expected: "one of \(VelocityProfile.allCases.map(\.rawValue).joined(separator: ", "))", found: "\"\(name)\"")
            }
            g.profile = profile
        }
        g.releaseSpeed = try r.number("release_speed_mm_s", in: 0...5_000)
        if g.releaseSpeed != nil {
            if r.has("profile") && g.profile != .release {
                throw SpecError(r.field("release_speed_mm_s"), "sets the release profile; it cannot be combined with profile \"\(g.profile.rawValue)\"")
            }
            g.profile = .release
        } else if g.profile == .release {
            throw SpecError(r.field("profile"), "the release profile needs release_speed_mm_s")
        }
        if let release = try r.string("release") {
            switch release {
            case "moving": g.stillAfterMilliseconds = 0
            case "stopped": g.stillAfterMilliseconds = 150
            default: throw SpecError(r.field("release"), expected: "moving or stopped", found: "\"\(release)\"")
            }
        }
        if let value = try r.number("still_after_ms", in: 0...10_000) { g.stillAfterMilliseconds = value }
        if let value = try r.number("still_before_ms", in: 0...10_000) { g.stillBeforeMilliseconds = value }
        g.spacingMillimetres = try r.number("spacing_mm", in: 4...80)
        if let name = try r.string("placement") {
            guard let placement = Placement(rawValue: name) else {
                throw SpecError(r.field("placement"), expected: "one of \(Placement.allCases.map(\.rawValue).joined(separator: ", "))", found: "\"\(name)\"")
            }
            g.placement = placement
        }
        if let value = try r.number("center_x", in: 0...1) { g.centerX = value }
        if let value = try r.number("center_y", in: 0...1) { g.centerY = value }
        if let value = try r.number("stagger_ms", in: 0...2_000) { g.landingStaggerMilliseconds = value }
        if let name = try r.string("lift_order") {
            guard let order = LiftOrder(rawValue: name) else {
                throw SpecError(r.field("lift_order"), expected: "one of \(LiftOrder.allCases.map(\.rawValue).joined(separator: ", "))", found: "\"\(name)\"")
            }
            g.liftOrder = order
        }
        g.liftStaggerMilliseconds = try r.number("lift_stagger_ms", in: 0...2_000)
        if let value = try r.number("jitter_mm", in: 0...5) { g.jitterMillimetres = value }
        if let thumb = try r.bool("thumb") {
            if thumb && (kind == .hold || kind == .tap) {
                throw SpecError(r.field("thumb"), "a resting thumb goes with moving gestures, not \(kind.rawValue)")
            }
            g.restingThumb = thumb
        }
        if let value = try r.number("pause_ms", in: 0...60_000) { g.pauseAfterMilliseconds = value }
        return g
    }
}

/// Typed access to one object of a spec, with the field path for messages.
struct SpecReader {
    let path: String
    let members: [(key: String, value: JSONValue)]

    init(_ value: JSONValue, path: String) throws(SpecError) {
        guard case .object(let members) = value else {
            throw SpecError(path.isEmpty ? "spec" : path, expected: "an object", found: Self.kind(value))
        }
        self.path = path
        self.members = members
    }

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func rejectUnknown(_ known: [String]) throws(SpecError) {
        for member in members where !known.contains(member.key) {
            throw SpecError(field(member.key), expected: "a known field (\(known.joined(separator: ", ")))", found: "an unknown one")
        }
    }

    private func value(_ key: String) -> JSONValue? {
        guard let value = members.first(where: { $0.key == key })?.value else { return nil }
        if case .null = value { return nil }
        return value
    }

    func string(_ key: String) throws(SpecError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else { throw SpecError(field(key), expected: "a string", found: Self.kind(value)) }
        return text
    }

    func bool(_ key: String) throws(SpecError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw SpecError(field(key), expected: "true or false", found: Self.kind(value)) }
        return flag
    }

    func array(_ key: String) throws(SpecError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else { throw SpecError(field(key), expected: "an array", found: Self.kind(value)) }
        return items
    }

    func number(_ key: String, in range: ClosedRange<Double>, whole: Bool = false) throws(SpecError) -> Double? {
        guard let value = value(key) else { return nil }
        let what = whole ? "a whole number" : "a number"
        guard case .number(let number) = value, number.isFinite, range.contains(number), !whole || number == number.rounded() else {
            throw SpecError(field(key), expected: "\(what) from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))", found: Self.kind(value))
        }
        return number
    }

    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .number(let number): return text(number)
        case .string(let text): return "\"\(text)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
