import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport
import TouchstoneTransitions
import Synchronization

/// `touchstone test` replays each case once: the verdict, the report's pictures and `--accept` come from
/// the same replay, an animation command's included (issue 10 "one pass", issue 11 leftovers).
@Suite("One replay per test case")
struct TestCaseReplayTests {
    /// A command that counts its sessions (one line per start in `counter`) and then is the Python slide.
    static func countingCommand(_ counter: String) -> [String] {
        ["sh", "-c", "echo started >> \(counter); exec python3 \(AnimationCommandTests.slide)"]
    }

    static func sessions(_ counter: String) -> Int {
        ((try? String(contentsOfFile: counter, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// The report's section of `name` (up to the next case's section).
    static func section(_ name: String, in html: String) -> String {
        guard let start = html.range(of: "id=\"case-\(name)\"") else { return "" }
        let rest = html[start.upperBound...]
        let end = rest.range(of: "id=\"case-")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    @Test func everyCaseIsReplayedOnceAndAFailedCommandCaseHasItsContactSheet() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("ok.json", AnimationCommandTests.recording(command: Self.countingCommand(scratch.path + "/ok.count")))
        try scratch.write("wrong.json", AnimationCommandTests.recording(command: Self.countingCommand(scratch.path + "/wrong.count"),
                                                                        state: #"{"page": 0}"#))
        let run = TestRun([scratch.path, "--report", "report.html", "--reply-timeout", "300"], in: scratch.path)
        #expect(run.status == .failure, "\(run.output.text)")
        // One session each: the report's plot and contact sheet did not replay them again.
        #expect(Self.sessions(scratch.path + "/ok.count") == 1)
        #expect(Self.sessions(scratch.path + "/wrong.count") == 1)
        let html = try String(contentsOfFile: scratch.path + "/report.html", encoding: .utf8)
        let wrong = Self.section("wrong.json", in: html)
        #expect(wrong.contains("contact sheet of the replay"), "\(wrong.prefix(2000))")
        // The sheet shows the child's scenes: its layers are drawn (the slide's pages), not an empty stage.
        #expect(wrong.contains("<svg"), "\(wrong.prefix(2000))")
        #expect(!Self.section("ok.json", in: html).contains("contact sheet of the replay"))
        // The child is named by its hello name; the summary gives the command line and the state it ended in.
        #expect(wrong.contains("slide (command) (vctransitions engine, 60 Hz)"), "\(wrong.prefix(2000))")
        #expect(wrong.contains("animation command: sh -c "), "\(wrong.prefix(2000))")
        #expect(wrong.contains("final state (display tick 27): {&quot;moving&quot;: false, &quot;page&quot;: 1}"), "\(wrong.prefix(2000))")
    }

    @Test func anExactNumberIsExpectedAsWrittenNotAsARange() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let cube = try String(contentsOfFile: RepositoryPaths.recordings + "/swipe3_left_cube.json", encoding: .utf8)
        try scratch.write("cube.json", cube.replacingOccurrences(of: #""final": {"progress": 1,"#, with: #""final": {"progress": 0,"#))
        let run = TestRun([scratch.path], in: scratch.path)
        #expect(run.status == .failure)
        #expect(run.output.text.contains("replay.final.progress: expected 0, found 1 (display tick"), "\(run.output.text)")
    }

    @Test func repeatReplaysACommandCaseExactlyTheAskedNumberOfTimes() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("wrong.json", AnimationCommandTests.recording(command: Self.countingCommand(scratch.path + "/wrong.count"),
                                                                        state: #"{"page": 0}"#))
        let run = TestRun([scratch.path, "--repeat", "2", "--report", "report.html", "--reply-timeout", "300"], in: scratch.path)
        #expect(run.status == .failure, "\(run.output.text)")
        #expect(Self.sessions(scratch.path + "/wrong.count") == 2)
    }

    @Test func acceptWritesTheFinalStateOfACommandCase() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        // The slide ends on page 1, not moving: one exact key wrong, one range too narrow.
        try scratch.write("wrong.json", AnimationCommandTests.recording(command: Self.countingCommand(scratch.path + "/wrong.count"),
                                                                        state: #"{"page": [3, 5], "moving": true}"#))
        let before = try String(contentsOfFile: scratch.path + "/wrong.json", encoding: .utf8)
        let failing = TestRun([scratch.path, "--reply-timeout", "300"], in: scratch.path)
        #expect(failing.status == .failure)
        let accept = TestRun([scratch.path, "--accept", "--field", "replay.final.state", "--reply-timeout", "300"], in: scratch.path)
        #expect(accept.status == .ok, "\(accept.output.text)")
        let text = accept.output.text
        #expect(text.contains("updated   \(scratch.path)/wrong.json: replay.final.state.page: [3, 5] -> [1, 5]"), "\(text)")
        #expect(text.contains("updated   \(scratch.path)/wrong.json: replay.final.state.moving: true -> false"), "\(text)")
        let after = try String(contentsOfFile: scratch.path + "/wrong.json", encoding: .utf8)
        #expect(after != before)
        #expect(TestRun([scratch.path, "--reply-timeout", "300"], in: scratch.path).status == .ok)
        // Checking and accepting each replayed once.
        #expect(Self.sessions(scratch.path + "/wrong.count") == 3)
    }

    @Test func acceptLeavesAStateKeyTheChildNeverReportedFailing() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("wrong.json", AnimationCommandTests.recording(command: ["python3", AnimationCommandTests.slide],
                                                                        state: #"{"page": 1, "colour": "red"}"#))
        let accept = TestRun([scratch.path, "--accept", "--field", "replay", "--reply-timeout", "300"], in: scratch.path)
        #expect(accept.status == .failure)
        #expect(accept.output.text.contains("failing   \(scratch.path)/wrong.json: replay.final.state.colour"), "\(accept.output.text)")
        #expect(accept.output.text.contains("accept it with --field replay.final.state.colour"), "\(accept.output.text)")
    }

    /// The cube, counting the scenes it is asked for.
    struct CountingCube: TransitionAnimation {
        final class Counter: Sendable { let scenes = Mutex(0) }
        let counter = Counter()
        let cube = CubeAnimation()
        var name: String { cube.name }
        var duration: Double { cube.duration }
        func scene(at progress: Double, context: AnimationContext) throws(AnimationError) -> Scene {
            counter.scenes.withLock { $0 += 1 }
            return try cube.scene(at: progress, context: context)
        }
    }

    @Test func aFailedBuiltInCaseIsReplayedOnceForItsVerdictAndItsPictures() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let cube = try String(contentsOfFile: RepositoryPaths.recordings + "/swipe3_left_cube.json", encoding: .utf8)
        let file = try scratch.write("cube.json", cube.replacingOccurrences(of: #""final": {"progress": 1,"#, with: #""final": {"progress": 0,"#))
        let testCase = TestCase(path: file, file: file, name: "cube.json", classname: "scratch")
        let environment = TestRunEnvironment(elapsed: { 0 }, now: { 0 }, hostname: "h", variables: [:], workingDirectory: scratch.path)
        func scenes(plot: Bool) -> (count: Int, run: TestCaseExecution.Run) {
            let counting = CountingCube()
            var registry = AnimationRegistry.standard
            registry.register(counting)
            let run = TestCaseExecution.run(testCase, plot: plot, registry: registry, environment: environment)
            return (counting.counter.scenes.withLock { $0 }, run)
        }
        let verdict = scenes(plot: false), report = scenes(plot: true)
        #expect(verdict.run.result.status == .failed)
        #expect(verdict.count > 0)
        // The plot and contact sheet did not replay it again: as many scenes as the verdict alone.
        #expect(report.count == verdict.count)
        #expect(report.run.contactSheet != nil)
        #expect(report.run.plot != nil)
    }
}
