import TouchstoneCore
import TouchstoneRecognition
import TouchstoneReplay

/// What `touchstone test --accept` writes into an expect block: the actual outcome for a recording that
/// has none, or, for a failing one, the fields the user names. Exact fields take the actual value; ranges
/// are widened just enough to hold it. Everything else in the block is kept as it was, in its order.
enum ExpectationAcceptance {
    /// One field changed, for the user.
    struct Change: Sendable, Hashable {
        var field: String
        var old: String
        var new: String
    }

    /// A new block from what a check found: the gestures (kind, fingers, direction, outcome) and, when it
    /// replayed, the animation with its final progress and completed transitions.
    static func initial(_ report: ExpectationReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("gestures", .array(report.gestures.map(gestureJSON)))]
        if let replay = report.replay {
            let c = replay.configuration, o = replay.outcome.transition
            members.append(("replay", .object([
                ("animation", .string(c.animationName)), ("engine", .string(c.enginePreset)),
                ("fps", .number(Double(c.framesPerSecond))),
                ("final", .object([("progress", .number(o.finalProgress)),
                                   ("completed_transitions", .number(Double(o.completedTransitions)))])),
            ])))
        }
        return .object(members)
    }

    /// True when `field` (as given to `--field`) selects the mismatch at `path`: the same path or a parent
    /// of it (`gestures` selects `gestures[0].outcome`, `replay` selects `replay.final.progress`).
    static func selects(_ field: String, _ path: String) -> Bool {
        path == field || path.hasPrefix(field + ".") || path.hasPrefix(field + "[")
    }

    /// `block` with the selected mismatches accepted; also what changed and what was left as it is.
    /// `states` are what an animation command reported (its last one answers `replay.final.state.KEY`).
    static func update(_ block: JSONValue, report: ExpectationReport, states: [AnimationStateSample] = [], fields: [String])
        -> (block: JSONValue, changes: [Change], remaining: [ExpectationMismatch]) {
        var block = block
        var changes: [Change] = []
        var remaining: [ExpectationMismatch] = []
        let selected = report.mismatches.filter { m in fields.contains { selects($0, m.path) } }
        // A different number of gestures replaces the list: its entries no longer line up.
        let replacesGestures = selected.contains { $0.path == "gestures" }
        for mismatch in report.mismatches {
            guard selected.contains(mismatch) else { remaining.append(mismatch); continue }
            if replacesGestures && mismatch.path.hasPrefix("gestures[") { continue }
            let path = Path(mismatch.path)
            let old = block.value(at: path.steps)
            guard let new = actual(for: mismatch.path, old: old, report: report, state: states.last?.state) else {
                remaining.append(mismatch)
                continue
            }
            block = block.setting(new, at: path.steps)
            changes.append(Change(field: mismatch.path, old: old.map(text) ?? "(absent)", new: text(new)))
        }
        return (block, changes, remaining)
    }

    /// The value that makes `path` hold for the actual outcome (nil when there is none to write, e.g. no
    /// release speed because the gesture never ended).
    private static func actual(for path: String, old: JSONValue?, report: ExpectationReport, state: JSONValue?) -> JSONValue? {
        if path == "gestures" { return .array(report.gestures.map(gestureJSON)) }
        let statePrefix = "replay.final.state."
        if path.hasPrefix(statePrefix) {
            let key = StateExpectation(key: String(path.dropFirst(statePrefix.count)), expected: .equal(.null))
            // Only what an expect block can hold: a string, boolean or number (a range stays a range).
            switch state.flatMap(key.value(in:)) {
            case .number(let n): return widened(old, n)
            case .string(let s): return .string(s)
            case .bool(let b): return .bool(b)
            default: return nil
            }
        }
        let steps = Path(path).steps
        if case .key("gestures") = steps.first, steps.count == 3, case .index(let i) = steps[1], case .key(let field) = steps[2] {
            guard report.gestures.indices.contains(i) else { return nil }
            let g = report.gestures[i]
            switch field {
            case "kind": return .string(g.kindName)
            case "fingers": return .number(Double(g.fingers))
            case "direction": return .string(g.direction.rawValue)
            case "outcome": return .string(g.outcome.rawValue)
            case "progress_at_release": return widened(old, g.progress)
            case "release_speed_mm_s": return g.releaseVelocity.map { widened(old, $0.length) }
            default: return nil
            }
        }
        guard let o = report.replay?.outcome.transition else { return nil }
        switch path {
        case "replay.finish_duration_s": return o.finishDuration.map { widened(old, $0) }
        case "replay.final.progress": return widened(old, o.finalProgress)
        case "replay.final.style_toggled": return .bool(o.styleToggled)
        case "replay.final.current_child": return o.currentChild.map(JSONValue.string)
        case "replay.final.hop_child": return o.hopPosition?.child.map(JSONValue.string)
        case "replay.final.completed_transitions": return .number(Double(o.completedTransitions))
        default: return nil
        }
    }

    /// A range (`[min, max]`, `null` for an open end) stretched to hold `value`; a single number becomes `value`.
    static func widened(_ range: JSONValue?, _ value: Double) -> JSONValue {
        guard case .array(let ends) = range, ends.count == 2 else { return .number(value) }
        func end(_ v: JSONValue, _ pick: (Double, Double) -> Double) -> JSONValue {
            if case .number(let n) = v { return .number(pick(n, value)) }
            return .null
        }
        return .array([end(ends[0], min), end(ends[1], max)])
    }

    private static func gestureJSON(_ g: GestureClassification) -> JSONValue {
        .object([("kind", .string(g.kindName)), ("fingers", .number(Double(g.fingers))),
                 ("direction", .string(g.direction.rawValue)), ("outcome", .string(g.outcome.rawValue))])
    }

    /// Compact JSON for messages.
    static func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONLine.number(n)
        case .string(let s): return s.jsonQuoted
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members): return "{" + members.map { "\($0.key.jsonQuoted): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// `gestures[0].outcome` as steps.
    struct Path {
        enum Step: Hashable { case key(String), index(Int) }
        var steps: [Step] = []

        init(_ text: String) {
            for part in text.split(separator: ".") {
                var rest = Substring(part)
                if let bracket = rest.firstIndex(of: "[") {
                    steps.append(.key(String(rest[..<bracket])))
                    rest = rest[bracket...]
                    while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                        if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) { steps.append(.index(index)) }
                        rest = rest[rest.index(after: close)...]
                    }
                } else {
                    steps.append(.key(String(rest)))
                }
            }
        }
    }
}

