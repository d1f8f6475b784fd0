import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecording
import TouchstoneTestSupport

@Suite struct SweepCommandTests {
    @Test func aSwipeMapCancelsShortAndCompletesLongAndMarksWhatDoesNotFit() throws {
        let run = CLIRun(["sweep", "--kind", "swipe", "--direction", "left", "--x", "distance_mm=8:72:3", "--y", "duration_ms=200:400:2"])
        #expect(run.status == .ok, "\(run.errors.text)")
        let map = try JSONValueCoding.decode(run.output.text)
        guard case .array(let rows)? = map["cells"], rows.count == 2, case .array(let first) = rows[0], first.count == 3 else {
            Issue.record("unexpected JSON: \(run.output.text)")
            return
        }
        // 8 mm: progress 0.26, cancelled; 40 mm: completed; 72 mm does not fit on the 100 mm pad.
        #expect(first[0]["outcome"] == .string("cancelled"))
        #expect(first[1]["outcome"] == .string("completed"))
        #expect(first[1]["final_progress"] == .number(1))
        #expect(first[2]["outcome"] == .string("invalid"))
        #expect(map["x"]?["values"] == .array([.number(8), .number(40), .number(72)]))
    }

    @Test func theHeatMapIsDrawnThroughCairo() throws {
        let directory = try TemporaryDirectory("sweep")
        defer { directory.remove() }
        let path = directory.file("sweep.svg")
        let run = CLIRun(["sweep", "--kind", "pinch", "--direction", "in", "--x", "scale=0.3:0.9:3", "--y", "duration_ms=200:600:2",
                          "-o", path])
        #expect(run.status == .ok, "\(run.errors.text)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<svg"))
        #expect(svg.contains("completed") && svg.contains("cancelled"))
        #expect(run.output.text.isEmpty)
    }

    @Test func badAxesAreUsageErrors() {
        let field = CLIRun(["sweep", "--kind", "pan", "--x", "colour=1:2:3", "--y", "duration_ms=100:200:2"])
        #expect(field.status == .usage)
        #expect(field.errors.text.contains("--x: expected a numeric field to sweep (distance_mm, ") && field.errors.text.contains("), found \"colour\""))
        let count = CLIRun(["sweep", "--kind", "pan", "--x", "distance_mm=1:2:500", "--y", "duration_ms=100:200:2"])
        #expect(count.status == .usage)
        #expect(count.errors.text.contains("COUNT a whole number from 2 to 64"))
        let missing = CLIRun(["sweep", "--kind", "pan", "--x", "distance_mm=1:2:3"])
        #expect(missing.status == .usage)
    }
}
