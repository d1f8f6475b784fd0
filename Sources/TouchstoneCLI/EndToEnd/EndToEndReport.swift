import Foundation
import TouchstoneCore
import TouchstoneRender

/// The outcome of one e2e session: a result per recording, the session's own failure if it could not run
/// to the end (with the logs' last lines), and the snapshots it took.
public struct EndToEndReport: Sendable {
    /// One result per recording, in order.
    public var results: [EndToEndResult]
    /// Why the session stopped early (with the compositor's and the app's last lines), or nil.
    public var sessionError: String?
    /// What the session left.
    public var output: EndToEndOutput

    /// Recordings whose expectations all matched.
    public var passed: Int { results.filter { $0.status == .passed }.count }
    /// Recordings that failed or were never played.
    public var failed: Int { results.count - passed }

    /// Runs `plan` through `session` and judges what it left. This is the one entry point for other
    /// commands (`touchstone test` plays its `expect.app` blocks through it, see TestAppSessions).
    public static func run(_ plan: EndToEndPlan, way: EndToEndWay, durations: [Int64], directory: String,
                           progress: OutputSink, session: E2ECommand.Session) throws(CommandError) -> EndToEndReport {
        let output = try session(plan, way, durations, directory, progress)
        let results = try EndToEndResult.judge(plan, output)
        var sessionError: String?
        if output.status != "ok" {
            var lines = ["e2e: the session failed: \(output.status.hasPrefix("error: ") ? String(output.status.dropFirst(7)) : output.status)"]
            let compositor = EndToEndOutput.tail(output.compositorLog, lines: 15)
            lines.append("---- compositor and app stderr, last \(compositor.count) lines ----")
            lines += compositor
            let app = EndToEndOutput.tail(output.appOutput, lines: 10)
            lines.append("---- app stdout, last \(app.count) lines ----")
            lines += app
            let timeline = EndToEndOutput.tail(output.sessionLog, lines: 8)
            lines.append("---- session timeline, last \(timeline.count) lines ----")
            lines += timeline
            sessionError = lines.joined(separator: "\n")
        }
        return EndToEndReport(results: results, sessionError: sessionError, output: output)
    }

    /// Copies the snapshots to `directory` as `N-before.png` / `N-after.png`.
    public func copyShots(to directory: String) throws(CommandError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for (name, path) in output.shots.sorted(by: { $0.key < $1.key }) {
                try? FileManager.default.removeItem(atPath: directory + "/" + name)
                try FileManager.default.copyItem(atPath: path, toPath: directory + "/" + name)
            }
        } catch {
            throw CommandError("\(directory): cannot copy the snapshots: \(error.localizedDescription)", exitCode: .ioError)
        }
    }

    /// One HTML page (the test report's layout): a case per recording with the app's output and its
    /// before/after snapshots embedded; `reproduce` is the command that runs the session again.
    public func html(title: String, reproduce: String) -> String {
        let cases = results.enumerated().map { index, result in
            HTMLReport.Case(name: result.path,
                            status: result.status == .passed ? .passed : (result.status == .failed ? .failed : .error),
                            summary: result.output.joined(separator: " | "),
                            error: result.status == .notRun ? (sessionError ?? "not played") : nil,
                            reproduce: reproduce,
                            details: result.report.joined(separator: "\n"),
                            plot: snapshotsSVG(index + 1))
        }
        return HTMLReport(cases: cases, title: "touchstone e2e: \(title)").html
    }

    /// The before and after snapshots of recording `number` side by side, as an SVG with embedded PNGs.
    func snapshotsSVG(_ number: Int) -> String? {
        let pictures = ["before", "after"].compactMap { label -> (String, [UInt8])? in
            guard let path = output.shots["\(number)-\(label).png"],
                  let data = FileManager.default.contents(atPath: path) else { return nil }
            return (label, Array(data))
        }
        guard !pictures.isEmpty else { return nil }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(pictures.count * 340) 240\">"
        for (index, (label, bytes)) in pictures.enumerated() {
            let x = index * 340
            svg += "<text x=\"\(x + 4)\" y=\"14\" font-family=\"sans-serif\" font-size=\"12\">\(label)</text>"
            svg += "<image x=\"\(x)\" y=\"20\" width=\"320\" height=\"200\" href=\"data:image/png;base64,\(Data(bytes).base64EncodedString())\"/>"
        }
        return svg + "</svg>"
    }
}
