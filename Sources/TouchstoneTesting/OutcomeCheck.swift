import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneReplay

/// The mismatches behind every assertion of this library, shared by the Swift Testing and XCTest
/// front ends so both say the same thing.
public enum OutcomeCheck {
    /// Compares `replay` with the expected values (nil values are not checked); empty when it matches.
    public static func mismatches(_ replay: GestureReplay, kind: GestureKind?? = nil, fingers: Int? = nil,
                                  direction: GestureDirection? = nil, outcome: GestureOutcome? = nil,
                                  finalProgress: Double? = nil, styleToggled: Bool? = nil,
                                  currentChild: String? = nil) -> [String] {
        let gesture = GestureExpectation(kind: kind.map { $0?.rawValue ?? "none" }, fingers: fingers, direction: direction,
                                         outcome: outcome)
        var final = ReplayExpectation(animation: replay.configuration.animationName,
                                      enginePreset: replay.configuration.enginePreset,
                                      framesPerSecond: replay.configuration.framesPerSecond)
        final.finalProgress = finalProgress.map { ValueRange(minimum: $0 - 1e-9, maximum: $0 + 1e-9) }
        final.styleToggled = styleToggled
        final.currentChild = currentChild
        let expectation = Expectation(recognizerSettings: replay.configuration.recognizerSettings.map {
            Expectation.Setting(key: $0.key, value: $0.value)
        }, gestures: [gesture], replay: final)
        // The replay already ran with these settings and this animation: compare, do not replay again.
        let report = ExpectationCheck.check(replay.result, of: replay.recording, against: expectation)
        return report.mismatches.map { "\(replay.path): \($0)" }
    }

    /// Checks the `expect` block embedded in the recording at `path`; empty when it passes.
    /// `replyTimeout` (microseconds) bounds each reply of an expect block's animation command.
    public static func embeddedMismatches(_ path: String, replyTimeout: Int64 = 10_000_000) -> [String] {
        do {
            let recording = try RecordingImporter.load(path: path)
            guard let block = recording.expect else { return ["\(path): the recording has no expect block"] }
            let expectation = try Expectation(json: block)
            if let command = expectation.replay?.command, let expected = expectation.replay {
                // An animation command: replay against the child, then check (final.state included).
                // The block's settings in its order, as `touchstone test` applies them.
                let settings = expectation.recognizerSettings.map { (key: $0.key, value: $0.value) }
                let replay = try GestureReplay(recording, path: path, command: command, directory: nil,
                                               engine: expected.enginePreset, framesPerSecond: expected.framesPerSecond,
                                               settings: settings, replyTimeout: replyTimeout)
                let report = ExpectationCheck.check(replay.result, of: recording, against: expectation,
                                                    states: replay.animationStates)
                return report.mismatches.map { "\(path): \($0)" }
            }
            let report = try ExpectationCheck.run(recording, against: expectation)
            return report.mismatches.map { "\(path): \($0)" }
        } catch {
            return ["\(path): \(error)"]
        }
    }
}
