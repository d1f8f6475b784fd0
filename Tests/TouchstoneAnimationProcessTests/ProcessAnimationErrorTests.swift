import Foundation
import Glibc
import Testing
import TouchstoneCore
@testable import TouchstoneAnimationProcess
import TouchstoneTransitions

/// The error table of issue 11: every way a child can break the protocol gives a clear error naming the
/// recording, the tick and the offending line, and leaves no child process behind.
@Suite("animation process errors")
struct ProcessAnimationErrorTests {
    static let session = AnimationProtocol.Session(recording: "rec.json", device: "pad", framesPerSecond: 60)

    /// A child running `script` with sh (no shell expansion by Touchstone: argv).
    static func shell(_ script: String, timeout: Int64 = 10_000_000, maxLine: Int = 1 << 20) -> ProcessAnimation {
        ProcessAnimation(AnimationCommand(arguments: ["sh", "-c", script], replyTimeout: timeout, maxLineLength: maxLine),
                         session: session)
    }

    /// Runs three ticks and the goodbye; the error text, or nil when all went well.
    static func run(_ animation: ProcessAnimation) -> String? {
        do {
            for index in 0..<3 {
                _ = try animation.scene(for: AnimationFrame(time: Int64(index) * 16_667, progress: Double(index) / 2))
            }
            try animation.finish()
            return nil
        } catch {
            return error.description
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var script: String
        var timeout: Int64 = 10_000_000
        var maxLine = 1 << 20
        var expected: [String]
        var testDescription: String { name }
    }

    static let hello = "read l; echo '{\"protocol\":1}'; "
    static let cases: [Case] = [
        Case(name: "exits early", script: hello + "read l; echo 'dying' >&2; exit 3",
             expected: ["recording rec.json", "exited with status 3 before replying to tick 0 (t = 0 us)", "'dying'"]),
        Case(name: "not JSON", script: hello + "read l; echo 'hello world'; sleep 5",
             expected: ["recording rec.json", "tick 0 (t = 0 us)", "is not JSON", "'hello world'"]),
        Case(name: "not an object", script: hello + "read l; echo '[1]'; sleep 5",
             expected: ["tick 0", "is not a JSON object", "'[1]'"]),
        Case(name: "bad scene", script: hello + "read l; echo '{\"scene\":{\"layers\":[{\"name\":\"a\",\"frame\":[1,2]}]}}'; sleep 5",
             expected: ["tick 0", "scene.layers[0].frame: expected an array of 4 numbers"]),
        Case(name: "no reply in time", script: hello + "read l; echo '{}'; read l; sleep 30", timeout: 300_000,
             expected: ["recording rec.json", "did not reply to tick 1 (t = 16667 us) within 0.3 s"]),
        Case(name: "other protocol version", script: "read l; echo '{\"protocol\":2}'; sleep 5",
             expected: ["speaks protocol version 2", "Touchstone speaks version 1", "'{\"protocol\":2}'"]),
        Case(name: "flood: a long line", script: hello + "read l; head -c 5000 /dev/zero | tr '\\0' x; sleep 5", maxLine: 1000,
             expected: ["longer than 1000 bytes in reply to tick 0", "(flood)", "'xxxx"]),
        Case(name: "flood: two lines", script: hello + "read l; printf '{}\\n{}\\n'; sleep 5",
             expected: ["more than one line in reply to tick 0", "(flood)"]),
        Case(name: "non-zero exit after goodbye", script: hello + "for i in 1 2 3; do read l; echo '{}'; done; read l; exit 4",
             expected: ["exited with status 4 after the goodbye after 3 ticks"]),
        Case(name: "cannot start", script: "",
             expected: ["recording rec.json", "cannot start"]),
    ]

    @Test(arguments: cases)
    func badChildGivesAClearError(_ c: Case) throws {
        let animation = c.name == "cannot start"
            ? ProcessAnimation(AnimationCommand(arguments: ["/nonexistent/touchstone-child"]), session: Self.session)
            : Self.shell(c.script, timeout: c.timeout, maxLine: c.maxLine)
        let message = try #require(Self.run(animation), "expected an error")
        for part in c.expected {
            #expect(message.contains(part), "\(part) not in: \(message)")
        }
        #expect(!Self.isOurChild(animation.processID), "child \(animation.processID ?? 0) left behind")
    }

    @Test func aGoodChildIsAnsweredAndExits() throws {
        let animation = Self.shell(Self.hello + """
            n=0; while read l; do case "$l" in *goodbye*) exit 0;; esac; \
            echo "{\\"state\\":{\\"n\\":$n},\\"scene\\":{\\"layers\\":[{\\"name\\":\\"a\\",\\"frame\\":[0,0,10,10],\\"alpha\\":0.5}]}}"; \
            n=$((n+1)); done
            """)
        #expect(Self.run(animation) == nil)
        #expect(animation.states.map(\.displayTick) == [0, 1, 2])
        #expect(animation.finalState == .object([("n", .number(2))]))
        #expect(animation.replies.count == 4)
        #expect(animation.processID != nil)
        #expect(!Self.isOurChild(animation.processID))
    }

    /// Whether `pid` is still in the process table (running or zombie) as our child.
    static func isOurChild(_ pid: Int32?) -> Bool {
        guard let pid, let line = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        // pid (comm) state ppid ...
        guard let close = line.lastIndex(of: ")") else { return false }
        let fields = line[line.index(after: close)...].split(separator: " ")
        return fields.count > 1 && Int32(fields[1]) == getpid()
    }

    @Test func commandLinesSplitLikeAShellWithoutExpansion() throws {
        #expect(try AnimationCommand.split(#"python3 'my file.py' "a \"b\"" c\ d $HOME"#)
                == ["python3", "my file.py", #"a "b""#, "c d", "$HOME"])
        #expect(throws: AnimationCommandError("", expected: "the program and its arguments", found: "an empty command")) {
            try AnimationCommand.split("  ")
        }
        #expect(throws: AnimationCommandError("", expected: "a closing '", found: "the end of 'a 'b'")) {
            try AnimationCommand.split("a 'b")
        }
        #expect(AnimationCommand(arguments: ["python3", "my file.py"]).displayName == "python3 'my file.py'")
    }
}
