import Testing
import TouchstoneCore
@testable import TouchstoneRecording

@Suite("Recording JSON round trips")
struct JSONRoundTripTests {
    @Test("Recording -> JSON -> Recording is the identity", arguments: RecordingJSONStyle.allCases)
    func roundTrip(style: RecordingJSONStyle) throws {
        let recording = JSONFixtures.small()
        let bytes = try RecordingEncoder(style: style).encode(recording)
        let decoded = try RecordingDecoder().decode(bytes)
        #expect(decoded == recording)
        #expect(decoded.libinputGestures == recording.libinputGestures)
        #expect(decoded.expect == recording.expect)
        #expect(decoded.metadata.labels == recording.metadata.labels)
        // Encoding is deterministic and stable through a round trip.
        #expect(try RecordingEncoder(style: style).encode(decoded) == bytes)
    }

    @Test("Expect blocks keep key order, including nested objects")
    func expectKeyOrder() throws {
        let text = try RecordingEncoder().encodeString(JSONFixtures.small())
        let decoded = try RecordingDecoder().decode(text)
        guard case .object(let members) = decoded.expect else {
            Issue.record("expect is not an object")
            return
        }
        #expect(members.map(\.key) == ["zeta", "alpha", "gesture"])
        guard case .object(let nested) = members[1].value else {
            Issue.record("expect.alpha is not an object")
            return
        }
        #expect(nested.map(\.key) == ["b", "a"])
    }

