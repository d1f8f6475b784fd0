import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording

/// One bad input, the message fragment its error must contain and, when it matters, the line.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let fragment: String
    let line: Int?

    init(_ name: String, _ text: String, _ fragment: String, line: Int? = nil) {
        self.name = name
        self.text = text
        self.fragment = fragment
        self.line = line
    }

    var testDescription: String { name }
}

/// The sample's rows with one row replaced or added, for the decoder-level cases.
private func ymlEvents(_ rows: [String], gestures: String = "") -> String {
    ImportSamples.yml(events: "  events:\n  - evdev:\n" + rows.map { "    - \($0)\n" }.joined() + gestures)
}

private func evemu(replacing old: String, with new: String) -> String {
    ImportSamples.evemu.replacingOccurrences(of: old, with: new)
}

@Suite("Import: bad input")
struct ImportBadInputTests {
    static let down = ["[0, 0, 3, 47, 0]", "[0, 0, 3, 57, 7]", "[0, 0, 3, 53, 100]", "[0, 0, 3, 54, 200]", "[0, 0, 0, 0, 0]"]

    static let yamlCases: [BadInput] = [
        BadInput("empty file", "", "expected a libinput record document, found the end of the document"),
        BadInput("only a comment", "# libinput record\n", "expected a libinput record document"),
        BadInput("binary garbage", "\u{01}\u{02}\u{7f}garbage\u{00}\u{1b}[", "expected well-formed YAML, found a syntax error: control characters are not allowed"),
        BadInput("a list, not a mapping", "- a\n- b\n", "expected a mapping with `version: 1` and `devices`, found a sequence", line: 1),
        BadInput("billion laughs", """
            a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
            version: 1
            devices: [*d]
            """, "expected no YAML anchors or aliases (libinput record writes none), found an anchor or alias", line: 1),
        BadInput("alias only", "version: 1\ndevices: *x\n", "YAML"),
        BadInput("deep nesting", "version: 1\nx: " + String(repeating: "[", count: 5000), "expected nesting at most 32 levels deep, found deeper nesting", line: 2),
        BadInput("unsupported version", ImportSamples.yml().replacingOccurrences(of: "version: 1", with: "version: 2"),
                 "expected libinput record version 1, found version 2", line: 1),
        BadInput("version is a string", ImportSamples.yml().replacingOccurrences(of: "version: 1", with: "version: one"),
                 "expected an integer (version), found \"one\"", line: 1),
        BadInput("no devices", "version: 1\n", "expected the key \"devices\" (it is required), found no such key", line: 1),
        BadInput("no version", "devices: []\n", "expected the key \"version\" (it is required), found no such key", line: 1),
        BadInput("string for an event type", ymlEvents(["[0, 0, three, 47, 0]"]),
                 "expected an integer (event type), found \"three\"", line: 22),
        BadInput("quoted number", ymlEvents(["[0, 0, \"3\", 47, 0]"]), "expected an integer (event type)", line: 22),
        BadInput("string in absinfo", ImportSamples.yml().replacingOccurrences(of: "47: [0, 4, 0, 0, 0]", with: "47: [0, four, 0, 0, 0]"),
                 "expected an integer (absinfo), found \"four\"", line: 15),
        BadInput("short absinfo", ImportSamples.yml().replacingOccurrences(of: "47: [0, 4, 0, 0, 0]", with: "47: [0, 4]"),
                 "expected 5 values for absinfo 47 [min, max, fuzz, flat, resolution], found 2"),
        BadInput("row with four values", ymlEvents(["[0, 0, 3, 47]"]), "expected 5 values [sec, usec, type, code, value], found the end of a sequence", line: 22),
        BadInput("row with six values", ymlEvents(["[0, 0, 3, 47, 0, 9]"]), "expected the end of the row after 5 values", line: 22),
        BadInput("row is a mapping", ymlEvents(["{a: 1}"]), "expected a row [sec, usec, type, code, value], found a mapping", line: 22),
        BadInput("value beyond Int32", ymlEvents(["[0, 0, 3, 47, 99999999999]"]), "expected event value in -2147483648...2147483647, found 99999999999"),
        BadInput("microseconds out of range", ymlEvents(["[0, 1000000, 3, 47, 0]"]), "expected microseconds in 0...999999, found 1000000"),
        BadInput("negative time", ymlEvents(["[-1, 0, 3, 47, 0]"]), "expected seconds in 0...4000000000, found -1", line: 22),
        BadInput("decreasing timestamps", ymlEvents(down + ["[0, 5000, 3, 53, 110]", "[0, 4000, 0, 0, 0]"]),
                 "time: expected a time not before the previous event's 5000 us, found 4000 us", line: 28),
        BadInput("slot beyond the device's maximum", ymlEvents(["[0, 0, 3, 47, 5]"]),
                 "ABS_MT_SLOT: expected a slot in 0...4 (the device's slots), found 5", line: 22),
        BadInput("negative slot", ymlEvents(["[0, 0, 3, 47, -1]"]), "event 0: ABS_MT_SLOT: expected a slot in 0...4 (the device's slots), found -1"),
        BadInput("tracking id -1 on an unused slot", ymlEvents(["[0, 0, 3, 47, 2]", "[0, 0, 3, 57, -1]"]),
                 "event 1: ABS_MT_TRACKING_ID -1: expected a contact to end in slot 2, found none", line: 23),
        BadInput("absurd slot count", ImportSamples.yml().replacingOccurrences(of: "47: [0, 4, 0, 0, 0]", with: "47: [0, 100000, 0, 0, 0]"),
                 "absinfo 47: expected at most 64 slots (maximum <= 63), found maximum 100000", line: 15),
        BadInput("gesture without nfingers", ymlEvents(down, gestures: "    libinput:\n    - {time: 0.1, type: GESTURE_SWIPE_BEGIN}\n"),
                 "expected `nfingers` in a GESTURE_SWIPE_BEGIN event", line: 28),
        BadInput("gesture with a bad time", ymlEvents(down, gestures: "    libinput:\n    - {time: soon, type: GESTURE_SWIPE_BEGIN, nfingers: 3}\n"),
                 "expected a time in seconds (e.g. 0.123456), found \"soon\"", line: 28),
        BadInput("gesture with a bad delta", ymlEvents(down, gestures: "    libinput:\n    - {time: 0.1, type: GESTURE_SWIPE_UPDATE, nfingers: 3, delta: [1, x]}\n"),
                 "expected a number (delta), found \"x\"", line: 28),
        BadInput("two documents", ImportSamples.yml() + "---\nversion: 1\n", "expected a single document, found a new document"),
        BadInput("unterminated flow", "version: 1\ndevices: [{node: x", "expected well-formed YAML, found a syntax error: did not find expected ',' or '}' (while parsing a flow mapping)"),
        BadInput("tab indentation", "version: 1\ndevices:\n\t- node: x\n", "expected well-formed YAML, found a syntax error: found character that cannot start any token", line: 3),
    ]

