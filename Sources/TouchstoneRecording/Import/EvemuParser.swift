import TouchstoneCore

/// The line-by-line reader behind `EvemuImporter`.
struct EvemuParser {
    private let file: String
    private var name: String?
    private var id: [UInt16] = [0, 0, 0, 0]
    private var properties: [UInt16] = []
    private var propertyOffset = 0
    private var codeBits: [UInt16: Set<UInt16>] = [:]
    private var codeOffsets: [UInt16: Int] = [:]
    private var absinfo: [UInt16: AxisInfo] = [:]
    private var kernel: String?
    private var events: [EvdevEvent] = []
    private var eventLines: [Int32] = []
    private var sawDescription = false
    private var sawID = false

    /// The highest key code the kernel defines (`KEY_MAX`).
    private static let maximumCode = 0x2FF

    init(file: String) { self.file = file }

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(RecordingImportError) -> Recording {
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            let line = Line(bytes: bytes, start: start, end: lineEnd, number: lineNumber, file: file)
            try parseLine(line)
            start = end + 1
        }
        return try makeRecording()
    }

    private mutating func parseLine(_ line: Line) throws(RecordingImportError) {
        guard let first = line.firstNonSpace else { return }
        let b = line.bytes
        if b[first] == UInt8(ascii: "#") {
            parseComment(line, from: first)
            return
        }
        guard line.end - first >= 2, b[first + 1] == UInt8(ascii: ":"),
              (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(b[first]) else {
            throw .unexpected(line.location(first), expected: "an evemu line (N:, I:, P:, B:, A:, E: or a # comment)",
                              found: line.quoted(from: first))
        }
        var fields = line.fields(from: first + 2)
        switch b[first] {
        case UInt8(ascii: "E"): try parseEvent(line, &fields)
        case UInt8(ascii: "N"):
            guard name == nil else {
                throw .unexpected(line.location(first), expected: "one N: line", found: "a second N: line")
            }
            let text = line.text(from: first + 2).trimmingSpaces
            if let violation = DeviceRules.check(name: text) {
                throw .invalidValue(line.location(first + 2), message: violation.description)
            }
            name = text
            sawDescription = true
        case UInt8(ascii: "I"):
            guard !sawID else { throw .unexpected(line.location(first), expected: "one I: line", found: "a second I: line") }
            sawID = true
            for i in 0..<4 {
                id[i] = UInt16(try fields.hex(i == 0 ? "bus" : i == 1 ? "vendor" : i == 2 ? "product" : "version",
                                              maximum: 0xFFFF))
            }
            try fields.end()
            sawDescription = true
        case UInt8(ascii: "P"):
            while fields.hasMore {
                let at = fields.nextIndex
                let byte = try fields.hex("property byte", maximum: 0xFF)
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let property = propertyOffset * 8 + bit
                    guard property <= 0x1F else {
                        throw .invalidValue(line.location(at), message: "input property \(property) is beyond INPUT_PROP_MAX (31)")
                    }
                    properties.append(UInt16(property))
                }
                propertyOffset += 1
            }
        case UInt8(ascii: "B"):
            let type = UInt16(try fields.hex("event type", maximum: 0x1F))
            var offset = codeOffsets[type] ?? 0
            while fields.hasMore {
                let at = fields.nextIndex
                let byte = try fields.hex("code bitmask byte", maximum: 0xFF)
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let code = offset * 8 + bit
                    guard code <= Self.maximumCode else {
                        throw .invalidValue(line.location(at), message: "event code \(code) is beyond KEY_MAX (0x2ff)")
                    }
                    codeBits[type, default: []].insert(UInt16(code))
                }
                offset += 1
            }
            codeOffsets[type] = offset
        case UInt8(ascii: "A"):
            let codeColumn = fields.nextIndex
            let code = UInt16(try fields.hex("ABS code", maximum: 0x3F))
            guard absinfo[code] == nil else {
                throw .unexpected(line.location(codeColumn), expected: "one A: line per ABS code",
                                  found: "a second A: line for code 0x\(String(code, radix: 16))")
            }
            var values: [Int32] = []
            let names = ["minimum", "maximum", "fuzz", "flat", "resolution"]
            for i in 0..<5 {
                if i == 4, !fields.hasMore { values.append(0); break }  // evemu 1.0-1.1 had no resolution
                values.append(Int32(try fields.decimal(names[i], in: Int64(Int32.min)...Int64(Int32.max))))
            }
            try fields.end()
            let axis = AxisInfo(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                resolution: values[4])
            if let violation = DeviceRules.check(code: code, axis: axis) {
                throw .invalidValue(line.location(codeColumn), message: violation.description)
            }
            absinfo[code] = axis
        default:
            break  // Other evemu lines (e.g. LED or switch state) carry nothing Touchstone uses.
        }
    }

    private mutating func parseComment(_ line: Line, from first: Int) {
        let text = line.text(from: first + 1).trimmingSpaces
        if text.hasPrefix("Kernel:") {
            kernel = String(text.dropFirst("Kernel:".count)).trimmingSpaces
        }
    }

    private mutating func parseEvent(_ line: Line, _ fields: inout Fields) throws(RecordingImportError) {
        let timeColumn = fields.nextIndex
        guard let timeBytes = fields.next(), let time = NumberParsing.microseconds(timeBytes) else {
            throw .unexpected(line.location(timeColumn), expected: "a time <sec>.<usec> (not negative)",
                              found: line.quoted(from: timeColumn))
        }
        let type = try fields.hex("event type", maximum: 0xFFFF)
        let code = try fields.hex("event code", maximum: 0xFFFF)
        let value = try fields.decimal("event value", in: Int64(Int32.min)...Int64(Int32.max))
        try fields.end()
        events.append(EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value)))
        eventLines.append(Int32(clamping: line.number))
    }

    private func makeRecording() throws(RecordingImportError) -> Recording {
        guard sawDescription || !absinfo.isEmpty else {
            throw .missingField(file: file, field: "N: / I: / A: device description")
        }
        var codes: [UInt16: [UInt16]] = [:]
        for (type, bits) in codeBits where !bits.isEmpty { codes[type] = bits.sorted() }
        let device = DeviceDescription(name: name ?? "", bus: id[0], vendor: id[1], product: id[2], version: id[3],
                                       codes: codes, absinfo: absinfo, properties: properties)
        guard TouchCapability.hasTouchAxes(absinfo: absinfo, codes: codes) else {
            throw .notATouchDevice(file: file, index: 0, name: device.name)
        }
        let offset = events.first?.time ?? 0
        let decoded = try RebasingDecoder.decode(events, device: device, offset: offset,
                                                 deviceLocation: RecordingFileLocation(file: file, line: 1, column: 1)) { index in
            RecordingFileLocation(file: file, line: Int(eventLines[index]), column: 1)
        }
        let metadata = RecordingMetadata(source: EvemuImporter.source,
                                         sourceFile: RecordingImporter.lastPathComponent(file), kernel: kernel)
        return Recording(device: decoded.device, metadata: metadata, frames: decoded.frames)
    }
}

