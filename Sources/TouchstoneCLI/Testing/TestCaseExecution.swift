import Foundation
import TouchstoneCore
import TouchstoneRecording
import TouchstoneRender
import TouchstoneReplay
import TouchstoneTransitions

/// Runs one collected case: the single place where a case is executed, whatever its expect block
/// asks for (classification, a replay against a built-in animation; further kinds plug in here).
enum TestCaseExecution {
    /// What one run produced: the result and, when asked for, the report's pictures.
    struct Run: Sendable {
        var result: TestCaseResult
        /// The plot as SVG, marked where expectation and replay part (only for a report).
        var plot: String?
        /// The contact sheet of a failed replay as SVG (only for a report).
        var contactSheet: String?
    }

    /// Loads, checks and (optionally) plots `testCase`; never throws: problems are error results.
    /// `repeats` > 1 runs a case with an animation command that many times and fails it when the
    /// child's replies differ between runs.
    /// `app` is what became of the case's `expect.app` block (played beforehand, grouped by app).
    /// `registry` holds the built-in animations (tests register their own).
    static func run(_ testCase: TestCase, plot: Bool, repeats: Int = 1, replyTimeout: Int64 = 10_000_000,
                    app: TestAppSessions.Outcome? = nil, registry: AnimationRegistry = .standard,
                    environment: TestRunEnvironment) -> Run {
        let start = environment.elapsed()
        var run = execute(testCase, plot: plot, repeats: repeats, replyTimeout: replyTimeout, registry: registry)
        if let app { run.result.apply(app) }
        run.result.duration = max(0, environment.elapsed() - start)
        return run
    }

    private static func execute(_ testCase: TestCase, plot wantsPlot: Bool, repeats: Int, replyTimeout: Int64,
                                registry: AnimationRegistry) -> Run {
        func failure(_ message: String) -> Run {
            Run(result: TestCaseResult(testCase: testCase, status: .error, errorMessage: message))
        }
        // Messages name the case by its name, not by a path that depends on the working directory.
        if let message = testCase.collectionError { return failure(message) }
        let recording: Recording
        do {
            let bytes = try RecordingImporter.readFile(path: testCase.file)
            recording = try RecordingImporter.load(bytes: bytes, sourceName: testCase.name)
        } catch {
            return failure(error.description.replacingOccurrences(of: testCase.file, with: testCase.name))
        }
        guard let block = recording.expect else { return failure("\(testCase.name): no expect block") }
        let expectation: Expectation
        do {
            expectation = try Expectation(json: block)
        } catch {
            return failure("\(testCase.name): \(error)")
        }
        let check: CaseCheck
        do {
            check = try CaseCheck(testCase, recording: recording, expectation: expectation, pictures: wantsPlot,
                                  repeats: repeats, replyTimeout: replyTimeout, registry: registry)
        } catch {
            switch error {
            case .invalid(let message): return failure(message)
            case .child(let child):
                // A child that breaks the protocol fails its case (the run goes on with the next).
                var result = TestCaseResult(testCase: testCase, status: .failed, mismatches: [child.mismatch])
                result.summary = child.mismatch.path == "replay.repeat" ? "animation replies differ between runs"
                    : "animation command failed"
                result.output = child.message + child.standardError.map { "\nstderr: " + $0 }.joined()
                return Run(result: result)
            }
        }
        let report = check.report
        var result = TestCaseResult(testCase: testCase, status: report.passed ? .passed : .failed,
                                    mismatches: report.mismatches)
        result.summary = summary(report)
        result.output = ([output(report)] + check.commandOutput + check.standardError.map { "stderr: " + $0 }).joined(separator: "\n")
        var run = Run(result: result)
        // The pictures come from the replay the verdict came from: no case is replayed twice.
        if wantsPlot, let replay = check.replay {
            let marks = report.mismatches.compactMap { m in
                m.time.map { GesturePlot.Mark(time: $0, label: m.path, inputFrame: m.inputFrame) }
            }
            run.plot = try? GesturePlot.svg(recording: recording, result: replay, title: testCase.name, marks: marks)
            if !report.passed, report.replay != nil {
                let tick = report.mismatches.compactMap(\.displayTick).first
                run.contactSheet = (try? ContactSheet.render(result: replay, frames: 8, format: .svg, highlight: tick))
                    .map { String(decoding: $0, as: UTF8.self) }
            }
        }
        return run
    }

    /// `swipe left, 3 fingers: completed -> cube 1.00`.
    static func summary(_ report: ExpectationReport) -> String {
        let gestures = report.gestures.map { g in
            let fingers = "\(g.fingers) finger\(g.fingers == 1 ? "" : "s")"
            return g.kindName == "none" ? "no gesture (\(fingers))"
                : "\(g.kindName)\(g.direction == .none ? "" : " \(g.direction.rawValue)"), \(fingers): \(g.outcome.rawValue)"
        }
        let text = gestures.isEmpty ? "no gesture" : gestures.joined(separator: "; ")
        return text + (report.replay.map { " -> \($0.configuration.animationName) \(fixed($0.outcome.transition.finalProgress, 2))" } ?? "")
    }

    /// The replay summary JUnit carries in `system-out`.
    static func output(_ report: ExpectationReport) -> String {
        var lines: [String] = []
        for (index, g) in report.gestures.enumerated() {
            var line = "gesture \(index): \(g.kindName), \(g.fingers) fingers, \(g.direction.rawValue), \(g.outcome.rawValue)"
            line += ", \(g.start)-\(g.end) us, progress at release \(fixed(g.progress, 3))"
            lines.append(line)
        }
        if lines.isEmpty { lines.append("no gesture recognized") }
        if let replay = report.replay {
            let c = replay.configuration, o = replay.outcome
            var line = "replay: \(c.animationName), \(c.enginePreset) engine, \(c.framesPerSecond) Hz: \(o.decision.rawValue)"
            line += ", final progress \(fixed(o.transition.finalProgress, 3)), \(o.displayFrames) display ticks from \(o.inputFrames) input frames"
            if let finish = o.transition.finishDuration { line += ", finish \(fixed(finish, 3)) s" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