    static let evemuCases: [BadInput] = [
        BadInput("empty file", "", "expected the device description (N:, I:, A: lines) before the events, found none", line: 1),
        BadInput("binary garbage", "\u{01}\u{02}garbage\u{00}", "expected an evemu line (N:, I:, P:, B:, A:, E: or a # comment)", line: 1),
        BadInput("lower-case prefix", evemu(replacing: "N: Test", with: "n: Test"), "expected an evemu line", line: 3),
        BadInput("no touch axes", "# EVEMU 1.3\nN: Keyboard\nI: 0011 0001 0001 0001\nB: 01 00 00 00 40\n", "device 0 (Keyboard): expected touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH), found none"),
        BadInput("bad hex type", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: 0.000001 00g3 002f 0000"),
                 "expected a hexadecimal event type, found \"00g3 002f 0000", line: 21),
        BadInput("missing value", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: 0.000001 0003 002f"),
                 "expected a decimal event value", line: 21),
        BadInput("extra field", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: 0.000001 0003 002f 0000 17"),
                 "expected the end of the line or a # comment, found \"17", line: 21),
        BadInput("string value", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: 0.000001 0003 002f zero"),
                 "expected a decimal event value, found \"zero", line: 21),
        BadInput("negative time", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: -0.000001 0003 002f 0000"),
                 "expected a time <sec>.<usec> (not negative)", line: 21),
        BadInput("decreasing timestamps", evemu(replacing: "E: 0.010001 0001 014a 0000", with: "E: 0.000000 0001 014a 0000"),
                 ": time: expected a time not before the previous event's ", line: 29),
        BadInput("slot beyond the device's maximum", evemu(replacing: "E: 0.000001 0003 002f 0000", with: "E: 0.000001 0003 002f 0009"),
                 "ABS_MT_SLOT: expected a slot in 0...4 (the device's slots), found 9", line: 21),
        BadInput("tracking id -1 on an unused slot", evemu(replacing: "E: 0.000001 0003 0039 0007", with: "E: 0.000001 0003 0039 -001"),
                 "event 1: ABS_MT_TRACKING_ID -1: expected a contact to end in slot 0, found none", line: 22),
        BadInput("absurd slot count", evemu(replacing: "A: 2f 0 4 0 0 0", with: "A: 2f 0 100000 0 0 0"),
                 "absinfo 47: expected at most 64 slots (maximum <= 63), found maximum 100000"),
        BadInput("code beyond KEY_MAX", "N: x\nB: 01 " + String(repeating: "00 ", count: 96) + "01\n", "expected an event code up to KEY_MAX (0x2ff), found 768"),
        BadInput("minimum above maximum", evemu(replacing: "A: 00 0 1200 0 0 12", with: "A: 00 1300 1200 0 0 12"),
                 "absinfo 0: expected minimum <= maximum, found minimum 1300 above maximum 1200", line: 12),
        BadInput("huge hex", evemu(replacing: "I: 0018 1209", with: "I: 10018 1209"), "expected bus up to 0xffff, found 0x10018", line: 4),
    ]

