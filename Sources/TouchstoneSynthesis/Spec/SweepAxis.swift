/// One axis of a decision map: a numeric gesture field and the values it takes
/// (`distance_mm=5:60:12`: 12 values from 5 to 60 inclusive).
public struct SweepAxis: Sendable, Hashable {
    /// The spec field (`SynthesisSpec.gestureKeys`).
    public var field: String
    /// The values, ascending as written.
    public var values: [Double]

    /// Numeric fields a sweep may vary.
    public static let fields = ["distance_mm", "distance_fraction", "duration_ms", "peak_speed_mm_s", "release_speed_mm_s",
                                "scale", "rotation_deg", "angle_deg", "still_after_ms", "still_before_ms", "spacing_mm",
                                "center_x", "center_y", "stagger_ms", "lift_stagger_ms", "jitter_mm", "fingers"]

    /// Creates an axis.
    public init(field: String, values: [Double]) {
        self.field = field
        self.values = values
    }

    /// Reads `FIELD=START:END:COUNT` (`-` or `_` in the field name); `option` names the flag in errors.
    /// - Throws: `SpecError` naming the option, what was expected and what was found.
    public init(parsing text: String, option: String) throws(SpecError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            throw SpecError(option, expected: "FIELD=START:END:COUNT (e.g. distance_mm=5:60:12)", found: "\"\(text)\"")
        }
        let field = parts[0].replacingDashes()
        guard Self.fields.contains(field) else {
            throw SpecError(option, expected: "a numeric field to sweep (\(Self.fields.joined(separator: ", ")))", found: "\"\(parts[0])\"")
        }
        self.init(field: field, values: try Self.values(parts[1], text: text, option: option))
    }

    /// Reads `KEY=START:END:COUNT` for a recognizer setting (`swipe.begin_mm=0.5:10:20`): any key,
    /// checked by whoever applies it. - Throws: `SpecError` naming the option.
    public init(setting text: String, option: String) throws(SpecError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw SpecError(option, expected: "KEY=START:END:COUNT (e.g. swipe.begin_mm=0.5:10:20)", found: "\"\(text)\"")
        }
        self.init(field: parts[0], values: try Self.values(parts[1], text: text, option: option))
    }

    /// `START:END:COUNT` as COUNT values from START to END inclusive.
    private static func values(_ rangeText: String, text: String, option: String) throws(SpecError) -> [Double] {
        let range = rangeText.split(separator: ":").map { Double($0) }
        guard range.count == 3, let start = range[0], let end = range[1], let count = range[2], start.isFinite, end.isFinite,
              count == count.rounded(), (2...64).contains(count) else {
            throw SpecError(option, expected: "FIELD=START:END:COUNT (e.g. distance_mm=5:60:12; COUNT a whole number from 2 to 64)",
                            found: "\"\(text)\"")
        }
        let n = Int(count)
        return (0..<n).map { start + (end - start) * Double($0) / Double(n - 1) }
    }
}

extension String {
    /// The string with `-` turned into `_` (flag names to spec field names).
    func replacingDashes() -> String { String(map { $0 == "-" ? "_" : $0 }) }
}
