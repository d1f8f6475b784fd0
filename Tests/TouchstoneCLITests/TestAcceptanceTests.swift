import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// `touchstone test --accept`: record, accept, commit.
@Suite struct TestAcceptanceTests {
    /// The bytes of `text` before its top-level "expect" member and from its "frames" member on.
    static func outsideExpect(_ text: String) -> (head: Substring, tail: Substring) {
        let frames = text.range(of: "\n  \"frames\"")!.lowerBound
        let expect = text.range(of: "\n  \"expect\"")?.lowerBound ?? frames
        return (text[..<expect], text[frames...])
    }

    @Test func writesTheActualOutcomeIntoARecordingWithoutABlockAndKeepsEverythingElse() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        // An unknown top-level key and a restrictive mode must survive the rewrite.
        let original = SampleCase.unexpected.replacingOccurrences(of: "\"format\": \"touchstone-recording\",",
                                                               with: "\"format\": \"touchstone-recording\",\n  \"x-note\": {\"by\": \"me\"},")
        let path = try scratch.write("s/new.json", original)
        chmod(path, 0o600)
        #expect(TestRun(["s"], in: scratch.path).status == .noTestsCollected)
        let accept = TestRun(["s", "--accept"], in: scratch.path)
        #expect(accept.status == .ok)
        #expect(accept.output.text.contains("written   s/new.json: expect {\"gestures\": [{\"kind\": \"none\", \"fingers\": 2"))
        let updated = try #require(scratch.read("s/new.json"))
        #expect(updated.contains("\"x-note\": {\"by\": \"me\"}"))
        #expect(Self.outsideExpect(updated).head == Self.outsideExpect(original).head)
        #expect(Self.outsideExpect(updated).tail == Self.outsideExpect(original).tail)
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
        // Accepted, it is a passing case; accepting again changes nothing.
        #expect(TestRun(["s"], in: scratch.path).status == .ok)
        let again = TestRun(["s", "--accept"], in: scratch.path)
        #expect(again.output.text.contains("0 written, 0 updated, 1 unchanged"))
        #expect(scratch.read("s/new.json") == updated)
    }

    @Test func withAnAnimationTheBlockAlsoExpectsTheReplaysEnd() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("s/new.json", SampleCase.unexpected)
        let accept = TestRun(["s", "--accept", "--animation", "cube", "--engine", "vctransitions"], in: scratch.path)
        #expect(accept.status == .ok, "\(accept.output.text)")
        let text = try #require(scratch.read("s/new.json"))
        #expect(text.contains("\"animation\": \"cube\"") && text.contains("\"engine\": \"vctransitions\""))
        #expect(text.contains("\"final\": {\"progress\": 0, \"completed_transitions\": 0}"))
        #expect(TestRun(["s"], in: scratch.path).status == .ok)
    }

    @Test func neverTouchesAPassingExpectationAndOnlyTheNamedFieldsOfAFailingOne() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("s/pass.json", SampleCase.passing)
        // Two wrong fields: the kind and the finger count.
        let failing = SampleCase.passing.replacingOccurrences(of: "{\"kind\": \"none\", \"fingers\": 2", with: "{\"kind\": \"hold\", \"fingers\": 3")
        try scratch.write("s/fail.json", failing)
        let before = TestRun(["s", "--accept"], in: scratch.path)
        #expect(before.status == .failure)
        #expect(before.output.text.contains("failing   s/fail.json: gestures[0].kind: expected hold, found none"))
        #expect(before.output.text.contains("accept it with --field gestures[0].kind"))
        #expect(scratch.read("s/fail.json") == failing && scratch.read("s/pass.json") == SampleCase.passing)

        let kind = TestRun(["s", "--accept", "--field", "gestures[0].kind"], in: scratch.path)
        #expect(kind.output.text.contains("updated   s/fail.json: gestures[0].kind: \"hold\" -> \"none\""))
        #expect(kind.status == .failure, "the finger count still differs")
        let afterKind = try #require(scratch.read("s/fail.json"))
        #expect(afterKind.contains("\"kind\": \"none\"") && afterKind.contains("\"fingers\": 3"))
        #expect(scratch.read("s/pass.json") == SampleCase.passing)

        let rest = TestRun(["s", "--accept", "--field", "gestures"], in: scratch.path)
        #expect(rest.status == .ok)
        #expect(rest.output.text.contains("gestures[0].fingers: 3 -> 2"))
        #expect(TestRun(["s"], in: scratch.path).status == .ok)
        #expect(Self.outsideExpect(try #require(scratch.read("s/fail.json"))).tail == Self.outsideExpect(failing).tail)
    }

    @Test func rangesWidenJustEnoughAndBrokenFilesAreLeftAlone() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let tooFast = SampleCase.passing.replacingOccurrences(of: "\"outcome\": \"none\"}", with: "\"outcome\": \"none\", \"progress_at_release\": [0.5, 1]}")
        try scratch.write("s/range.json", tooFast)
        let broken = String(SampleCase.passing.prefix(400))
        try scratch.write("s/broken.json", broken)
        let run = TestRun(["s", "--accept", "--field", "gestures"], in: scratch.path)
        #expect(run.output.text.contains("gestures[0].progress_at_release: [0.5, 1] -> [0, 1]"))
        #expect(run.output.text.contains("error     s/broken.json"))
        #expect(run.status == .failure)
        #expect(scratch.read("s/broken.json") == broken)
        #expect(TestRun(["s/range.json"], in: scratch.path).status == .ok)
        #expect(TestRun(["s", "--field", "gestures"], in: scratch.path).status == .usage)
    }

    @Test func pathsSelectTheirChildren() throws {
        #expect(ExpectationAcceptance.selects("gestures", "gestures[0].outcome"))
        #expect(ExpectationAcceptance.selects("replay", "replay.final.progress"))
        #expect(ExpectationAcceptance.selects("replay.final", "replay.final.progress"))
        #expect(!ExpectationAcceptance.selects("replay.fin", "replay.final.progress"))
        #expect(!ExpectationAcceptance.selects("gestures[1]", "gestures[10].kind"))
        #expect(ExpectationAcceptance.Path("gestures[2].kind").steps == [.key("gestures"), .index(2), .key("kind")])
    }
}
