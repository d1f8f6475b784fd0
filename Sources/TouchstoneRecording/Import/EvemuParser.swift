import TouchstoneCore

/// The line-by-line reader behind `EvemuImporter`: bytes are fed in chunks of any size, frames
/// are handed on as they are decoded, and nothing grows with the file (a line is at most
/// `maximumLineBytes`).
struct EvemuParser {
    private let file: String
    private let delivery: FrameDelivery
    private var name: String?
    private var id: [UInt16] = [0, 0, 0, 0]
    private var properties: [UInt16] = []
    private var propertyOffset = 0
    private var codeBits: [UInt16: Set<UInt16>] = [:]
    private var codeOffsets: [UInt16: Int] = [:]
    private var absinfo: [UInt16: AxisInfo] = [:]
    private var kernel: String?
    private var sawDescription = false
    private var sawID = false
    /// Set at the first event: the description is complete from then on.
    private var device: DeviceDescription?
    private var decoder: RebasingDecoder?
    private var lineNumber = 0
    /// The start of a line that the previous chunk ended in.
    private var pending: [UInt8] = []

    /// The highest key code the kernel defines (`KEY_MAX`).
    private static let maximumCode = 0x2FF
    /// The longest line accepted: a name at the reader's string limit, with room to spare.
    static let maximumLineBytes = RecordingFormat.maximumStringBytes + 4096

    init(file: String, delivery: FrameDelivery) {
        self.file = file
        self.delivery = delivery
    }

