import TouchstoneCore
import TouchstoneRecognition

extension Expectation {
    /// Reads a recording's `expect` block (documented in docs/recording-format.md).
    /// - Throws: `ExpectationError` naming the path of the first value it cannot use.
    public init(json: JSONValue) throws(ExpectationError) {
        let root = try Reader(json, path: "expect")
        self.init()
        if let settings = try root.optionalObject("recognizers") {
            for (key, value) in settings.members {
                recognizerSettings.append(Setting(key: key, value: try settings.scalarText(key, value)))
            }
        }
        if let list = try root.optionalArray("gestures") {
            for (index, item) in list.items.enumerated() {
                let g = try Reader(item, path: "\(list.path)[\(index)]")
                var expectation = GestureExpectation()
                expectation.kind = try g.optionalString("kind", allowed: ["pan", "swipe", "pinch", "rotate", "hold", "none"])
                expectation.fingers = try g.optionalInteger("fingers", in: 0...10)
                expectation.direction = try g.optionalString("direction", allowed: GestureDirection.allCases.map(\.rawValue))
                    .flatMap(GestureDirection.init(rawValue:))
                expectation.outcome = try g.optionalString("outcome", allowed: GestureOutcome.allCases.map(\.rawValue))
                    .flatMap(GestureOutcome.init(rawValue:))
                expectation.progressAtRelease = try g.optionalRange("progress_at_release")
                expectation.releaseSpeed = try g.optionalRange("release_speed_mm_s")
                gestures.append(expectation)
            }
        }
        if let r = try root.optionalObject("replay") {
            let command = try r.optionalCommand("command")
            guard let animation = try r.optionalString("animation") ?? command?.joined(separator: " ") else {
                throw ExpectationError(r.path + ".animation", expected: "the animation to replay against (or \"command\": an argv array)", found: "none")
            }
            if command != nil, try r.optionalString("animation") != nil {
                throw ExpectationError(r.path, "give either \"animation\" or \"command\", not both")
            }
            var replay = ReplayExpectation(animation: animation)
            replay.command = command
            replay.enginePreset = try r.optionalString("engine") ?? replay.enginePreset
            replay.framesPerSecond = try r.optionalInteger("fps", in: 1...1000) ?? replay.framesPerSecond
            replay.finishDuration = try r.optionalRange("finish_duration_s")
            if let final = try r.optionalObject("final") {
                replay.finalProgress = try final.optionalRange("progress")
                replay.styleToggled = try final.optionalBool("style_toggled")
                replay.currentChild = try final.optionalString("current_child")
                replay.hopChild = try final.optionalString("hop_child")
                replay.completedTransitions = try final.optionalInteger("completed_transitions", in: 0...1_000_000)
                replay.finalState = try final.optionalState("state")
            }
            self.replay = replay
        }
    }

    /// The block as JSON, keys in a fixed order (what `touchstone import --expect` embeds).
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        if !recognizerSettings.isEmpty {
            members.append(("recognizers", .object(recognizerSettings.map { ($0.key, .string($0.value)) })))
        }
        if !gestures.isEmpty {
            members.append(("gestures", .array(gestures.map { g in
                var item: [(key: String, value: JSONValue)] = []
                if let kind = g.kind { item.append(("kind", .string(kind))) }
                if let fingers = g.fingers { item.append(("fingers", .number(Double(fingers)))) }
                if let direction = g.direction { item.append(("direction", .string(direction.rawValue))) }
                if let outcome = g.outcome { item.append(("outcome", .string(outcome.rawValue))) }
                if let range = g.progressAtRelease { item.append(("progress_at_release", range.json)) }
                if let range = g.releaseSpeed { item.append(("release_speed_mm_s", range.json)) }
                return .object(item)
            })))
        }
        if let replay {
            var item: [(key: String, value: JSONValue)] = [replay.command.map { ("command", .array($0.map(JSONValue.string))) }
                                                               ?? ("animation", .string(replay.animation)),
                                                           ("engine", .string(replay.enginePreset)),
                                                           ("fps", .number(Double(replay.framesPerSecond)))]
            if let range = replay.finishDuration { item.append(("finish_duration_s", range.json)) }
            var final: [(key: String, value: JSONValue)] = []
            if let range = replay.finalProgress { final.append(("progress", range.json)) }
            if let value = replay.styleToggled { final.append(("style_toggled", .bool(value))) }
            if let value = replay.currentChild { final.append(("current_child", .string(value))) }
            if let value = replay.hopChild { final.append(("hop_child", .string(value))) }
            if let value = replay.completedTransitions { final.append(("completed_transitions", .number(Double(value)))) }
            if !replay.finalState.isEmpty { final.append(("state", .object(replay.finalState.map { ($0.key, $0.json) }))) }
            if !final.isEmpty { item.append(("final", .object(final))) }
            members.append(("replay", .object(item)))
        }
        return .object(members)
    }
}

extension ValueRange {
    var json: JSONValue { .array([minimum.map(JSONValue.number) ?? .null, maximum.map(JSONValue.number) ?? .null]) }
}

