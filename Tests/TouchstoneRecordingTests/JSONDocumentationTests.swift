import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

@Suite("Recording JSON documentation")
struct JSONDocumentationTests {
    private static let docsDirectory = URL(fileURLWithPath: RepositoryPaths.root + "/docs")

    /// The first ```json block of docs/recording-format.md.
    private func exampleText() throws -> String {
        let text = try String(contentsOf: Self.docsDirectory.appendingPathComponent("recording-format.md"), encoding: .utf8)
        let start = try #require(text.range(of: "```json\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test("The documented example decodes and is exactly what the encoder writes")
    func documentedExample() throws {
        let text = try exampleText()
        let recording = try RecordingDecoder().decode(text, name: "recording-format.md")
        #expect(recording.device.slotCount == 2 && recording.device.maxFingers == 3)
        #expect(recording.frames.count == 5)
        #expect(recording.frames[2].fingerCount == 3 && recording.frames[2].contacts.count == 2)
        #expect(recording.frames[3].isResync)
        #expect(recording.frames[1].contacts[0].pressure == 41)
        #expect(recording.libinputGestures.count == 3)
        #expect(try RecordingEncoder().encodeString(recording) == text)
    }

    @Test("The schema file is valid JSON naming the format")
    func schema() throws {
        let bytes = Array(try Data(contentsOf: Self.docsDirectory.appendingPathComponent("recording-format.schema.json")))
        let schema = try JSONValue(parsing: bytes)
        #expect(schema["properties"]?["format"]?["const"] == .string(RecordingFormat.name))
        #expect(schema["required"] == .array(["format", "version", "device", "frames"].map { .string($0) }))
    }
}