    /// Reads the complete lines in `bytes`; a line cut by the end of the chunk waits for the next.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(RecordingError) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end == bytes.count {
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                if pending.count > Self.maximumLineBytes {
                    throw .unexpected(SourceLocation(file: file, line: lineNumber + 1, column: 1),
                                      expected: "an evemu line of at most \(Self.maximumLineBytes) bytes", found: "a longer line")
                }
                return
            }
            if pending.isEmpty {
                try parseLine(bytes, start: start, end: end)
            } else {
                pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                try parsePending()
            }
            start = end + 1
        }
    }

    /// Reads the last line (when the file does not end with a newline) and completes the import.
    mutating func finish() throws(RecordingError) -> RecordingHeader {
        if !pending.isEmpty { try parsePending() }
        let device = try startFrames()
        try decoder?.finish()
        let metadata = RecordingMetadata(source: EvemuImporter.source,
                                         sourceFile: RecordingImporter.lastPathComponent(file), kernel: kernel)
        return RecordingHeader(device: device, metadata: metadata)
    }

    private mutating func parsePending() throws(RecordingError) {
        let line = pending
        pending.removeAll(keepingCapacity: true)
        try line.withUnsafeBufferPointer { (b) throws(RecordingError) in try parseLine(b, start: 0, end: b.count) }
    }

    private mutating func parseLine(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws(RecordingError) {
        lineNumber += 1
        var lineEnd = end
        if lineEnd > start, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
        try parseLine(Line(bytes: bytes, start: start, end: lineEnd, number: lineNumber, file: file))
    }

    private mutating func parseLine(_ line: Line) throws(RecordingError) {
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
        if b[first] == UInt8(ascii: "E") {
            try parseEvent(line, &fields)
            return
        }
        if device != nil, [UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "P"), UInt8(ascii: "B"), UInt8(ascii: "A")].contains(b[first]) {
            throw .unexpected(line.location(first), expected: "the device description (N:, I:, P:, B:, A:) before the first E: line",
                              found: "a description line after the events")
        }
        switch b[first] {
        case UInt8(ascii: "N"):
            guard name == nil else {
                throw .unexpected(line.location(first), expected: "one N: line", found: "a second N: line")
            }
            let text = line.text(from: first + 2).trimmingSpaces
            if let violation = DeviceRules.check(name: text) {
                throw .invalid(line.location(first + 2), violation.description)
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
                        throw .unexpected(line.location(at), expected: "an input property up to INPUT_PROP_MAX (31)", found: "\(property)")
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
                        throw .unexpected(line.location(at), expected: "an event code up to KEY_MAX (0x2ff)", found: "\(code)")
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
                throw .invalid(line.location(codeColumn), violation.description)
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

    private mutating func parseEvent(_ line: Line, _ fields: inout Fields) throws(RecordingError) {
        let timeColumn = fields.nextIndex
        guard let timeBytes = fields.next(), let time = NumberParsing.microseconds(timeBytes) else {
            throw .unexpected(line.location(timeColumn), expected: "a time <sec>.<usec> (not negative)",
                              found: line.quoted(from: timeColumn))
        }
        let type = try fields.hex("event type", maximum: 0xFFFF)
        let code = try fields.hex("event code", maximum: 0xFFFF)
        let value = try fields.decimal("event value", in: Int64(Int32.min)...Int64(Int32.max))
        try fields.end()
        if decoder == nil { _ = try startFrames() }
        let event = EvdevEvent(time: time, type: UInt16(type), code: UInt16(code), value: Int32(value))
        let file = self.file
        if let frame = try decoder!.decode(event, at: { SourceLocation(file: file, line: line.number, column: 1) }) {
            delivery.frame(frame)
        }
    }

    /// The device, checked and handed on once (at the first event, or at the end of a file without
    /// events), with the decoder that turns the events into frames.
    private mutating func startFrames() throws(RecordingError) -> DeviceDescription {
        if let device { return device }
        guard sawDescription || !absinfo.isEmpty else {
            throw .unexpected(SourceLocation(file: file, line: max(lineNumber, 1), column: 1),
                              expected: "the device description (N:, I:, A: lines) before the events", found: "none")
        }
        var codes: [UInt16: [UInt16]] = [:]
        for (type, bits) in codeBits where !bits.isEmpty { codes[type] = bits.sorted() }
        let description = DeviceDescription(name: name ?? "", bus: id[0], vendor: id[1], product: id[2], version: id[3],
                                            codes: codes, absinfo: absinfo, properties: properties)
        guard TouchCapability.hasTouchAxes(absinfo: absinfo, codes: codes) else {
            throw .notATouchDevice(file: file, index: 0, name: description.name)
        }
        let decoder = try RebasingDecoder(device: description,
                                          deviceLocation: SourceLocation(file: file, line: 1, column: 1))
        self.decoder = decoder
        device = decoder.device
        delivery.start(decoder.device)
        return decoder.device
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

    func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: index - start + 1)
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

    mutating func hex(_ what: String, maximum: Int64) throws(RecordingError) -> Int64 {
        let at = nextIndex
        guard let field = next() else {
            throw .unexpected(line.location(at), expected: "a hexadecimal \(what)", found: line.quoted(from: at))
        }
        guard let value = NumberParsing.hex(field, from: field.startIndex, to: field.endIndex) else {
            throw .unexpected(line.location(at), expected: "a hexadecimal \(what)", found: line.quoted(from: at))
        }
        guard value <= maximum else {
            throw .unexpected(line.location(at), expected: "\(what) up to 0x\(String(maximum, radix: 16))",
                              found: "0x\(String(value, radix: 16))")
        }
        return value
    }

    mutating func decimal(_ what: String, in range: ClosedRange<Int64>) throws(RecordingError) -> Int64 {
        let at = nextIndex
        guard let field = next(), let value = NumberParsing.integer(field) else {
            throw .unexpected(line.location(at), expected: "a decimal \(what)", found: line.quoted(from: at))
        }
        guard range.contains(value) else {
            throw .unexpected(line.location(at), expected: "\(what) in \(range.lowerBound)...\(range.upperBound)", found: "\(value)")
        }
        return value
    }

    /// Throws when anything but a comment is left.
    mutating func end() throws(RecordingError) {
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
