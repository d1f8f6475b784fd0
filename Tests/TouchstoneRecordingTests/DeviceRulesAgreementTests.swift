import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording

/// Issue 9: JSON, libinput record YAML and evemu refuse the same broken device descriptions, each
/// error naming the file, the place, what was expected and what was found; writers refuse what
/// readers would refuse.
@Suite("Device rules agree across the three formats")
struct DeviceRulesAgreementTests {
    /// One broken description written in each format, and the words every error must contain.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let yaml: String
        let evemu: String
        let json: String
        let fragment: String
        var testDescription: String { name }
    }

    static func yaml(_ old: String, _ new: String) -> String {
        let text = ImportSamples.yml().replacingOccurrences(of: old, with: new)
        precondition(text != ImportSamples.yml(), old)
        return text
    }

    static func evemu(_ old: String, _ new: String) -> String {
        let text = ImportSamples.evemu.replacingOccurrences(of: old, with: new)
        precondition(text != ImportSamples.evemu, old)
        return text
    }

    /// A JSON recording of the same touchpad with `name` and absinfo `53` as given.
    static func json(name: String = "\"Test Touchpad\"", slot: String = "[0, 4, 0, 0, 0]",
                     x: String = "[0, 1200, 0, 0, 12]") -> String {
        """
        {"format": "touchstone-recording", "version": "1.0",
         "device": {"name": \(name), "codes": {"3": [0, 1, 47, 53, 54, 57]},
                    "absinfo": {"0": [0, 1200, 0, 0, 12], "1": [0, 800, 0, 0, 12], "47": \(slot), "53": \(x),
                                "54": [0, 800, 0, 0, 12], "57": [0, 65535]}},
         "frames": []}
        """
    }

    static let cases: [Case] = [
        Case(name: "absinfo minimum above maximum",
             yaml: yaml("53: [0, 1200, 0, 0, 12]", "53: [1300, 1200, 0, 0, 12]"),
             evemu: evemu("A: 35 0 1200 0 0 12", "A: 35 1300 1200 0 0 12"),
             json: json(x: "[1300, 1200, 0, 0, 12]"),
             fragment: "53: expected minimum <= maximum, found minimum 1300 above maximum 1200"),
        Case(name: "negative resolution",
             yaml: yaml("53: [0, 1200, 0, 0, 12]", "53: [0, 1200, 0, 0, -12]"),
             evemu: evemu("A: 35 0 1200 0 0 12", "A: 35 0 1200 0 0 -12"),
             json: json(x: "[0, 1200, 0, 0, -12]"),
             fragment: "53: expected a resolution of 0 (not reported) or more units per mm, found resolution -12"),
        Case(name: "negative slot minimum",
             yaml: yaml("47: [0, 4, 0, 0, 0]", "47: [-1, 4, 0, 0, 0]"),
             evemu: evemu("A: 2f 0 4 0 0 0", "A: 2f -1 4 0 0 0"),
             json: json(slot: "[-1, 4, 0, 0, 0]"),
             fragment: "47: expected an ABS_MT_SLOT minimum of 0 (slots count from 0), found minimum -1"),
        Case(name: "NUL in the device name",
             yaml: yaml("name: \"Test Touchpad\"", "name: \"Test\\0Touchpad\""),
             evemu: evemu("N: Test Touchpad", "N: Test\u{0}Touchpad"),
             json: json(name: "\"Test\\u0000Touchpad\""),
             fragment: "name: expected a name without NUL characters, found a NUL character at byte 4"),
    ]

    private func failure(_ text: String, _ file: String) -> String? {
        do {
            _ = try RecordingImporter.load(bytes: Array(text.utf8), sourceName: file)
            return nil
        } catch {
            #expect(error.category == .badData)
            return error.description
        }
    }

    @Test("each format refuses it, naming file, place, expected and found", arguments: cases)
    func agreement(_ item: Case) throws {
        for (text, file) in [(item.yaml, "bad.yml"), (item.evemu, "bad.evemu"), (item.json, "bad.json")] {
            let message = try #require(failure(text, file), "\(file) was accepted")
            #expect(message.hasPrefix(file + ":"), "\(message)")
            #expect(message.contains(item.fragment), "\(file): \(message)")
            #expect(message.contains("line") || message.hasPrefix(file + ":") && message.split(separator: ":").count >= 4,
                    "\(file): a place: \(message)")
        }
    }

    @Test("a 2 MB device name is refused by every reader and by the writer")
    func longNames() throws {
        let long = String(repeating: "n", count: 2 << 20)
        let inputs = [(Self.yaml("name: \"Test Touchpad\"", "name: \"\(long)\""), "long.yml"),
                      (Self.evemu("N: Test Touchpad", "N: \(long)"), "long.evemu"),
                      (Self.json(name: "\"\(long)\""), "long.json")]
        for (text, file) in inputs {
            let message = try #require(failure(text, file), "\(file) was accepted")
            #expect(message.contains("1048576"), "\(file): \(message.prefix(300))")
        }
        var recording = try RecordingImporter.load(bytes: Array(ImportSamples.yml().utf8), sourceName: "ok.yml")
        recording.device.name = long
        #expect(throws: RecordingError.unencodable(file: "<memory>", field: "device.name",
                                                   problem: "expected a name of at most 1048576 bytes, found 2097152 bytes")) {
            try RecordingEncoder().encode(recording)
        }
        recording.device.name = "ok"
        recording.metadata.labels["note"] = long
        #expect(throws: RecordingError.unencodable(file: "<memory>", field: "metadata.labels.note",
                                                   problem: "a string of 2097152 bytes; the reader accepts at most 1048576")) {
            try RecordingEncoder().encode(recording)
        }
    }

    @Test("the writer refuses a device the readers would refuse")
    func writerAppliesTheRules() throws {
        var recording = try RecordingImporter.load(bytes: Array(ImportSamples.yml().utf8), sourceName: "ok.yml")
        recording.device.absinfo[EventCode.ABS_MT_POSITION_X]?.resolution = -1
        #expect(throws: RecordingError.unencodable(file: "<memory>", field: "device.absinfo.53",
                                                   problem: "expected a resolution of 0 (not reported) or more units per mm, found resolution -1")) {
            try RecordingEncoder().encode(recording)
        }
        recording.device.absinfo[EventCode.ABS_MT_POSITION_X]?.resolution = 12
        recording.device.name = "a\u{0}b"
        #expect(throws: RecordingError.self) { try RecordingEncoder().encode(recording) }
    }

    @Test("duplicate keys are refused in YAML as in JSON; a repeated evemu N:, I: or A: line too")
    func duplicates() throws {
        let yamlCases = [
            Self.yaml("version: 1\n", "version: 1\nversion: 1\n"),
            Self.yaml("    name: \"Test Touchpad\"\n", "    name: \"Test Touchpad\"\n    name: \"Other\"\n"),
            Self.yaml("      53: [0, 1200, 0, 0, 12]\n", "      53: [0, 1200, 0, 0, 12]\n      53: [0, 900, 0, 0, 12]\n"),
            Self.yaml("      53: [0, 1200, 0, 0, 12]\n", "      53: [0, 1200, 0, 0, 12]\n      0x35: [0, 900, 0, 0, 12]\n"),
        ]
        for text in yamlCases {
            let message = try #require(failure(text, "dup.yml"), "accepted:\n\(text)")
            #expect(message.hasPrefix("dup.yml:") && message.contains("expected each"), "\(message)")
            #expect(message.contains("again"), "\(message)")
        }
        for (old, new) in [("N: Test Touchpad\n", "N: Test Touchpad\nN: Other\n"),
                           ("I: 0018 1209 7e01 0001\n", "I: 0018 1209 7e01 0001\nI: 0003 1209 7e01 0001\n"),
                           ("A: 35 0 1200 0 0 12\n", "A: 35 0 1200 0 0 12\nA: 35 0 900 0 0 12\n")] {
            let message = try #require(failure(Self.evemu(old, new), "dup.evemu"), "\(new)")
            #expect(message.hasPrefix("dup.evemu:") && message.contains("expected one"), "\(message)")
        }
        let json = Self.json().replacingOccurrences(of: "\"name\": \"Test Touchpad\",",
                                                    with: "\"name\": \"Test Touchpad\", \"name\": \"x\",")
        #expect(failure(json, "dup.json")?.contains("device: expected the key \"name\" once, found it twice") == true)
    }

    @Test("version \"01.0\" is refused; \"1.0\", \"1\" and \"1.2.3\" are read")
    func leadingZeroVersion() {
        for bad in ["01.0", "1.00", "001", "1.01"] {
            let text = Self.json().replacingOccurrences(of: "\"1.0\"", with: "\"\(bad)\"")
            #expect(failure(text, "v.json")?.contains("v.json: version: expected 1.x (written as \"MAJOR.MINOR\"), found \"\(bad)\"") == true, "\(bad)")
        }
        for good in ["1.0", "1", "1.2.3", "1.10"] {
            let text = Self.json().replacingOccurrences(of: "\"1.0\"", with: "\"\(good)\"")
            #expect(failure(text, "v.json") == nil, "\(good)")
        }
    }
}
