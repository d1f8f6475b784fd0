import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay
import TouchstoneTransitions

/// The one pass over a case's recording that its verdict, its report's pictures and `--accept` all come
/// from: a replay against the expect block's animation (built-in or a command), or a classification.
struct CaseCheck {
    /// Why there is no verdict from the expectation.
    enum Failure: Error {
        /// The animation command broke the protocol, or its runs replied differently (the case fails).
        case child(ExternalCaseRun.Failure)
        /// The expectation cannot be checked (unknown animation, preset or setting): an error case.
        case invalid(String)
    }

    /// The check's report (its replay, when the expectation has one, keeps its scenes for pictures).
    var report: ExpectationReport
    /// The replay the pictures are drawn from: the report's, or for an expectation without a replay
    /// block and `pictures`, the replay that classified (default animation, the block's settings).
    var replay: ReplayResult?
    /// What an animation command reported as its state (empty for a built-in animation).
    var states: [AnimationStateSample] = []
    /// The animation command's stderr lines.
    var standardError: [String] = []
    /// The animation command as people type it (nil for a built-in animation).
    var commandLine: String?

    /// The replay summary's lines about an animation command: the command and the last state it reported.
    var commandOutput: [String] {
        guard let commandLine else { return [] }
        let state = states.last.map { "final state (display tick \($0.displayTick)): \(ExpectationAcceptance.text($0.state))" }
        return ["animation command: \(commandLine)", state ?? "final state: none reported"]
    }

    /// Checks `recording` against `expectation` in one pass; `pictures` keeps what the report draws
    /// (scenes, and a replay even when the expectation only classifies). Built-in animations come from
    /// `registry`.
    init(_ testCase: TestCase, recording: Recording, expectation: Expectation, pictures: Bool,
         repeats: Int = 1, replyTimeout: Int64 = 10_000_000, registry: AnimationRegistry = .standard) throws(Failure) {
        if let command = expectation.replay?.command {
            let external: ExternalCaseRun
            do {
                external = try ExternalCaseRun(testCase, recording: recording, expectation: expectation, command: command,
                                               repeats: repeats, replyTimeout: replyTimeout, recordsScenes: pictures)
            } catch {
                throw .child(error)
            }
            report = external.report
            replay = external.report.replay
            states = external.states
            standardError = external.standardError
            commandLine = external.commandLine
            return
        }
        do {
            if pictures && expectation.replay == nil {
                // Classify through a replay so the plot has its traces without a second pass.
                let configuration = ReplayConfiguration(
                    recognizerSettings: expectation.recognizerSettings.map { (key: $0.key, value: $0.value) })
                let classified = try Replayer.replay(recording, configuration: configuration, registry: registry)
                report = ExpectationCheck.check(classified, of: recording, against: expectation)
                report.replay = nil
                replay = classified
            } else {
                report = try ExpectationCheck.run(recording, against: expectation, registry: registry, recordsScenes: pictures)
                replay = report.replay
            }
        } catch {
            throw .invalid("\(testCase.name): \(error)")
        }
    }
}
