import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneReplay

/// One case whose expect block names an animation command: replays it against the child (`repeats`
/// times, comparing every reply line between runs) and checks the expectation, `final.state` included.
struct ExternalCaseRun {
    /// Why the case could not be checked: a child that broke the protocol, or replies that differ.
    struct Failure: Error {
        var message: String
    }

    /// The expectation's check of the first run.
    var report: ExpectationReport
    /// The child's stderr lines (first run).
    var standardError: [String]

    init(_ testCase: TestCase, recording: Recording, expectation: Expectation, command words: [String],
         repeats: Int) throws(Failure) {
        guard let expected = expectation.replay else { throw Failure(message: "no replay block") }
        let configuration = ReplayConfiguration(
            animationName: expected.animation, enginePreset: expected.enginePreset, framesPerSecond: expected.framesPerSecond,
            recognizerSettings: expectation.recognizerSettings.map { (key: $0.key, value: $0.value) })
        let command = AnimationCommand(arguments: words, directory: ExternalAnimation.folder(of: testCase.file))
        var first: (result: ReplayResult, animation: ProcessAnimation)?
        for run in 1...max(1, repeats) {
            let animation = ProcessAnimation(command, session: AnimationProtocol.Session(
                recording: testCase.name, device: recording.device.name, framesPerSecond: expected.framesPerSecond))
            let result: ReplayResult
            do {
                result = try ExternalAnimation.replay(recording, configuration: configuration, animation: animation)
            } catch {
                let message = "\(testCase.name): \(error)" + (run > 1 ? " (run \(run) of \(repeats))" : "")
                throw Failure(message: message + animation.standardError.suffix(5).map { "\nstderr: " + $0 }.joined())
            }
            if let first {
                if let difference = Self.firstDifference(first.animation.replies, animation.replies) {
                    throw Failure(message: "\(testCase.name): run \(run) of \(repeats) replied differently from run 1 "
                                  + "at reply \(difference.index) (0 is the hello reply): \(difference.first) vs \(difference.other); "
                                  + "the animation must depend only on the requests")
                }
            } else {
                first = (result, animation)
            }
        }
        guard let first else { throw Failure(message: "not run") }
        report = ExpectationCheck.check(first.result, of: recording, against: expectation, states: first.animation.states)
        standardError = first.animation.standardError
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
