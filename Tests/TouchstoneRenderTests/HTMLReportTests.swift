@testable import TouchstoneRender
import Testing
import TouchstoneReplay

@Suite struct HTMLReportTests {
    static func page() throws -> (html: String, svg: String) {
        let recording = try RenderFixtures.sample("pan2_down_complete_a.yml")
        let result = try Replayer.replay(recording)
        let mismatch = ExpectationMismatch(path: "gestures[0].outcome", expected: "cancelled", actual: "completed <&>",
                                           inputFrame: 3, time: 24_000)
        let svg = try GesturePlot.svg(recording: recording, result: result, title: "b.json",
                                      marks: [GesturePlot.Mark(time: 24_000, label: mismatch.path, inputFrame: 3)])
        let cases = [
            HTMLReport.Case(name: "a.json", status: .passed, summary: "pan down, 2 fingers: completed", reproduce: "touchstone test R/a.json", plot: svg),
            HTMLReport.Case(name: "sub/b c.json", status: .failed, summary: "pan down, 2 fingers: completed", mismatches: [mismatch],
                            reproduce: "touchstone test 'R/sub/b c.json'", details: "gesture 0: pan", plot: svg, contactSheet: svg),
            HTMLReport.Case(name: "d.json", status: .error, error: "d.json: line 3, column 1: truncated", reproduce: "touchstone test R/d.json"),
        ]
        let html = HTMLReport(cases: cases, metadata: [("version", "touchstone 0.1.0"), ("command", "touchstone test R --report r.html")]).html
        return (html, svg)
    }

    @Test func failuresFirstAnAnchorPerCaseReproduceAndNoAddresses() throws {
        let (html, _) = try Self.page()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>touchstone test: 1 passed, 1 failed, 1 error</title>"))
        let sections = ["case-sub-b-c.json", "case-d.json", "case-a.json"].map { html.range(of: "<section class=\"case \\w+\" id=\"\($0)\"", options: .regularExpression)?.lowerBound }
        #expect(sections.allSatisfy { $0 != nil })
        #expect(zip(sections, sections.dropFirst()).allSatisfy { $0! < $1! })
        #expect(html.contains("<a href=\"#case-sub-b-c.json\">sub/b c.json</a>"))
        #expect(html.contains("<code>touchstone test &#39;R/sub/b c.json&#39;</code>") || html.contains("<code>touchstone test 'R/sub/b c.json'</code>"))
        #expect(html.contains("<dt>version</dt><dd>touchstone 0.1.0</dd>"))
        #expect(!html.lowercased().contains("http") && !html.contains("<script") && !html.contains("<?xml"))
        // Expected against actual, side by side, escaped, with where they part.
        #expect(html.contains("<td class=\"expected\">cancelled</td><td class=\"actual\">completed &lt;&amp;&gt;</td><td>input frame 3, t = 24.0 ms</td>"))
        // The error's message without its repeated name in the index.
        #expect(html.contains("<td>line 3, column 1: truncated</td>"))
    }

    @Test func failuresOnlySwitchNeedsNoScriptAndPicturesKeepTheirIdsApart() throws {
        let (html, _) = try Self.page()
        let input = try #require(html.range(of: "<input type=\"checkbox\" id=\"failures-only\""))
        let main = try #require(html.range(of: "<main>"))
        #expect(input.lowerBound < main.lowerBound, "the switch must precede what it hides")
        #expect(html.contains("#failures-only:checked ~ main tr.passed, #failures-only:checked ~ main section.passed { display: none; }"))
        // Failure: plot and contact sheet shown; pass: plot folded.
        #expect(html.components(separatedBy: "<svg").count - 1 == 3)
        #expect(html.contains("<details><summary>plot</summary>"))
        #expect(html.contains("id=\"s0-p-") && html.contains("id=\"s0-c-") && html.contains("id=\"s2-p-"))
    }

    @Test func plotTextIsTextAndTheMarkIsDrawn() throws {
        let (_, svg) = try Self.page()
        #expect(!svg.contains("<symbol") && !svg.contains("glyph"))
        #expect(svg.contains(">Velocity of the contacts&#39; centroid</text>"))
        #expect(svg.contains(">parts: gestures[0].outcome</text>"))
        #expect(svg.contains("rgb(217,26,26)"), "the mark's red")
        #expect(svg.count < 60_000, "\(svg.count) bytes")
    }
}
