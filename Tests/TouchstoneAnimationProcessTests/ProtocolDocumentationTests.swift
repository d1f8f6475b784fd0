import Foundation
import Testing
import TouchstoneCore
import TouchstoneRecording
import TouchstoneTesting
@testable import TouchstoneAnimationProcess
import TouchstoneTestSupport

/// docs/animation-protocol.md's worked example is what Touchstone and the Python client really say:
/// every line of it appears, byte for byte, in a real session's requests and replies.
@Suite("docs/animation-protocol.md")
struct ProtocolDocumentationTests {
    @Test func theWorkedExampleIsARealSession() throws {
        let doc = try String(contentsOfFile: RepositoryPaths.root + "/docs/animation-protocol.md", encoding: .utf8)
        let example = try #require(doc.components(separatedBy: "## Worked example").last)
        let lines = example.split(separator: "\n").map(String.init)
        let sent = lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        let received = lines.filter { $0.hasPrefix("< ") }.map { String($0.dropFirst(2)) }
        #expect(sent.count >= 5 && received.count >= 4)

        let scratch = try TemporaryDirectory("protocol-doc")
        defer { scratch.remove() }
        let directory = scratch.path
        let slide = RepositoryPaths.root + "/examples/animation-protocol/python/slide.py"
        let replay = try GestureReplay(
            contentsOf: RepositoryPaths.recordings + "/swipe3_left_cube.json",
            command: ["sh", "-c", "tee \"$0/requests\" | python3 \"$1\" | tee \"$0/replies\"", directory, slide],
            engine: "vctransitions", replyTimeout: 300_000_000)
        #expect(replay.animationState?["page"] == .number(1))
        let requests = try String(contentsOfFile: directory + "/requests", encoding: .utf8).split(separator: "\n").map(String.init)
        let replies = try String(contentsOfFile: directory + "/replies", encoding: .utf8).split(separator: "\n").map(String.init)
        for line in sent { #expect(requests.contains(line), "not sent: \(line)") }
        for line in received { #expect(replies.contains(line), "not received: \(line)") }
        #expect(requests.last == sent.last)
        // Every request and reply of the session decodes as JSON objects; replies as protocol replies.
        for line in requests { #expect(try JSONValueCoding.decode(line)["type"] != nil) }
        for line in replies.dropFirst() { _ = try AnimationReply(line: line, container: .iPhone) }
    }
}
