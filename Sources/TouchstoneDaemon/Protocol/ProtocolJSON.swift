import TouchstoneCore

/// The JSON reader of the daemon protocol: one line into a `JSONValue` (keys in order).
///
/// The recording reader (TouchstoneRecording's `JSONScanner`) is not used here because it comes with
/// libyaml, which the slim `touchstoned` must not link (scripts/package-test); protocol lines are
/// small, so this is a plain recursive-descent reader over the line's bytes, strict like that one.
struct ProtocolJSON {
    /// Deepest nesting accepted (protocol messages nest three levels).
    static let maximumDepth = 16

    private let bytes: [UInt8]
    private var index = 0

    /// Parses `text` as one JSON value with nothing after it but whitespace.
    static func parse(_ text: String) throws(DaemonProtocolError) -> JSONValue {
        var reader = ProtocolJSON(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.failure("the end of the line") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ expected: String) -> DaemonProtocolError {
        let found = index < bytes.count ? "'\(Character(Unicode.Scalar(bytes[index])))'" : "the end of the line"
        return DaemonProtocolError(InputProblem.place(DaemonProtocolError.place(type: nil), "JSON at byte \(index + 1)"),
                                   expected: expected, found: found)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func consume(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else { return false }
        index += expected.count
        return true
    }

    private mutating func value(depth: Int) throws(DaemonProtocolError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("at most \(Self.maximumDepth) levels of nesting") }
        skipWhitespace()
        guard index < bytes.count else { throw failure("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if consume("}") { return .object(members) }
            repeat {
                skipWhitespace()
                let key = try string()
                skipWhitespace()
                guard consume(":") else { throw failure("':'") }
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
            } while consume(",")
            guard consume("}") else { throw failure("',' or '}'") }
            return .object(members)
        case UInt8(ascii: "["):
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if consume("]") { return .array(items) }
            repeat {
                items.append(try value(depth: depth + 1))
                skipWhitespace()
            } while consume(",")
            guard consume("]") else { throw failure("',' or ']'") }
            return .array(items)
        case UInt8(ascii: "\""):
            return .string(try string())
        default:
            if consume("true") { return .bool(true) }
            if consume("false") { return .bool(false) }
            if consume("null") { return .null }
            return .number(try number())
        }
    }

    private mutating func number() throws(DaemonProtocolError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                || [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-")].contains(bytes[index]) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let value = Double(text), value.isFinite,
              text.first != ".", !text.hasPrefix("-."), !text.hasPrefix("+") else {
            index = start
            throw failure("a value")
        }
        return value
    }

    private mutating func string() throws(DaemonProtocolError) -> String {
        guard consume("\"") else { throw failure("a string") }
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw failure("no control character inside a string") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{c}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                if (0xD800..<0xDC00).contains(code) {
                    guard consume("\\u") else { throw failure("the low half of a surrogate pair") }
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw failure("the low half of a surrogate pair") }
                    code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw failure("a Unicode scalar") }
                scalars.append(scalar)
            default:
                index -= 1
                throw failure("an escape")
            }
            run = index
        }
        throw failure("'\"' closing the string")
    }

    private mutating func hexQuad() throws(DaemonProtocolError) -> UInt32 {
        guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("four hex digits")
        }
        index += 4
        return code
    }
}
