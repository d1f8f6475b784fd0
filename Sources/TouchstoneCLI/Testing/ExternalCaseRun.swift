import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneReplay

/// One case whose expect block names an animation command: replays it against the child (`repeats`
/// times, comparing every reply line between runs) and checks the expectation, `final.state` included.
struct ExternalCaseRun {
    /// Why the case fails before its expectation is checked: a child that broke the protocol
    /// (`replay.command`), or runs whose replies differ (`replay.repeat`).
    struct Failure: Error {
        var mismatch: ExpectationMismatch
        /// The child's stderr lines.
        var standardError: [String] = []
        var message: String { mismatch.description }
    }

    /// The expectation's check of the first run.
    var report: ExpectationReport
    /// The child's stderr lines (first run).
    var standardError: [String]
    /// The states the child reported (first run), for `final.state` and `--accept`.
    var states: [AnimationStateSample]
    /// The command as people type it.
    var commandLine: String

    /// `recordsScenes` keeps the first run's scenes in the report's replay (for the report's pictures).
    init(_ testCase: TestCase, recording: Recording, expectation: Expectation, command words: [String],
         repeats: Int, replyTimeout: Int64, recordsScenes: Bool = false) throws(Failure) {
        guard let expected = expectation.replay else {
            throw Failure(mismatch: ExpectationMismatch(path: "replay", expected: "a replay block", actual: "none"))
        }
        let configuration = ReplayConfiguration(
            animationName: expected.animation, enginePreset: expected.enginePreset, framesPerSecond: expected.framesPerSecond,
            recognizerSettings: expectation.recognizerSettings.map { (key: $0.key, value: $0.value) },
            recordsScenes: recordsScenes)
        let command = AnimationCommand(arguments: words, directory: ExternalAnimation.folder(of: testCase.file),
                                       replyTimeout: replyTimeout)
        var first: (result: ReplayResult, animation: ProcessAnimation)?
        for run in 1...max(1, repeats) {
            let animation = ProcessAnimation(command, session: AnimationProtocol.Session(
                recording: testCase.name, device: recording.device.name, framesPerSecond: expected.framesPerSecond))
            let result: ReplayResult
            do {
                result = try ExternalAnimation.replay(recording, configuration: configuration, animation: animation)
            } catch {
                let message = "\(error)" + (run > 1 ? " (run \(run) of \(repeats))" : "")
                throw Failure(mismatch: ExpectationMismatch(path: "replay.command", expected: "a child speaking protocol 1",
                                                            actual: message), standardError: animation.standardError)
            }
            if let first {
                if let difference = Self.firstDifference(first.animation.replies, animation.replies) {
                    let ticks = first.animation.replyTicks
                    let tick = difference.index < ticks.count ? ticks[difference.index] : nil
                    throw Failure(mismatch: ExpectationMismatch(
                        path: "replay.repeat", expected: "run \(run) of \(repeats) to reply as run 1: \(difference.first)",
                        actual: "\(difference.other) (the animation must depend only on the requests)",
                        displayTick: tick.map { Int($0.index) }, time: tick?.time))
                }
            } else {
                first = (result, animation)
            }
        }
        guard let first else { throw Failure(mismatch: ExpectationMismatch(path: "replay", expected: "a run", actual: "none")) }
        // Pictures and summaries name the child by the name it gave (the command line is in `output`).
        var result = first.result
        result.configuration.animationName = "\(first.animation.childName ?? command.arguments.last ?? "animation") (command)"
        report = ExpectationCheck.check(result, of: recording, against: expectation, states: first.animation.states)
        commandLine = command.displayName
        standardError = first.animation.standardError
        states = first.animation.states
    }

    /// The first reply where two runs differ (a missing reply shows as `(none)`).
    static func firstDifference(_ a: [String], _ b: [String]) -> (index: Int, first: String, other: String)? {
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : "(none)", y = index < b.count ? b[index] : "(none)"
            if x != y { return (index, "'\(x)'", "'\(y)'") }
        }
        return nil
    }
}
