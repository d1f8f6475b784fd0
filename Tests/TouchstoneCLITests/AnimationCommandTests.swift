import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// Issue 11 through the commands: `replay --animation-cmd`, expect blocks with `"command"` and
/// `final.state`, `test --repeat`, and a bad child as a FAIL that does not stop the run.
@Suite("Animation commands in replay and test")
struct AnimationCommandTests {
    static let slide = RepositoryPaths.root + "/examples/animation-protocol/python/slide.py"
    static let source = try! String(contentsOfFile: RepositoryPaths.root + "/Recordings/with-animation-commands/slide_python_swipe3_left.json",
                                    encoding: .utf8)

    /// The bundled swipe recording with its command and final state replaced.
    static func recording(command: [String], state: String = #"{"page": 1, "moving": false}"#) -> String {
        let quoted = command.map { "\"\($0)\"" }.joined(separator: ", ")
        return source
            .replacingOccurrences(of: #""command": ["python3", "../../examples/animation-protocol/python/slide.py"]"#,
                                  with: "\"command\": [\(quoted)]")
            .replacingOccurrences(of: #""state": {"page": 1, "moving": false}"#, with: "\"state\": \(state)")
    }

    @Test func anExpectBlockCommandRunsAndItsFinalStateIsChecked() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("ok.json", Self.recording(command: ["python3", Self.slide]))
        try scratch.write("wrong.json", Self.recording(command: ["python3", Self.slide], state: #"{"page": 0}"#))
        let run = TestRun([scratch.path, "--repeat", "2", "--reply-timeout", "300"], in: scratch.path)
        #expect(run.status == .failure)
        let text = run.output.text
        #expect(text.contains("ok    \(scratch.path)/ok.json"), "\(text)")
        // The page was 0 until the transition ended: the failure names the tick where it became 1.
        let line = text.split(separator: "\n").first { $0.contains("replay.final.state.page") }.map(String.init) ?? ""
        #expect(line.contains("expected 0, found 1 (display tick "), "\(text)")
        #expect(!line.contains("display tick 0,"), "\(line)")
    }

    @Test func aRelativeCommandResolvesAgainstTheRecordingsFolder() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("deep/er/case.json", Self.recording(command: ["python3", "../slide.py"]))
        try scratch.write("deep/slide.py", try! String(contentsOfFile: Self.slide, encoding: .utf8)
                      .replacingOccurrences(of: "import touchstone_animation as ta",
                                            with: "sys.path.insert(0, \"\(RepositoryPaths.root)/examples/animation-protocol/python\")\nimport touchstone_animation as ta"))
        let run = TestRun([scratch.path, "--reply-timeout", "300"], in: "/")
        #expect(run.status == .ok, "\(run.output.text)")
    }

    @Test func aChildThatRepliesDifferentlyEachRunFailsRepeat() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let script = try scratch.write("random.py", """
            import os, sys
            for line in sys.stdin:
                if '"goodbye"' in line: break
                sys.stdout.write('{"protocol":1}\\n' if '"hello"' in line else '{"state":{"page":1,"r":%d}}\\n' % int.from_bytes(os.urandom(4), "big"))
                sys.stdout.flush()
            """)
        try scratch.write("random.json", Self.recording(command: ["python3", script], state: #"{"page": 1}"#))
        #expect(TestRun([scratch.path, "--reply-timeout", "300"], in: scratch.path).status == .ok)
        let run = TestRun([scratch.path, "--repeat", "2", "--reply-timeout", "300"], in: scratch.path)
        #expect(run.status == .failure)
        #expect(run.output.text.contains("replay.repeat: expected run 2 of 2 to reply as run 1"), "\(run.output.text)")
    }

    @Test func aBrokenChildIsAFailureAndTheRunGoesOn() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write("a_broken.json", Self.recording(command: ["sh", "-c", "read l; echo 'not json'"]))
        try scratch.write("b_ok.json", Self.recording(command: ["python3", Self.slide]))
        let run = TestRun([scratch.path, "--reply-timeout", "300"], in: scratch.path)
        #expect(run.status == .failure)
        let text = run.output.text
        #expect(text.contains("FAIL  \(scratch.path)/a_broken.json"), "\(text)")
        #expect(text.contains("recording a_broken.json: the reply to the hello is not JSON"), "\(text)")
        #expect(text.contains("'not json'"), "\(text)")
        #expect(text.contains("ok    \(scratch.path)/b_ok.json"), "\(text)")
    }

    @Test func replayWithABadChildExits65NamingRecordingTickAndLine() throws {
        let recordings = ["swipe.json": sampleRecording()]
        let run = CLIRun(["replay", "swipe.json", "--animation-cmd",
                          #"sh -c 'read l; echo "{}"; read l; echo "oops" >&2; echo "{\"state\": 3}"'"#], recordings: recordings)
        #expect(run.status == .badData)
        #expect(run.errors.text.contains("recording swipe.json: the reply to tick 0 (t = 0 us) has a \"state\" that is not an object"),
                "\(run.errors.text)")
        #expect(run.errors.text.contains("[swipe.json] oops"), "\(run.errors.text)")
        let both = CLIRun(["replay", "swipe.json", "--animation", "cube", "--animation-cmd", "true"], recordings: recordings)
        #expect(both.status == .usage)
        let unterminated = CLIRun(["replay", "swipe.json", "--animation-cmd", "python3 'x"], recordings: recordings)
        #expect(unterminated.status == .usage)
        #expect(CLIRun(["replay", "swipe.json", "--animation-cmd", "/nonexistent/child"], recordings: recordings).status == .badData)
    }

    @Test func replayJSONAndTimelineWorkWithACommand() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let timeline = scratch.path + "/t.json"
        let run = CLIRun(["replay", "swipe.json", "--animation-cmd", "python3 \(Self.slide)", "--json", "--timeline", timeline, "--reply-timeout", "300"],
                         recordings: ["swipe.json": sampleRecording()])
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.text.contains("\"animation\": \"python3 \(Self.slide)\""), "\(run.output.text)")
        #expect(FileManager.default.fileExists(atPath: timeline))
    }
}