    @Test("bad libinput record input gives located errors", arguments: yamlCases)
    func badYAML(input: BadInput) {
        expectFailure(input, sourceName: "bad.yml")
    }

    @Test("bad evemu input gives located errors", arguments: evemuCases)
    func badEvemu(input: BadInput) {
        expectFailure(input, sourceName: "bad.evemu")
    }

    private func expectFailure(_ input: BadInput, sourceName: String) {
        do {
            let recording = try RecordingImporter.load(bytes: Array(input.text.utf8), sourceName: sourceName)
            Issue.record("\(input.name): imported \(recording.frames.count) frames instead of failing")
        } catch {
            let message = error.description
            #expect(message.contains(input.fragment), "\(input.name): \(message)")
            #expect(message.hasPrefix(sourceName), "\(input.name): message names the file: \(message)")
            #expect(error.category == .badData)
            if let line = input.line {
                #expect(error.location?.line == line, "\(input.name): \(message)")
            }
        }
    }

    @Test("the valid bases of the bad inputs import")
    func basesAreValid() throws {
        #expect(try LibinputRecordImporter.importRecording(text: ymlEvents(Self.down), sourceName: "ok.yml").frames.count == 1)
        #expect(try LibinputRecordImporter.importRecording(text: ImportSamples.yml(), sourceName: "ok.yml").frames.count == 2)
        let evemu = try EvemuImporter.importRecording(text: ImportSamples.evemu, sourceName: "ok.evemu")
        #expect(evemu.frames.map(\.time) == [0, 10_000])
        #expect(evemu.metadata.kernel == "6.1.0-test")
        #expect(evemu.metadata.source == "evemu")
    }

    @Test("every truncation of a small file throws or imports a prefix, never crashes",
          arguments: [("small.yml", ImportSamples.singleDevice), ("small.evemu", ImportSamples.evemu)])
    func truncation(sourceName: String, text: String) throws {
        let bytes = Array(text.utf8)
        let full = try RecordingImporter.load(bytes: bytes, sourceName: sourceName)
        var failures = 0
        for length in 0..<bytes.count {
            do {
                let partial = try RecordingImporter.load(bytes: Array(bytes[..<length]), sourceName: sourceName)
                // A prefix can only be complete when it ends between entries: its frames are a prefix.
                #expect(partial.frames == Array(full.frames.prefix(partial.frames.count)), "prefix of \(length) bytes")
            } catch {
                failures += 1
                #expect(error.category == .badData)
            }
        }
        #expect(failures > bytes.count / 2, "most prefixes are incomplete")
    }

    @Test("the libinput record decoder error points at the row of the offending event")
    func decoderErrorLine() throws {
        var lines = ImportSamples.singleDevice.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("ABS_MT_TRACKING_ID -1") })
        lines.insert("    - [  0,  10000,   3,  57,      -1] # second -1", at: index + 1)
        do {
            _ = try LibinputRecordImporter.importRecording(text: lines.joined(separator: "\n"), sourceName: "x.yml")
            Issue.record("imported a double release")
        } catch {
            #expect(error.location == SourceLocation(file: "x.yml", line: index + 2, column: 7))
            guard case .decoding(_, _, .endOfUnusedSlot(slot: 0, eventIndex: 8)) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }
}
