import Foundation
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording

/// A saved `touchstone classify` output (one JSON line per gesture per file), read back for
/// `touchstone compare --against`: each file's gestures in their saved order.
struct SavedClassifications {
    /// One saved gesture: its verdict and when it began and ended (µs from the recording's start).
    struct Gesture: Equatable {
        var verdict: StackVerdict
        var start: Int64?
        var end: Int64?
    }

    /// The file the lines came from.
    var path: String
    /// Files in first-seen order, as the saved lines name them.
    private(set) var files: [String] = []
    private var gestures: [String: [Gesture]] = [:]

    /// Reads `path`. - Throws: 66 when it cannot be read, 65 for a line that is not a classify line
    /// (naming the line, the key and what was found).
    init(contentsOf path: String) throws(CommandError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("\(path): cannot open the saved classify output", exitCode: .missingFile)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandError("\(path): not UTF-8 text; expected the JSON lines `touchstone classify` writes", exitCode: .badData)
        }
        try self.init(text: text, path: path)
    }

    /// Parses the lines of `text` (blank lines skipped), naming `path` in errors.
    init(text: String, path: String) throws(CommandError) {
        self.path = path
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            let place = "\(path):\(index + 1)"
            let value: JSONValue
            do {
                value = try JSONValueCoding.decode(line, name: place)
            } catch {
                var message = error.description
                if let location = error.location, message.hasPrefix("\(location): ") {
                    message = "\(place):\(location.column): " + message.dropFirst("\(location): ".count)
                }
                throw CommandError("\(message) (expected a `touchstone classify` JSON line)", exitCode: .badData)
            }
            let (file, gesture) = try Self.gesture(value, place: place)
            if gestures[file] == nil { files.append(file) }
            gestures[file, default: []].append(gesture)
        }
        guard !files.isEmpty else {
            throw CommandError("\(path): no classify lines; expected the JSON lines `touchstone classify` writes", exitCode: .badData)
        }
    }

    /// The saved gestures of the recording at `path` (the path as given, else the only saved file
    /// with the same relative path ending or name); nil when none.
    func gestures(of file: String) -> (name: String, gestures: [Gesture])? {
        if let found = gestures[file] { return (file, found) }
        let plain = Self.normalised(file)
        let candidates = files.filter { saved in
            let other = Self.normalised(saved)
            return other == plain || other.hasSuffix("/" + plain) || plain.hasSuffix("/" + other)
        }
        let matches = candidates.isEmpty ? files.filter { Self.name($0) == Self.name(file) } : candidates
        guard matches.count == 1, let name = matches.first else { return nil }
        return (name, gestures[name] ?? [])
    }

    private static func normalised(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }

    private static func name(_ path: String) -> Substring {
        path.split(separator: "/").last ?? Substring(path)
    }

    /// One classify line's file and gesture.
    private static func gesture(_ value: JSONValue, place: String) throws(CommandError) -> (String, Gesture) {
        guard case .object = value else { throw CommandError("\(place): expected a JSON object (a classify line), found \(kind(of: value))", exitCode: .badData) }
        func string(_ key: String) throws(CommandError) -> String {
            guard let member = value[key] else { throw CommandError("\(place): missing key \"\(key)\" (expected a `touchstone classify` line)", exitCode: .badData) }
            guard case .string(let text) = member else { throw CommandError("\(place): \"\(key)\": expected a string, found \(kind(of: member))", exitCode: .badData) }
            return text
        }
        func integer(_ key: String, required: Bool) throws(CommandError) -> Int64? {
            guard let member = value[key] else {
                if required { throw CommandError("\(place): missing key \"\(key)\" (expected a `touchstone classify` line)", exitCode: .badData) }
                return nil
            }
            if case .null = member, !required { return nil }
            guard case .number(let number) = member, number == number.rounded(), abs(number) < 1e15 else {
                throw CommandError("\(place): \"\(key)\": expected an integer, found \(kind(of: member))", exitCode: .badData)
            }
            return Int64(number)
        }
        let file = try string("file")
        let kindText = try string("kind")
        guard let kind = StackVerdict.Kind(rawValue: kindText), kind != .unknown else {
            throw CommandError("\(place): \"kind\": expected pan, swipe, pinch, rotate, hold or none, found \"\(kindText)\"", exitCode: .badData)
        }
        let directionText = try string("direction")
        guard let direction = GestureDirection(rawValue: directionText) else {
            throw CommandError("\(place): \"direction\": expected up, down, left, right, in, out, cw, ccw or none, found \"\(directionText)\"", exitCode: .badData)
        }
        let outcomeText = try string("outcome")
        guard let outcome = StackVerdict.Outcome(rawValue: outcomeText), outcome != .unknown else {
            throw CommandError("\(place): \"outcome\": expected completed, cancelled, failed or none, found \"\(outcomeText)\"", exitCode: .badData)
        }
        let fingers = try integer("fingers", required: true) ?? 0
        let verdict = StackVerdict(kind: kind, fingers: Int(fingers), direction: direction, outcome: outcome)
        return (file, Gesture(verdict: verdict, start: try integer("start_us", required: false), end: try integer("end_us", required: false)))
    }

    private static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONLine.number(n)
        case .string(let s): return JSONLine.string(s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension SavedClassifications.Gesture {
    /// A gesture of the current run, in the saved form.
    init(_ classification: GestureClassification) {
        self.init(verdict: StackVerdict(kind: classification.kind.map { StackVerdict.Kind(rawValue: $0.rawValue) ?? .unknown } ?? .none,
                                        fingers: classification.fingers, direction: classification.direction,
                                        outcome: StackVerdict.Outcome(rawValue: classification.outcome.rawValue) ?? .unknown),
                  start: classification.start, end: classification.end)
    }

    /// Whether two gestures say the same (kind, fingers, direction, outcome).
    func sameVerdict(as other: Self) -> Bool {
        verdict.kind == other.verdict.kind && verdict.fingers == other.verdict.fingers
            && verdict.direction == other.verdict.direction && verdict.outcome == other.verdict.outcome
    }

    /// When two lists of gestures part, from their saved times: the first gesture that differs, at
    /// the earlier of the two starts when what was recognized differs, else at the earlier end (the
    /// outcome was decided then); nil when they do not differ or the times are unknown.
    static func partingTime(_ a: [Self], _ b: [Self]) -> Int64? {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : nil, y = index < b.count ? b[index] : nil
            if let x, let y, x.sameVerdict(as: y) { continue }
            let recognizedSame = x != nil && y != nil && x!.verdict.kind == y!.verdict.kind
                && x!.verdict.fingers == y!.verdict.fingers && x!.verdict.direction == y!.verdict.direction
            let times = [x, y].compactMap { $0 }.compactMap { recognizedSame ? $0.end : $0.start }
            return times.min()
        }
        return nil
    }
}