    @Test("Labels are written sorted by key")
    func labelsSorted() throws {
        let text = try RecordingEncoder().encodeString(JSONFixtures.small())
        let positions = ["\"a\": \"first\"", "\"emoji\": \"✋\"", "\"kind\": \"swipe\"", "\"z\": \"last\""]
            .map { text.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        let sorted = positions.compactMap { $0 }
        #expect(sorted == sorted.sorted())
    }

    @Test("Pretty output: header first, one frame per line, documented frame shape")
    func prettyLayout() throws {
        let text = try RecordingEncoder().encodeString(JSONFixtures.small())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "{")
        #expect(lines[1] == "  \"format\": \"touchstone-recording\",")
        #expect(lines[2] == "  \"version\": \"1.0\",")
        let framesLine = try #require(lines.firstIndex(of: "  \"frames\": ["))
        #expect(lines[framesLine + 1] == "    {\"t_us\":0,\"contacts\":[{\"slot\":0,\"id\":12,\"x\":100,\"y\":200}]},")
        #expect(lines[framesLine + 2]
            == "    {\"t_us\":8000,\"contacts\":[{\"slot\":0,\"id\":12,\"x\":104,\"y\":201,\"p\":37},{\"slot\":2,\"id\":13,\"x\":600,\"y\":300}]},")
        #expect(lines[framesLine + 3].hasSuffix("],\"fingers\":4},"))
        #expect(lines[framesLine + 4] == "    {\"t_us\":16000,\"contacts\":[],\"resync\":true},")
        #expect(lines[framesLine + 5] == "    {\"t_us\":40000,\"contacts\":[]}")
        #expect(Array(lines.suffix(3)) == ["  ]", "}", ""])
        // Header keys come before the frames, in the documented order.
        let order = ["\"format\"", "\"version\"", "\"device\"", "\"metadata\"", "\"libinput_gestures\"", "\"expect\"",
                     "\"frames\""].map { text.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test("Compact output has no whitespace outside strings")
    func compactLayout() throws {
        var recording = JSONFixtures.small()
        recording.metadata.labels = [:]
        recording.expect = nil
        recording.libinputGestures = []
        recording.device.name = "pad"
        let text = try RecordingEncoder(style: .compact).encodeString(recording)
        #expect(!text.dropLast().contains(" "))
        #expect(!text.dropLast().contains("\n"))
        #expect(text.hasPrefix("{\"format\":\"touchstone-recording\",\"version\":\"1.0\",\"device\":{"))
        #expect(text.hasSuffix("{\"t_us\":40000,\"contacts\":[]}]}\n"))
    }

    @Test("Doubles round-trip exactly; whole numbers print as integers",
          arguments: [0.1, -2.5, 1e-7, Double.leastNonzeroMagnitude, 1.7976931348623157e308, 1.0000000000000002, 3.0, -0.0, 123456789.0,
                      9007199254740993.0, 1e22, 0.30000000000000004])
    func doubles(value: Double) throws {
        var output = JSONOutput()
        output.append(number: value)
        let text = String(decoding: output.bytes, as: UTF8.self)
        var reader = JSONReader(text: text)
        let parsed = try reader.readDouble(field: "n")
        #expect(parsed.bitPattern == value.bitPattern, "\(text)")
        if value == value.rounded(), abs(value) < 1e15 {
            #expect(!text.contains(".") && !text.contains("e"), "\(text)")
        }
    }

    @Test("Integers print exactly across the Int64 range", arguments: [Int64.min, -1, 0, 7, 10, 65535, Int64.max])
    func integers(value: Int64) {
        var output = JSONOutput()
        output.append(integer: value)
        #expect(String(decoding: output.bytes, as: UTF8.self) == String(value))
    }

    @Test("The device keeps its capabilities and declared kind; derived fields are written but ignored")
    func device() throws {
        var recording = JSONFixtures.small()
        for kind in [DeviceKind?.none, .touchpad, .touchscreen] {
            recording.device.declaredKind = kind
            let text = try RecordingEncoder().encodeString(recording)
            #expect(text.contains("\"derived\": {\"slots\": 3, \"max_fingers\": 5, \"width_mm\": 100, \"height_mm\": 66"))
            let decoded = try RecordingDecoder().decode(text)
            #expect(decoded.device == recording.device)
            #expect(decoded.device.declaredKind == kind)
        }
        // Derived values that disagree with the capabilities are ignored.
        let text = try RecordingEncoder().encodeString(recording)
            .replacingOccurrences(of: "\"slots\": 3", with: "\"slots\": 99")
        #expect(try RecordingDecoder().decode(text).device.slotCount == 3)
    }

    @Test("Strings with escapes and non-ASCII survive")
    func strings() throws {
        var recording = JSONFixtures.small()
        recording.device.name = "Pad \"quoted\" \\ back\tslash \u{1} ✋ 𝄞"
        recording.metadata.labels = ["note": "line1\nline2\r\u{7f}"]
        let decoded = try RecordingDecoder().decode(try RecordingEncoder().encode(recording))
        #expect(decoded.device.name == recording.device.name)
        #expect(decoded.metadata.labels == recording.metadata.labels)
        // \u escapes, including a surrogate pair, are decoded.
        let escaped = JSONFixtures.document(extra: #""metadata": {"source": "\u0041\u00e9\ud834\udd1e\/"}, "#)
        #expect(try RecordingDecoder().decode(escaped).metadata.source == "Aé𝄞/")
    }

    @Test("Absent metadata reads as source \"unknown\"; null optional fields read as absent")
    func defaults() throws {
        let minimal = try RecordingDecoder().decode(JSONFixtures.document())
        #expect(minimal.metadata == RecordingMetadata(source: "unknown"))
        #expect(minimal.frames.isEmpty && minimal.libinputGestures.isEmpty && minimal.expect == nil)
        let nulls = try RecordingDecoder().decode(JSONFixtures.document(
            extra: #""metadata": {"source": "x", "kernel": null, "labels": null}, "expect": null, "#))
        #expect(nulls.metadata == RecordingMetadata(source: "x"))
        #expect(nulls.expect == .null)
    }

    @Test("Integer fields accept an exact whole number written with a fraction or exponent")
    func integerSpellings() throws {
        let r = try RecordingDecoder().decode(JSONFixtures.document(
            frames: #"[{"t_us": 1e3, "contacts": [{"slot": 1.0, "id": 5E0, "x": -0.0, "y": 12.50e1}]}]"#))
        #expect(r.frames == [TouchFrame(time: 1000, contacts: [Contact(id: 5, slot: 1, x: 0, y: 125)])])
    }

    @Test("Contacts are sorted by slot on read and write")
    func contactOrder() throws {
        let r = try RecordingDecoder().decode(JSONFixtures.document(frames: """
            [{"t_us": 0, "contacts": [{"slot": 2, "id": 1, "x": 0, "y": 0}, {"slot": 0, "id": 2, "x": 0, "y": 0}]}]
            """))
        #expect(r.frames[0].contacts.map(\.slot) == [0, 2])
        var unsorted = JSONFixtures.small()
        unsorted.frames[1].contacts.reverse()
        let decoded = try RecordingDecoder().decode(try RecordingEncoder().encode(unsorted))
        #expect(decoded.frames == JSONFixtures.small().frames)
    }
}

@Suite("Free-standing JSON values")
struct JSONValueCodingTests {
    @Test("Values round-trip with key order, in both layouts", arguments: RecordingJSONStyle.allCases)
    func roundTrip(style: RecordingJSONStyle) throws {
        let value: JSONValue = .object([("b", .array([.number(1), .number(-0.5), .null])), ("a", .bool(false)),
                                        ("a", .string("dup\u{0}")), ("long", .array((0..<40).map { .number(Double($0)) }))])
        let bytes = try JSONValueCoding.encode(value, style: style)
        #expect(try JSONValueCoding.decode(bytes) == value)
    }

    @Test("Top-level scalars, trailing data and NaN")
    func edges() throws {
        #expect(try JSONValueCoding.decode(" 42 ") == .number(42))
        #expect(throws: RecordingError.self) { try JSONValueCoding.decode("1 2") }
        #expect(throws: RecordingError.empty(file: "<memory>")) { try JSONValueCoding.decode("") }
        #expect(throws: RecordingError.self) { try JSONValueCoding.encode(.array([.number(.nan)])) }
        #expect(try JSONValueCoding.encodeString(.object([("k", .number(1))])) == "{\"k\": 1}\n")
    }

    @Test("A frame line is the recording's frame shape")
    func frameLine() {
        let frame = TouchFrame(time: 1234, contacts: [Contact(id: 12, slot: 0, x: 100, y: 200)], fingerCount: 3)
        #expect(RecordingEncoder.frameLine(frame) == #"{"t_us":1234,"contacts":[{"slot":0,"id":12,"x":100,"y":200}],"fingers":3}"#)
    }
}
