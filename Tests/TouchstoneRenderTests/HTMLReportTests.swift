@testable import TouchstoneRender
import Testing
import TouchstoneReplay

@Suite struct HTMLReportTests {
    @Test func failuresComeFirstOneRowPerRecordingNoAddresses() throws {
        let recording = try RenderFixtures.sample("pan2_down_complete_a.yml")
        let svg = try GesturePlot.svg(recording: recording, result: try Replayer.replay(recording), title: "a")
        let rows = [
            HTMLReport.Row(file: "a.json", status: "passed", summary: "pan down completed", mismatches: [], svg: svg),
            HTMLReport.Row(file: "b.json", status: "failed", summary: "pan down cancelled",
                           mismatches: ["decision: expected complete, got cancel <at tick 12>"], svg: svg),
            HTMLReport.Row(file: "c.json", status: "skipped", summary: "no expect block", mismatches: [], svg: nil),
            HTMLReport.Row(file: "d.json", status: "error", summary: "cannot read", mismatches: [], svg: nil),
        ]
        let html = HTMLReport(rows: rows).html
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<tr class=\"row ").count - 1 == 4)
        let order = ["b.json", "d.json", "c.json", "a.json"].map { html.range(of: "<td>\($0)</td>")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! })
        #expect(!html.lowercased().contains("http"))
        #expect(!html.contains("<script") && !html.contains("<?xml"))
        #expect(html.contains("expected complete, got cancel &lt;at tick 12&gt;"))
        // Two inline plots whose ids do not collide.
        #expect(html.components(separatedBy: "<svg").count - 1 == 2)
        #expect(html.contains("id=\"p0-") && html.contains("id=\"p3-"))
    }
}