/// Typed access to one object of the block, with the path for messages.
private struct Reader {
    let path: String
    let members: [(key: String, value: JSONValue)]

    init(_ value: JSONValue, path: String) throws(ExpectationError) {
        guard case .object(let members) = value else { throw ExpectationError(path, expected: "an object", found: Self.kind(value)) }
        self.path = path
        self.members = members
    }

    private func value(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value.nonNull
    }

    func optionalObject(_ key: String) throws(ExpectationError) -> Reader? {
        guard let value = value(key) else { return nil }
        return try Reader(value, path: "\(path).\(key)")
    }

    /// An argv array: at least one string, all strings.
    func optionalCommand(_ key: String) throws(ExpectationError) -> [String]? {
        guard let (here, items) = try optionalArray(key) else { return nil }
        var words: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let word) = item else {
                throw ExpectationError("\(here)[\(index)]", expected: "a string (the command is an argv array, no shell)", found: Self.kind(item))
            }
            words.append(word)
        }
        guard let first = words.first, !first.isEmpty else {
            throw ExpectationError(here, expected: "the program and its arguments", found: "an empty command")
        }
        return words
    }

    /// `final.state`: keys (nested objects become dotted keys) with a string, boolean or number to
    /// equal, or `[min, max]` for a number.
    func optionalState(_ key: String) throws(ExpectationError) -> [StateExpectation] {
        guard let state = try optionalObject(key) else { return [] }
        var result: [StateExpectation] = []
        func walk(_ reader: Reader, prefix: String) throws(ExpectationError) {
            for (name, value) in reader.members {
                let dotted = prefix + name
                switch value {
                case .string, .bool, .number:
                    result.append(StateExpectation(key: dotted, expected: .equal(value)))
                case .array:
                    guard let range = try reader.optionalRange(name) else { continue }
                    result.append(StateExpectation(key: dotted, expected: .range(range)))
                case .object:
                    try walk(try Reader(value, path: "\(reader.path).\(name)"), prefix: dotted + ".")
                case .null:
                    throw ExpectationError("\(reader.path).\(name)", expected: "a string, boolean, number or [min, max]", found: "null")
                }
            }
        }
        try walk(state, prefix: "")
        return result
    }

    func optionalArray(_ key: String) throws(ExpectationError) -> (path: String, items: [JSONValue])? {
        guard let value = value(key) else { return nil }
        guard case .array(let items) = value else {
            throw ExpectationError("\(path).\(key)", expected: "an array", found: Self.kind(value))
        }
        return ("\(path).\(key)", items)
    }

    func optionalString(_ key: String, allowed: [String]? = nil) throws(ExpectationError) -> String? {
        guard let value = value(key) else { return nil }
        guard case .string(let text) = value else {
            throw ExpectationError("\(path).\(key)", expected: "a string", found: Self.kind(value))
        }
        if let allowed, !allowed.contains(text) {
            throw ExpectationError("\(path).\(key)", expected: "one of \(allowed.joined(separator: ", "))", found: "\"\(text)\"")
        }
        return text
    }

    func optionalBool(_ key: String) throws(ExpectationError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw ExpectationError("\(path).\(key)", expected: "true or false", found: Self.kind(value))
        }
        return flag
    }

    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(ExpectationError) -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let number) = value, number == number.rounded(), number >= Double(range.lowerBound),
              number <= Double(range.upperBound) else {
            throw ExpectationError("\(path).\(key)", expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", found: Self.kind(value))
        }
        return Int(number)
    }

    /// `[min, max]` with `null` for an open end, or a single number meaning exactly that value.
    func optionalRange(_ key: String) throws(ExpectationError) -> ValueRange? {
        guard let value = value(key) else { return nil }
        let here = "\(path).\(key)"
        switch value {
        case .number(let number): return ValueRange(minimum: number, maximum: number)
        case .array(let ends) where ends.count == 2:
            func end(_ v: JSONValue) throws(ExpectationError) -> Double? {
                switch v {
                case .null: return nil
                case .number(let n) where n.isFinite: return n
                default: throw ExpectationError(here, expected: "range ends that are numbers or null", found: Self.kind(v))
                }
            }
            let range = ValueRange(minimum: try end(ends[0]), maximum: try end(ends[1]))
            if let low = range.minimum, let high = range.maximum, low > high {
                throw ExpectationError(here, expected: "a range whose minimum is not above its maximum", found: "[\(low), \(high)]")
            }
            return range
        default:
            throw ExpectationError(here, expected: "[min, max] (null for an open end) or a number", found: Self.kind(value))
        }
    }

    func scalarText(_ key: String, _ value: JSONValue) throws(ExpectationError) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number): return ExpectationFormat.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: throw ExpectationError("\(path).\(key)", expected: "a string or number", found: Self.kind(value))
        }
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return ExpectationFormat.number(n)
        case .string(let s): return "\"\(s)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

private extension JSONValue {
    var nonNull: JSONValue? {
        if case .null = self { return nil }
        return self
    }
}
