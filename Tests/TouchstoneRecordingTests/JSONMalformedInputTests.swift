import Testing
import TouchstoneCore
@testable import TouchstoneRecording

/// One malformed input, the error case it must raise and a fragment of its message.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    let label: String
    let bytes: [UInt8]
    let error: String
    let fragment: String

    init(_ label: String, _ text: String, _ error: String, _ fragment: String) {
        self.init(label, Array(text.utf8), error, fragment)
    }

    init(_ label: String, _ bytes: [UInt8], _ error: String, _ fragment: String) {
        self.label = label
        self.bytes = bytes
        self.error = error
        self.fragment = fragment
    }

    var testDescription: String { label }
}

private func doc(frames: String = "[]", extra: String = "", version: String = "1.0") -> String {
    JSONFixtures.document(frames: frames, extra: extra, version: version)
}

private func frame(_ contacts: String, t: String = "0", more: String = "") -> String {
    "[{\"t_us\": \(t), \"contacts\": [\(contacts)]\(more)}]"
}

private let c0 = #"{"slot": 0, "id": 1, "x": 10, "y": 20}"#
private let deviceNoSlots = #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p"}, "frames": []}"#

private let malformedCases: [MalformedCase] = [
    MalformedCase("empty file", "", "empty", "bad.json: expected a touchstone-recording JSON object, found an empty file"),
    MalformedCase("only whitespace", " \n\t ", "empty", "bad.json: expected a touchstone-recording JSON object, found an empty file"),
    MalformedCase("binary garbage", [0x89, 0x50, 0x4E, 0x47, 0x00, 0x01, 0xFF], "syntax", "found byte 0x89"),
    MalformedCase("zero bytes", [0, 0, 0, 0], "syntax", "found byte 0x00"),
    MalformedCase("array at top level", "[1, 2]", "syntax", "expected a JSON object ('{')"),
    MalformedCase("lone open brace", "{", "truncated", "truncated"),
    MalformedCase("other format", #"{"format": "other-thing", "version": "1.0"}"#, "notARecording", "bad.json: format: expected \"touchstone-recording\", found \"other-thing\""),
    MalformedCase("no format key", #"{"version": "1.0", "device": {"name": "p"}, "frames": []}"#, "missingKey", "the recording: expected the key \"format\" (it is required), found no such key"),
    MalformedCase("no version key", #"{"format": "touchstone-recording", "device": {"name": "p"}, "frames": []}"#, "missingKey", "the recording: expected the key \"version\" (it is required), found no such key"),
    MalformedCase("no device key", #"{"format": "touchstone-recording", "version": "1.0", "frames": []}"#, "missingKey", "the recording: expected the key \"device\" (it is required), found no such key"),
    MalformedCase("no frames key", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p"}}"#, "missingKey", "the recording: expected the key \"frames\" (it is required), found no such key"),
    MalformedCase("unknown major version", doc(version: "2.0"), "unsupportedVersion", "bad.json: version: expected 1.x (written as \"MAJOR.MINOR\"), found \"2.0\""),
    MalformedCase("major version 0", doc(version: "0.9"), "unsupportedVersion", "\"0.9\""),
    MalformedCase("version not a number", doc(version: "one"), "unsupportedVersion", "\"one\""),
    MalformedCase("version as a JSON number", #"{"format": "touchstone-recording", "version": 1.0}"#, "wrongType", "version: expected a string, found a number"),
    MalformedCase("NaN time", doc(frames: frame(c0, t: "NaN")), "nonFiniteNumber", "expected a finite number, found NaN, which is not a JSON number"),
    MalformedCase("Infinity in expect", doc(extra: #""expect": {"a": Infinity}, "#), "nonFiniteNumber", "expected a finite number, found Infinity, which is not a JSON number"),
    MalformedCase("-Infinity coordinate", doc(frames: frame(#"{"slot": 0, "id": 1, "x": -Infinity, "y": 0}"#)), "nonFiniteNumber", "expected a finite number, found -Infinity, which is not a JSON number"),
    MalformedCase("negative time", doc(frames: frame(c0, t: "-5")), "invalidFrame", "bad.json:3:"),
    MalformedCase("negative time message", doc(frames: frame(c0, t: "-5")), "invalidFrame", "frame 0: t_us: expected a time of 0 or more (microseconds from the start of the recording), found -5"),
    MalformedCase("decreasing time", doc(frames: #"[{"t_us": 10, "contacts": []}, {"t_us": 9, "contacts": []}]"#), "invalidFrame", "bad.json:3:70: frame 1: t_us: expected a time not before the previous frame's 10, found 9"),
    MalformedCase("slot beyond the device", doc(frames: frame(#"{"slot": 3, "id": 1, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contact slot: expected a slot in 0...2 (the device's slots), found 3"),
    MalformedCase("negative slot", doc(frames: frame(#"{"slot": -1, "id": 1, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contact slot: expected a slot in 0...2 (the device's slots), found -1"),
    MalformedCase("slot on a device without slots", deviceNoSlots.replacingOccurrences(of: "\"frames\": []", with: "\"frames\": " + frame(#"{"slot": 1, "id": 1, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contact slot: expected a slot in 0...0 (the device's slots), found 1"),
    MalformedCase("two contacts in one slot", doc(frames: frame(c0 + ", " + #"{"slot": 0, "id": 2, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contacts: expected at most one contact per slot, found two in slot 0"),
    MalformedCase("two contacts with one id", doc(frames: frame(c0 + ", " + #"{"slot": 1, "id": 1, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contacts: expected tracking ids unique within the frame, found two with id 1"),
    MalformedCase("negative id", doc(frames: frame(#"{"slot": 0, "id": -1, "x": 0, "y": 0}"#)), "invalidFrame", "frame 0: contact id: expected a tracking id of 0 or more, found -1"),
    MalformedCase("10000 contacts", doc(frames: frame(Array(repeating: c0, count: 10_000).joined(separator: ","))), "invalidFrame", "frame 0: contacts: expected at most 3 (the device's slots), found 4 or more"),
    MalformedCase("fingers below contacts", doc(frames: frame(c0, more: #", "fingers": 0"#)), "invalidFrame", "frame 0: fingers: expected at least the frame's 1 contacts, found 0"),
    MalformedCase("too many fingers", doc(frames: frame(c0, more: #", "fingers": 70"#)), "invalidFrame", "frame 0: fingers: expected at most 5 (what the device can report), found 70"),
    MalformedCase("time as a string", doc(frames: frame(c0, t: "\"0\"")), "wrongType", "frames[0].t_us: expected an integer, found a string"),
    MalformedCase("fractional coordinate", doc(frames: frame(#"{"slot": 0, "id": 1, "x": 1.5, "y": 0}"#)), "wrongType", "frames[0].contacts[0].x: expected an integer, found the number 1.5"),
    MalformedCase("contacts not an array", doc(frames: #"[{"t_us": 0, "contacts": {}}]"#), "wrongType", "frames[0].contacts: expected an array of contacts, found an object"),
    MalformedCase("frame not an object", doc(frames: "[[]]"), "wrongType", "frames[0]: expected a frame object, found an array"),
    MalformedCase("frames not an array", doc(frames: "{}"), "wrongType", "frames: expected an array of frames, found an object"),
    MalformedCase("resync not a boolean", doc(frames: frame(c0, more: #", "resync": 1"#)), "wrongType", "resync: expected true or false"),
    MalformedCase("coordinate beyond Int32", doc(frames: frame(#"{"slot": 0, "id": 1, "x": 2147483648, "y": 0}"#)), "numberOutOfRange", "frames[0].contacts[0].x: expected an integer in -2147483648...2147483647, found 2147483648"),
    MalformedCase("time beyond Int64", doc(frames: frame(c0, t: "99999999999999999999999")), "numberOutOfRange", "frames[0].t_us: expected an integer in -9223372036854775808...9223372036854775807, found 99999999999999999999999"),
    MalformedCase("huge exponent", doc(extra: #""expect": 1e400, "#), "numberOutOfRange", "number: expected a finite double (magnitude at most 1.8e308), found 1e400"),
    MalformedCase("thousand-digit number", doc(extra: "\"expect\": \(String(repeating: "9", count: 1000)), "), "numberOutOfRange", "at most 512 characters"),
    MalformedCase("nesting depth bomb", doc(extra: "\"expect\": \(String(repeating: "[", count: 100_000)), "), "nestingTooDeep", "expected nesting at most 64 levels deep, found deeper nesting"),
    MalformedCase("object depth bomb in an unknown key", doc(extra: "\"x\": \(String(repeating: "{\"a\":", count: 100_000)), "), "nestingTooDeep", "expected nesting at most 64 levels deep, found deeper nesting"),
    MalformedCase("data after the document", doc() + " {}", "trailingData", "expected only whitespace after the end of the recording, found more data"),
    MalformedCase("trailing comma in frames", doc(frames: #"[{"t_us": 0, "contacts": []},]"#), "wrongType", "frames[1]: expected a frame object, found ']'"),
    MalformedCase("missing contacts", doc(frames: #"[{"t_us": 0}]"#), "missingKey", "frames[0]: expected the key \"contacts\" (it is required), found no such key"),
    MalformedCase("missing y", doc(frames: frame(#"{"slot": 0, "id": 1, "x": 0}"#)), "missingKey", "frames[0].contacts[0]: expected the key \"y\" (it is required), found no such key"),
    MalformedCase("duplicate frame key", doc(frames: #"[{"t_us": 0, "t_us": 1, "contacts": []}]"#), "duplicateKey", "frames[0]: expected the key \"t_us\" once, found it twice"),
    MalformedCase("duplicate top-level key", doc(extra: #""frames": [], "#), "duplicateKey", "the recording: expected the key \"frames\" once, found it twice"),
    MalformedCase("control character in a string", doc(extra: "\"metadata\": {\"source\": \"a\u{1}b\"}, "), "invalidString", "control character byte 0x01 must be escaped"),
    MalformedCase("invalid UTF-8", Array(doc(extra: #""metadata": {"source": "ab"}, "#).utf8).map { $0 == UInt8(ascii: "b") ? 0xFF : $0 }, "invalidString", "not valid UTF-8"),
    MalformedCase("lone surrogate", doc(extra: #""metadata": {"source": "\ud800x"}, "#), "invalidString", "lone UTF-16 surrogate"),
    MalformedCase("unknown escape", doc(extra: #""metadata": {"source": "\x41"}, "#), "invalidString", "unknown escape \\x"),
    MalformedCase("leading zero", doc(frames: frame(c0, t: "01")), "syntax", "expected a number without leading zeros"),
    MalformedCase("single quotes", "{'format': 1}", "syntax", "expected a string key in double quotes, found '''"),
    MalformedCase("missing colon", #"{"format" "x"}"#, "syntax", "expected ':' after an object key, found '\"'"),
    MalformedCase("bare word", doc(extra: #""expect": yes, "#), "syntax", "expected a JSON value, found 'y'"),
    MalformedCase("misspelt literal", doc(extra: #""expect": tru, "#), "syntax", "expected \"true\""),
    MalformedCase("unknown gesture type", doc(extra: #""libinput_gestures": [{"t_us": 0, "type": "GESTURE_WAVE", "fingers": 2}], "#), "invalidValue", "libinput_gestures[0].type: unknown gesture type \"GESTURE_WAVE\""),
    MalformedCase("gestures out of order", doc(extra: #""libinput_gestures": [{"t_us": 5, "type": "GESTURE_HOLD_BEGIN", "fingers": 2}, {"t_us": 4, "type": "GESTURE_HOLD_END", "fingers": 2}], "#), "invalidValue", "libinput_gestures[1].t_us: time 4 is earlier"),
    MalformedCase("gesture without fingers", doc(extra: #""libinput_gestures": [{"t_us": 5, "type": "GESTURE_HOLD_BEGIN"}], "#), "missingKey", "libinput_gestures[0]: expected the key \"fingers\" (it is required), found no such key"),
    MalformedCase("absurd slot count", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p", "absinfo": {"47": [0, 2147483647]}}, "frames": []}"#, "invalidValue", "expected at most 64 slots"),
    MalformedCase("absinfo of the wrong shape", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p", "absinfo": {"53": [0]}}, "frames": []}"#, "invalidValue", "device.absinfo.53: has 1 numbers"),
    MalformedCase("absinfo key not a code", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p", "absinfo": {"ABS_X": [0, 1]}}, "frames": []}"#, "invalidValue", "key \"ABS_X\" is not a decimal event type or code"),
    MalformedCase("code out of UInt16", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p", "codes": {"3": [70000]}}, "frames": []}"#, "numberOutOfRange", "device.codes.3[0]: expected an integer in 0...65535, found 70000.0"),
    MalformedCase("unknown device kind", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": "p", "kind": "tablet"}, "frames": []}"#, "invalidValue", "unknown kind \"tablet\""),
    MalformedCase("device name not a string", #"{"format": "touchstone-recording", "version": "1.0", "device": {"name": 7}, "frames": []}"#, "wrongType", "device.name: expected a string, found the number 7.0"),
    MalformedCase("labels not strings", doc(extra: #""metadata": {"source": "s", "labels": {"k": 1}}, "#), "wrongType", "metadata.labels.k: expected a string"),
]

@Suite("Recording JSON malformed input")
struct JSONMalformedInputTests {
    @Test("Each malformed input raises its error with a useful message", arguments: malformedCases)
    func malformed(_ testCase: MalformedCase) throws {
        let error = try #require(JSONFixtures.decodeError(testCase.bytes), "decoded without an error")
        #expect(JSONFixtures.caseName(error) == testCase.error, "\(error)")
        #expect(error.description.contains(testCase.fragment), "\(error)")
        #expect(error.description.hasPrefix("bad.json:"), "\(error)")
        #expect(error.file == "bad.json")
    }

    @Test("Positions are line and column of the offending byte")
    func positions() throws {
        let text = "{\n  \"format\": \"touchstone-recording\",\n  \"version\": \"1.0\",\n  \"device\": {\"name\": \"p\"},\n  \"frames\": [\n    {\"t_us\": 0, \"contacts\": [], \"resync\": maybe}\n  ]\n}\n"
        let error = try #require(JSONFixtures.decodeError(text))
        #expect(error.location == SourceLocation(file: "bad.json", line: 6, column: 43))
        // The same form as the YAML and evemu importers' errors: file:line:column.
        #expect(error.description == "bad.json:6:43: frames[0].resync: expected true or false, found 'm'")
    }

    @Test("Every prefix of a recording fails as truncated, never as success or a crash",
          arguments: RecordingJSONStyle.allCases)
    func truncationAtEveryOffset(style: RecordingJSONStyle) throws {
        let bytes = try RecordingEncoder(style: style).encode(JSONFixtures.small())
        // The last byte is a newline after the closing brace: every shorter prefix without the brace fails.
        let closing = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        for length in 0...closing {
            let error = JSONFixtures.decodeError(Array(bytes[..<length]))
            guard let error else {
                Issue.record("prefix of \(length) bytes decoded")
                continue
            }
            let name = JSONFixtures.caseName(error)
            #expect(name == "truncated" || (name == "empty" && length == 0), "prefix \(length): \(error)")
        }
        #expect(JSONFixtures.decodeError(Array(bytes[...closing])) == nil)
    }

    @Test("Unknown keys are ignored at every level")
    func unknownKeys() throws {
        let text = """
            {"zz_top": {"nested": [1, {"deep": null}]}, "format": "touchstone-recording", "version": "1.3",
             "device": {"name": "pad", "future": [1, 2], "absinfo": {"47": [0, 2, 0, 0, 0]}, "codes": {}},
             "metadata": {"source": "s", "new_field": true, "labels": {"a": "b"}},
             "libinput_gestures": [{"t_us": 1, "type": "GESTURE_HOLD_BEGIN", "fingers": 2, "seat": "seat0"}],
             "frames": [{"t_us": 0, "extra": {"a": [[]]}, "contacts": [{"slot": 1, "id": 4, "x": 1, "y": 2, "tool": "finger", "major": 3.5}]}],
             "trailer": "ignored"}
            """
        let r = try RecordingDecoder().decode(text)
        #expect(r.frames == [TouchFrame(time: 0, contacts: [Contact(id: 4, slot: 1, x: 1, y: 2)])])
        #expect(r.metadata == RecordingMetadata(source: "s", labels: ["a": "b"]))
        #expect(r.libinputGestures == [LibinputGestureEvent(time: 1, type: .holdBegin, fingers: 2)])
        #expect(r.device.slotCount == 3)
    }

    @Test("Newer minor versions are accepted", arguments: ["1.0", "1.1", "1.99", "1", "1.2.3"])
    func minorVersions(version: String) throws {
        let reader = try RecordingReader(bytes: Array(JSONFixtures.document(version: version).utf8))
        #expect(reader.header.version.major == 1)
    }

    @Test("Header keys may come after the frames, and frames before the header")
    func anyKeyOrder() throws {
        let frames = #"[{"t_us": 0, "contacts": [{"slot": 0, "id": 1, "x": 1, "y": 1}]}, {"t_us": 5, "contacts": []}]"#
        let late = """
            {"format": "touchstone-recording", "version": "1.0", "device": {"name": "p"}, "frames": \(frames),
             "metadata": {"source": "late"}, "expect": {"k": 1}}
            """
        let reader = try RecordingReader(bytes: Array(late.utf8))
        #expect(reader.header.metadata.source == "unknown")
        #expect(try reader.readAllFrames().count == 2)
        #expect(reader.header.metadata.source == "late")
        #expect(reader.header.expect == .object([("k", .number(1))]))

        let first = """
            {"frames": \(frames), "metadata": {"source": "s"}, "device": {"name": "p"},
             "version": "1.0", "format": "touchstone-recording"}
            """
        let r = try RecordingDecoder().decode(first)
        #expect(r.frames.count == 2 && r.metadata.source == "s")
        // Buffered frames are validated once the device is known.
        let invalid = first.replacingOccurrences(of: #""slot": 0"#, with: #""slot": 1"#)
        let error = try #require(JSONFixtures.decodeError(invalid))
        #expect(error.description.contains("frame 0: contact slot: expected a slot in 0...0 (the device's slots), found 1"), "\(error)")
    }
}
