/// What a file's top level says about it, read without decoding the recording: whether it claims to
/// be a Touchstone recording (`"format": "touchstone-recording"`) and whether it has an `expect` key.
///
/// `touchstone test` collects by this, so a stray `package.json` or `expect.json` is skipped, while a
/// recording that is broken further in is still collected (and reported as an error).
struct RecordingClaim: Sendable {
    /// The top-level `"format"` string, if the scan reached one.
    var format: String?
    /// True when a top-level `"expect"` key was seen.
    var hasExpect = false
    /// True when the top-level object was scanned to its end without a syntax problem.
    var complete = false
    /// True when the bytes start with a JSON object at all.
    var isObject = false
    /// The top-level members scanned, in file order: where the key starts and the byte range of the value
    /// (what `touchstone test --accept` splices a new expect block into).
    var members: [(key: String, keyStart: Int, value: Range<Int>)] = []

    /// True when the file says it is a Touchstone recording.
    var claimsRecording: Bool { format == "touchstone-recording" }

    /// Why a file that does not claim to be a recording is not one, for `touchstone test -v`.
    var notARecordingReason: String {
        if !isObject { return "not a JSON object" }
        if let format { return "\"format\" is \"\(format)\", not \"touchstone-recording\"" }
        return "no top-level \"format\": \"touchstone-recording\" key"
    }

    /// Scans the top-level keys of `bytes`, skipping every value but `"format"`'s.
    init(scanning bytes: [UInt8]) {
        var scanner = Scanner(bytes: bytes)
        guard scanner.skipBOMAndSpace(), scanner.take(UInt8(ascii: "{")) else { return }
        isObject = true
        scanner.skipSpace()
        if scanner.take(UInt8(ascii: "}")) { complete = true; return }
        while true {
            scanner.skipSpace()
            let keyStart = scanner.index
            guard let key = scanner.string() else { return }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return }
            scanner.skipSpace()
            let valueStart = scanner.index
            if key == "format", scanner.peek == UInt8(ascii: "\"") {
                guard let value = scanner.string() else { return }
                if format == nil { format = value }
            } else {
                if key == "expect" { hasExpect = true }
                guard scanner.skipValue() else { return }
            }
            members.append((key, keyStart, valueStart..<scanner.index))
            scanner.skipSpace()
            if scanner.take(UInt8(ascii: ",")) { continue }
            if scanner.take(UInt8(ascii: "}")) { complete = true }
            return
        }
    }

    /// A forgiving byte scanner: enough JSON to walk one object's members.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipBOMAndSpace() -> Bool {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            skipSpace()
            return index < bytes.count
        }

        mutating func skipSpace() {
            while let c = peek, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { index += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// A string's contents (escapes other than `\"` and `\\` kept as written: keys we look for have none).
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var out: [UInt8] = []
            while let c = peek {
                index += 1
                if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
                if c == UInt8(ascii: "\\") {
                    guard let escaped = peek else { return nil }
                    index += 1
                    out.append(escaped)
                } else {
                    out.append(c)
                }
            }
            return nil
        }

        /// Skips one value of any kind; false at a syntax problem or the end of the input.
        mutating func skipValue() -> Bool {
            guard let first = peek else { return false }
            switch first {
            case UInt8(ascii: "\""):
                return string() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let c = peek {
                    switch c {
                    case UInt8(ascii: "\""):
                        guard string() != nil else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { index += 1; return true }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:
                // A number or literal: up to the next delimiter.
                let start = index
                while let c = peek, c != UInt8(ascii: ","), c != UInt8(ascii: "}"), c != UInt8(ascii: "]"),
                      c != 0x20, c != 0x09, c != 0x0A, c != 0x0D { index += 1 }
                return index > start
            }
        }
    }
}
