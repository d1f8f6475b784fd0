import TouchstoneCore

/// Deterministic JSON rendering of results and updates, one object per line, keys in a fixed
/// order (no dictionaries), strings escaped, numbers rounded to 4 decimals (non-finite as null).
public enum JSONLine {
    /// Escapes `string` as a JSON string literal, quotes included.
    public static func string(_ string: String) -> String { string.jsonQuoted }

    /// A number rounded to 4 decimals; null when not finite.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 } // no "-0.0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return rounded.description
    }

    /// Joins rendered `key: value` pairs into an object.
    public static func object(_ pairs: [(String, String)]) -> String {
        var out = "{"
        for (i, pair) in pairs.enumerated() {
            if i > 0 { out += ", " }
            out += string(pair.0) + ": " + pair.1
        }
        return out + "}"
    }
}

extension GestureClassification {
    /// The `touchstone classify` line: `file, kind, fingers, direction, outcome, start_us, end_us,
    /// progress` first (the label keys), then `recognizer, decision, recognized_after_us,
    /// travel_mm, release_vx_mm_s, release_vy_mm_s, failure`, null where unknown.
    public func jsonLine(file: String) -> String {
        var pairs: [(String, String)] = [
            ("file", JSONLine.string(file)), ("kind", JSONLine.string(kindName)), ("fingers", String(fingers)),
            ("direction", JSONLine.string(direction.rawValue)), ("outcome", JSONLine.string(outcome.rawValue)),
            ("start_us", String(start)), ("end_us", String(end)), ("progress", JSONLine.number(progress)),
        ]
        pairs.append(("recognizer", JSONLine.string(recognizer)))
        pairs.append(("decision", decision.map { JSONLine.string($0.rawValue) } ?? "null"))
        pairs.append(("recognized_after_us", recognizedAfter.map { String($0) } ?? "null"))
        pairs.append(("travel_mm", travelAtRecognition.map(JSONLine.number) ?? "null"))
        pairs.append(("release_vx_mm_s", releaseVelocity.map { JSONLine.number($0.x) } ?? "null"))
        pairs.append(("release_vy_mm_s", releaseVelocity.map { JSONLine.number($0.y) } ?? "null"))
        pairs.append(("failure", failureReason.map { JSONLine.string($0.rawValue) } ?? "null"))
        return JSONLine.object(pairs)
    }
}

extension GestureUpdate {
    /// The `touchstone stream` line: `t_us, recognizer, kind, phase, fingers, direction, tx_mm,
    /// ty_mm, scale, rotation_deg, progress, vx_mm_s, vy_mm_s, progress_per_s, x_mm, y_mm`, then
    /// `decision, release_vx_mm_s, release_vy_mm_s` (null unless ended) and `recognized_after_us`
    /// (null unless began).
    public func jsonLine() -> String {
        JSONLine.object([
            ("t_us", String(time)), ("recognizer", JSONLine.string(recognizer)), ("kind", JSONLine.string(kind.rawValue)),
            ("phase", JSONLine.string(phase.rawValue)), ("fingers", String(fingers)),
            ("direction", JSONLine.string(direction.rawValue)), ("tx_mm", JSONLine.number(translation.x)),
            ("ty_mm", JSONLine.number(translation.y)), ("scale", JSONLine.number(scale)),
            ("rotation_deg", JSONLine.number(rotation)), ("progress", JSONLine.number(progress)),
            ("vx_mm_s", JSONLine.number(velocity.x)), ("vy_mm_s", JSONLine.number(velocity.y)),
            ("progress_per_s", JSONLine.number(progressVelocity)), ("x_mm", JSONLine.number(location.x)),
            ("y_mm", JSONLine.number(location.y)),
            ("decision", decision.map { JSONLine.string($0.rawValue) } ?? "null"),
            ("release_vx_mm_s", releaseVelocity.map { JSONLine.number($0.x) } ?? "null"),
            ("release_vy_mm_s", releaseVelocity.map { JSONLine.number($0.y) } ?? "null"),
            ("recognized_after_us", recognizedAfter.map { String($0) } ?? "null"),
        ])
    }
}
