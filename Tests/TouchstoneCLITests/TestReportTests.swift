import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// `touchstone test --report` on the bundled recordings: small, readable, failures marked.
@Suite struct TestReportTests {
    @Test func bundledRecordingsReportStaysSmallAndMarksFailures() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let recordings = RepositoryPaths.root + "/Recordings"
        let names = try FileManager.default.contentsOfDirectory(atPath: recordings).filter { $0.hasSuffix(".json") }.sorted()
        for name in names {
            var text = try String(contentsOfFile: recordings + "/" + name, encoding: .utf8)
            // One replay failure, so the page carries a marked plot and a contact sheet too.
            if name == "swipe3_left_cube.json" { text = text.replacingOccurrences(of: "\"final\": {\"progress\": 1", with: "\"final\": {\"progress\": 0") }
            try scratch.write("Recordings/" + name, text)
        }
        let run = TestRun(["Recordings", "--report", "report.html", "-j", "2"], in: scratch.path)
        #expect(run.status == .failure)
        let html = try #require(scratch.read("report.html"))
        let perRecording = html.utf8.count / names.count
        // Cairo's glyph paths made this ~180 KB per recording; text as text keeps it far below 100 KB.
        #expect(perRecording < 100_000, "\(perRecording) bytes per recording")
        #expect(!html.contains("<symbol"))
        #expect(html.contains("\(names.count - 1) passed, 1 failed"))
        #expect(html.contains(">parts: replay.final.progress</text>"))
        #expect(html.contains("contact sheet of the replay") && html.contains(">parts here</text>"))
        #expect(html.contains("<code>touchstone test Recordings/swipe3_left_cube.json</code>"))
        #expect(html.contains("<dt>command</dt><dd>touchstone test Recordings --report report.html -j 2</dd>"))
    }
}
