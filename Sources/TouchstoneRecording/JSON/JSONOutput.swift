#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// A growable byte buffer with the JSON writing primitives: integers without going through
/// `String`, doubles in their shortest round-trip form, escaped strings, and `JSONValue`s in a
/// compact or a deterministic pretty layout.
struct JSONOutput {
    /// Widest line the pretty layout puts a container on before it breaks it over several lines.
    static let lineWidth = 120

    /// The bytes written so far.
    var bytes: [UInt8] = []

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(spaces count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Appends the decimal digits of `value`.
    @inline(__always)
    mutating func append(integer value: Int64) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var i = 20
            repeat {
                i -= 1
                let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
                digits[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remainder)
                magnitude = quotient
            } while magnitude != 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[i..<20]))
        }
    }

    /// Appends a finite double: whole numbers below 2^53 as integers (`3`, `-0`), others in Swift's
    /// shortest form that reads back to the same double (`0.1`, `1e-05`, `1.5e+300`).
    /// The caller guarantees `value.isFinite`.
    mutating func append(number value: Double) {
        if value.rounded(.towardZero) == value, value.magnitude < 9_007_199_254_740_992 {
            if value == 0 && value.sign == .minus {
                append("-0")
            } else {
                append(integer: Int64(value))
            }
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends `text` as a JSON string; only `"`, `\` and control characters are escaped.
    mutating func append(string text: String) {
        bytes.append(UInt8(ascii: "\""))
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigit(c >> 4))
                bytes.append(Self.hexDigit(c & 0xF))
            default: bytes.append(c)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? UInt8(ascii: "0") + v : UInt8(ascii: "a") + v - 10
    }

    // MARK: Values

    /// Appends `value` with no insignificant whitespace. Numbers must be finite.
    mutating func append(compact value: JSONValue) {
        append(value, separator: ",", colon: ":")
    }

    /// Appends `value` on one line with `", "` and `": "` separators.
    mutating func append(inline value: JSONValue) {
        append(value, separator: ", ", colon: ": ")
    }

    private mutating func append(_ value: JSONValue, separator: StaticString, colon: StaticString) {
        switch value {
        case .null: append("null")
        case .bool(let b): b ? append("true") : append("false")
        case .number(let n): append(number: n)
        case .string(let s): append(string: s)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { append(separator) }
                append(element, separator: separator, colon: colon)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { append(separator) }
                append(string: member.key)
                append(colon)
                append(member.value, separator: separator, colon: colon)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends `value` in the pretty layout: a container that fits on the line from `column` on
    /// is written inline, otherwise one member per line indented by two more spaces than `indent`.
    /// The layout depends only on the value, so output is deterministic.
    mutating func append(pretty value: JSONValue, indent: Int, column: Int) {
        switch value {
        case .array(let elements) where !elements.isEmpty:
            if appendInlineIfFits(value, column: column) { return }
            append("[\n")
            for (i, element) in elements.enumerated() {
                append(spaces: indent + 2)
                append(pretty: element, indent: indent + 2, column: indent + 2)
                append(i + 1 < elements.count ? ",\n" : "\n")
            }
            append(spaces: indent)
            append("]")
        case .object(let members) where !members.isEmpty:
            if appendInlineIfFits(value, column: column) { return }
            append("{\n")
            for (i, member) in members.enumerated() {
                append(spaces: indent + 2)
                let start = bytes.count
                append(string: member.key)
                append(": ")
                append(pretty: member.value, indent: indent + 2, column: indent + 2 + bytes.count - start)
                append(i + 1 < members.count ? ",\n" : "\n")
            }
            append(spaces: indent)
            append("}")
        default:
            append(inline: value)
        }
    }

    /// Appends an array with each element inline on its own line (libinput gestures, like frames,
    /// are one per line whatever their width, so diffs are per event).
    mutating func append(elementPerLine elements: [JSONValue], indent: Int) {
        guard !elements.isEmpty else {
            append("[]")
            return
        }
        append("[\n")
        for (i, element) in elements.enumerated() {
            append(spaces: indent + 2)
            append(inline: element)
            append(i + 1 < elements.count ? ",\n" : "\n")
        }
        append(spaces: indent)
        append("]")
    }

    private mutating func appendInlineIfFits(_ value: JSONValue, column: Int) -> Bool {
        var line = JSONOutput()
        line.append(inline: value)
        // Leave room for the comma that may follow.
        guard column + line.count < Self.lineWidth else { return false }
        bytes.append(contentsOf: line.bytes)
        return true
    }

    // MARK: Frames

    /// Appends one frame as a single-line object: `{"t_us":..,"contacts":[..]}` plus `fingers`
    /// when more fingers than contacts are down and `"resync":true` when set.
    @inline(__always)
    mutating func append(frame: TouchFrame) {
        append("{\"t_us\":")
        append(integer: frame.time)
        append(",\"contacts\":[")
        var first = true
        for contact in frame.contacts {
            if first {
                first = false
            } else {
                bytes.append(UInt8(ascii: ","))
            }
            append("{\"slot\":")
            append(integer: Int64(contact.slot))
            append(",\"id\":")
            append(integer: Int64(contact.id))
            append(",\"x\":")
            append(integer: Int64(contact.x))
            append(",\"y\":")
            append(integer: Int64(contact.y))
            if let pressure = contact.pressure {
                append(",\"p\":")
                append(integer: Int64(pressure))
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
        if frame.fingerCount > frame.contacts.count {
            append(",\"fingers\":")
            append(integer: Int64(frame.fingerCount))
        }
        if frame.isResync { append(",\"resync\":true") }
        bytes.append(UInt8(ascii: "}"))
    }
}
