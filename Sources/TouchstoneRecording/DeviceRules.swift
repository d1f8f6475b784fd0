#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// The rules every reader (JSON, libinput record, evemu) and every writer applies to a device
/// description, so that the three formats accept the same devices and a written file always reads.
public enum DeviceRules {
    /// One broken rule: the part of the description, what the rule expects and what was found.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// `name`, or `absinfo 53` (the axis by its decimal `ABS_*` code).
        public var field: String
        /// What the rule expects.
        public var expected: String
        /// What the description holds instead.
        public var found: String

        /// `field: expected ..., found ...`.
        public var description: String { "\(field): expected \(expected), found \(found)" }
    }

    /// The device name's problem, if any: a NUL character (kernel names are C strings) or more
    /// bytes than the JSON reader accepts in a string.
    public static func check(name: String) -> Violation? {
        let bytes = name.utf8
        if let nul = bytes.firstIndex(of: 0) {
            return Violation(field: "name", expected: "a name without NUL characters",
                             found: "a NUL character at byte \(bytes.distance(from: bytes.startIndex, to: nul))")
        }
        if bytes.count > RecordingFormat.maximumStringBytes {
            return Violation(field: "name", expected: "a name of at most \(RecordingFormat.maximumStringBytes) bytes",
                             found: "\(bytes.count) bytes")
        }
        return nil
    }

    /// One axis's problem, if any: minimum above maximum, a negative resolution (0 means "not
    /// reported", as in the kernel), a negative `ABS_MT_SLOT` minimum, or more slots than supported.
    public static func check(code: UInt16, axis: AxisInfo) -> Violation? {
        let field = "absinfo \(code)"
        if axis.minimum > axis.maximum {
            return Violation(field: field, expected: "minimum <= maximum",
                             found: "minimum \(axis.minimum) above maximum \(axis.maximum)")
        }
        if axis.resolution < 0 {
            return Violation(field: field, expected: "a resolution of 0 (not reported) or more units per mm",
                             found: "resolution \(axis.resolution)")
        }
        if code == EventCode.ABS_MT_SLOT {
            if axis.minimum < 0 {
                return Violation(field: field, expected: "an ABS_MT_SLOT minimum of 0 (slots count from 0)",
                                 found: "minimum \(axis.minimum)")
            }
            if Int(axis.maximum) >= MTDecoder.maximumSlots {
                return Violation(field: field, expected: "at most \(MTDecoder.maximumSlots) slots (maximum <= \(MTDecoder.maximumSlots - 1))",
                                 found: "maximum \(axis.maximum), \(Int(axis.maximum) + 1) slots")
            }
        }
        return nil
    }

    /// The first problem of a whole description (name, then axes in code order).
    public static func check(_ device: DeviceDescription) -> Violation? {
        if let violation = check(name: device.name) { return violation }
        for code in device.absinfo.keys.sorted() {
            if let violation = check(code: code, axis: device.absinfo[code]!) { return violation }
        }
        return nil
    }
}
