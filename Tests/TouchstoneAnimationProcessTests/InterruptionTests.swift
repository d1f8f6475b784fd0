import Foundation
import Glibc
import Testing
import TouchstoneTestSupport

/// No animation child survives Touchstone: the real `touchstone` binary, replaying against a child
/// (and the child's own child) that never answers, is stopped with SIGTERM or SIGINT; both processes
/// must be gone afterwards (killed with their process group, not left running as orphans).
@Suite("Interrupting touchstone leaves no child")
struct InterruptionTests {

    /// Whether `pid` is a live process (running or sleeping; a zombie or no process is not).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return false }
        let state = text[text.index(after: close)...].split(separator: " ").first ?? ""
        return state != "Z" && state != "X"
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func stoppingTouchstoneKillsTheChildAndItsChildren(_ signal: Int32) throws {
        let directory = try TemporaryDirectory("interrupt")
        defer { directory.remove() }
        let child = directory.file("child.pid"), grandchild = directory.file("grandchild.pid")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuildProducts.executable("touchstone"))
        process.arguments = ["replay", RepositoryPaths.recordings + "/swipe3_left_cube.json", "--reply-timeout", "60",
                             "--animation-cmd", "sh -c 'sleep 600 & echo $! > \(grandchild); echo $$ > \(child); wait'"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let started = eventually(seconds: 60) {
            FileManager.default.contents(atPath: child).map { !$0.isEmpty } == true
                && FileManager.default.contents(atPath: grandchild).map { !$0.isEmpty } == true
        }
        try #require(started, "the child did not start")
        let pids = try [child, grandchild].map { path in
            try #require(Int32(String(decoding: FileManager.default.contents(atPath: path)!, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        #expect(pids.allSatisfy(Self.isRunning))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        for pid in pids {
            #expect(eventually(seconds: 10) { !Self.isRunning(pid) }, "process \(pid) survived touchstone")
        }
    }
}
