import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

/// Issue 9: `RecordingImporter.read` streams every format: the device first, then frames as they
/// are decoded, nothing kept; `load` is the same frames collected.
@Suite("Import: streaming reads")
struct ImportStreamingTests {
    static let samples = ["pan2_down_complete_a.yml", "pan2_down_complete_a.evemu", "swipe3_left_complete_a.yml",
                          "pinch2_in_a.evemu"]

    @Test("read hands over the device once, then exactly the frames load collects", arguments: samples)
    func readMatchesLoad(name: String) throws {
        let path = ImportFixtures.path(name)
        let loaded = try RecordingImporter.load(path: path)
        var device: DeviceDescription?
        var frames: [TouchFrame] = []
        var framesBeforeStart = 0
        let header = try RecordingImporter.read(path: path, start: { device = $0 }) { frame in
            if device == nil { framesBeforeStart += 1 }
            frames.append(frame)
        }
        #expect(framesBeforeStart == 0)
        #expect(device == loaded.device && header.device == loaded.device)
        #expect(frames == loaded.frames && !frames.isEmpty)
        #expect(header.metadata == loaded.metadata && header.libinputGestures == loaded.libinputGestures)
        // The JSON conversion streams the same way.
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let json = directory.file("r.json")
        try RecordingEncoder().write(loaded, toPath: json)
        var jsonFrames: [TouchFrame] = []
        let jsonHeader = try RecordingImporter.read(path: json) { jsonFrames.append($0) }
        #expect(jsonFrames == loaded.frames && jsonHeader.device == loaded.device)
    }

    /// Frames decoded before an error near the end of the file: only a streaming reader has any.
    private func framesBeforeError(_ text: String, _ name: String) throws -> (frames: Int, error: String) {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file(name)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        var frames = 0
        do {
            _ = try RecordingImporter.read(path: path) { _ in frames += 1 }
        } catch {
            return (frames, error.description)
        }
        Issue.record("\(name) was accepted")
        return (frames, "")
    }

    @Test("frames are handed over as they are read, before the end of the file (YAML, evemu, JSON)")
    func framesComeBeforeTheEnd() throws {
        let yaml = try String(contentsOfFile: ImportFixtures.path("pan2_down_complete_a.yml"), encoding: .utf8)
        let yamlResult = try framesBeforeError(yaml + "\n: : broken\n", "late.yml")
        #expect(yamlResult.frames > 10 && yamlResult.error.contains("late.yml:"), "\(yamlResult)")
        let evemu = try String(contentsOfFile: ImportFixtures.path("pan2_down_complete_a.evemu"), encoding: .utf8)
        let evemuResult = try framesBeforeError(evemu + "E: nonsense\n", "late.evemu")
        #expect(evemuResult.frames > 10 && evemuResult.error.contains("late.evemu:"), "\(evemuResult)")
        let recording = try RecordingImporter.load(path: ImportFixtures.path("pan2_down_complete_a.yml"))
        var json = try RecordingEncoder().encodeString(recording)
        json.removeLast(3)
        let jsonResult = try framesBeforeError(json + "{\"t_us\": \"late\"}]}", "late.json")
        #expect(jsonResult.frames == recording.frames.count && jsonResult.error.contains("late.json:"), "\(jsonResult)")
    }

    @Test("an evemu line longer than the limit is refused without holding the rest of it")
    func longEvemuLine() throws {
        let text = "N: " + String(repeating: "n", count: 3 << 20) + "\nI: 0018 1209 7e01 0001\n"
        let result = try framesBeforeError(text, "long.evemu")
        #expect(result.error.hasPrefix("long.evemu:1:1:") || result.error.contains("long.evemu:1:"), "\(result.error.prefix(200))")
        #expect(result.error.contains("expected an evemu line of at most \(EvemuParser.maximumLineBytes) bytes, found a longer line"), "\(result.error.prefix(200))")
    }

    @Test("an evemu description line after the events is refused")
    func descriptionAfterEvents() throws {
        let evemu = try String(contentsOfFile: ImportFixtures.path("pan2_down_complete_a.evemu"), encoding: .utf8)
        let result = try framesBeforeError(evemu + "A: 35 0 900 0 0 12\n", "late-a.evemu")
        #expect(result.error.contains("expected the device description (N:, I:, P:, B:, A:) before the first E: line"),
                "\(result.error)")
    }
}
