import TouchstoneCore

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

    /// Scans the top-level keys of `bytes` with Core's `JSONReader`, skipping every value but `"format"`'s;
    /// the scan stops at the first problem, keeping what it found before it.
    init(scanning bytes: [UInt8]) {
        // A UTF-8 byte order mark is skipped here (the recording reader itself refuses it).
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var reader = JSONReader(bytes: bom == 0 ? bytes : Array(bytes.dropFirst(bom)))
        do throws(JSONReadError) {
            guard try reader.nextToken() == UInt8(ascii: "{") else { return }
            isObject = true
            reader.advance()
            if try reader.nextToken() == UInt8(ascii: "}") {
                complete = true
                return
            }
            repeat {
                _ = try reader.nextToken()
                let keyStart = bom + reader.offset
                let key = try reader.readKey()
                try reader.consume(UInt8(ascii: ":"), expected: "':'")
                let first = try reader.nextToken()
                let valueStart = bom + reader.offset
                if key == "format", first == UInt8(ascii: "\"") {
                    let value = try reader.readString(field: key)
                    if format == nil { format = value }
                } else {
                    if key == "expect" { hasExpect = true }
                    try reader.skipValue(depth: 1)
                }
                members.append((key, keyStart, valueStart..<(bom + reader.offset)))
            } while try reader.nextMember(closing: UInt8(ascii: "}"), expected: "',' or '}'")
            complete = true
        } catch {
            return
        }
    }
}