extension JSONValue {
    /// The value at `steps`, if there is one.
    func value(at steps: [ExpectationAcceptance.Path.Step]) -> JSONValue? {
        guard let first = steps.first else { return self }
        switch (self, first) {
        case let (.object(members), .key(key)): return members.first { $0.key == key }?.value.value(at: Array(steps.dropFirst()))
        case let (.array(items), .index(i)) where items.indices.contains(i): return items[i].value(at: Array(steps.dropFirst()))
        default: return nil
        }
    }

    /// A copy with `new` at `steps` (objects are created, keys appended, where missing).
    func setting(_ new: JSONValue, at steps: [ExpectationAcceptance.Path.Step]) -> JSONValue {
        guard let first = steps.first else { return new }
        let rest = Array(steps.dropFirst())
        switch (self, first) {
        case (.object(var members), .key(let key)):
            if let at = members.firstIndex(where: { $0.key == key }) {
                members[at].value = members[at].value.setting(new, at: rest)
            } else {
                members.append((key, JSONValue.object([]).setting(new, at: rest)))
            }
            return .object(members)
        case (.array(var items), .index(let i)) where items.indices.contains(i):
            items[i] = items[i].setting(new, at: rest)
            return .array(items)
        case (_, .key(let key)):
            return JSONValue.object([(key, JSONValue.object([]).setting(new, at: rest))])
        default:
            return self
        }
    }
}