/// One line of an evemu file.
private struct Line {
    let bytes: UnsafeBufferPointer<UInt8>
    let start: Int
    let end: Int
    let number: Int
    let file: String

    var firstNonSpace: Int? {
        var i = start
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i < end ? i : nil
    }

    func location(_ index: Int) -> RecordingFileLocation {
        RecordingFileLocation(file: file, line: number, column: index - start + 1)
    }

    func text(from index: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[min(index, end)..<end]), as: UTF8.self)
    }

    /// The rest of the line from `index`, quoted and shortened for messages.
    func quoted(from index: Int) -> String {
        let text = self.text(from: index)
        if text.isEmpty { return "the end of the line" }
        return "\"" + (text.count > 40 ? String(text.prefix(40)) + "..." : text) + "\""
    }

    func fields(from index: Int) -> Fields { Fields(line: self, position: index) }
}

/// Whitespace-separated fields of a line, up to a `#` comment.
private struct Fields {
    let line: Line
    var position: Int

    private mutating func skipSpace() {
        while position < line.end, line.bytes[position] == 0x20 || line.bytes[position] == 0x09 { position += 1 }
    }

    /// True when a field (not a comment) follows.
    var hasMore: Bool {
        mutating get {
            skipSpace()
            return position < line.end && line.bytes[position] != UInt8(ascii: "#")
        }
    }

    /// The index of the next field's first byte in the file.
    var nextIndex: Int {
        mutating get {
            skipSpace()
            return position
        }
    }

    /// The next field's bytes, or nil at the end or a comment.
    mutating func next() -> UnsafeBufferPointer<UInt8>? {
        guard hasMore else { return nil }
        let from = position
        while position < line.end, line.bytes[position] != 0x20, line.bytes[position] != 0x09 { position += 1 }
        return UnsafeBufferPointer(rebasing: line.bytes[from..<position])
    }

    mutating func hex(_ what: String, maximum: Int64) throws(RecordingImportError) -> Int64 {
        let at = nextIndex
        guard let field = next() else {
            throw .unexpected(line.location(at), expected: "a hexadecimal \(what)", found: line.quoted(from: at))
        }
        guard let value = NumberParsing.hex(field, from: field.startIndex, to: field.endIndex) else {
            throw .unexpected(line.location(at), expected: "a hexadecimal \(what)", found: line.quoted(from: at))
        }
        guard value <= maximum else {
            throw .invalidValue(line.location(at), message: "\(what) 0x\(String(value, radix: 16)) is above 0x\(String(maximum, radix: 16))")
        }
        return value
    }

    mutating func decimal(_ what: String, in range: ClosedRange<Int64>) throws(RecordingImportError) -> Int64 {
        let at = nextIndex
        guard let field = next(), let value = NumberParsing.integer(field) else {
            throw .unexpected(line.location(at), expected: "a decimal \(what)", found: line.quoted(from: at))
        }
        guard range.contains(value) else {
            throw .invalidValue(line.location(at), message: "\(what) \(value) is outside \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Throws when anything but a comment is left.
    mutating func end() throws(RecordingImportError) {
        if hasMore {
            throw .unexpected(line.location(position), expected: "the end of the line or a # comment",
                              found: line.quoted(from: position))
        }
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var s = Substring(self)
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
