import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// Checks a recording against an expectation: classify with the expected recognizer settings, compare
/// each gesture, then (if an animation is named) replay and compare the final state.
public enum ExpectationCheck {
    /// Runs the check.
    /// - Throws: `ReplayError` when the expectation names an unknown animation, preset or setting.
    public static func run(_ recording: Recording, against expectation: Expectation,
                           registry: AnimationRegistry = .standard) throws(ReplayError) -> ExpectationReport {
        let settings = expectation.recognizerSettings.map { (key: $0.key, value: $0.value) }
        let replay: ReplayResult?
        let gestures: [GestureClassification]
        if let expected = expectation.replay {
            let configuration = ReplayConfiguration(animationName: expected.animation, enginePreset: expected.enginePreset,
                                                    framesPerSecond: expected.framesPerSecond, recognizerSettings: settings)
            let result = try Replayer.replay(recording, configuration: configuration, registry: registry)
            replay = result
            gestures = result.outcome.gestures
        } else {
            let recognizers: RecognizerSettings
            do {
                recognizers = try RecognizerSettings(settings)
            } catch {
                throw .recognizerSettings(error)
            }
            replay = nil
            gestures = GestureClassifier.classify(frames: recording.frames, device: recording.device,
                                                  recognizers: recognizers.recognizerList)
        }
        var mismatches = compare(gestures: gestures, expected: expectation.gestures, frames: recording.frames)
        if let expected = expectation.replay, let replay {
            mismatches += compare(replay: replay, expected: expected)
        }
        return ExpectationReport(mismatches: mismatches, gestures: gestures, replay: replay)
    }

    /// Compares classified `gestures` with the `expected` ones (count, then each field); `frames` place
    /// the mismatches.
    public static func compare(gestures: [GestureClassification], expected: [GestureExpectation],
                               frames: [TouchFrame]) -> [ExpectationMismatch] {
        guard !expected.isEmpty else { return [] }
        var mismatches: [ExpectationMismatch] = []
        if gestures.count != expected.count {
            let found = gestures.map { "\($0.kindName) \($0.outcome.rawValue) at \($0.start) us" }.joined(separator: "; ")
            mismatches.append(ExpectationMismatch(path: "gestures", expected: "\(expected.count) gesture(s)",
                                                  actual: "\(gestures.count): \(found)"))
        }
        for (index, (want, got)) in zip(expected, gestures).enumerated() {
            let path = "gestures[\(index)]"
            let start = frameIndex(at: got.start, in: frames)
            let end = frameIndex(at: got.end, in: frames)
            func differ(_ field: String, _ expected: String, _ actual: String, at frame: Int) {
                mismatches.append(ExpectationMismatch(path: "\(path).\(field)", expected: expected, actual: actual,
                                                      inputFrame: frame, time: frames.isEmpty ? nil : frames[frame].time))
            }
            if let kind = want.kind, kind != got.kindName { differ("kind", kind, got.kindName, at: start) }
            if let fingers = want.fingers, fingers != got.fingers { differ("fingers", "\(fingers)", "\(got.fingers)", at: start) }
            if let direction = want.direction, direction != got.direction {
                differ("direction", direction.rawValue, got.direction.rawValue, at: start)
            }
            if let outcome = want.outcome, outcome != got.outcome { differ("outcome", outcome.rawValue, got.outcome.rawValue, at: end) }
            if let range = want.progressAtRelease, !range.contains(got.progress) {
                differ("progress_at_release", "in \(range)", ExpectationFormat.number(got.progress), at: end)
            }
            if let range = want.releaseSpeed {
                if let velocity = got.releaseVelocity {
                    if !range.contains(velocity.length) {
                        differ("release_speed_mm_s", "in \(range)", ExpectationFormat.number(velocity.length), at: end)
                    }
                } else {
                    differ("release_speed_mm_s", "in \(range)", "no release", at: end)
                }
            }
        }
        return mismatches
    }

    private static func compare(replay: ReplayResult, expected: ReplayExpectation) -> [ExpectationMismatch] {
        var mismatches: [ExpectationMismatch] = []
        let outcome = replay.outcome
        let last = max(0, replay.ticks.count - 1)
        let finishTick = replay.ticks.firstIndex { $0.transitionPhase == .finishing } ?? last
        func differ(_ field: String, _ expected: String, _ actual: String, tick: Int) {
            mismatches.append(ExpectationMismatch(path: "replay.\(field)", expected: expected, actual: actual, displayTick: tick,
                                                  time: replay.ticks.isEmpty ? nil : replay.ticks[tick].time))
        }
        if let range = expected.finishDuration {
            if let duration = outcome.finishDuration {
                if !range.contains(duration) {
                    differ("finish_duration_s", "in \(range)", ExpectationFormat.number(duration), tick: finishTick)
                }
            } else {
                differ("finish_duration_s", "in \(range)", "no finish animation", tick: last)
            }
        }
        if let range = expected.finalProgress, !range.contains(outcome.finalProgress) {
            differ("final.progress", "in \(range)", ExpectationFormat.number(outcome.finalProgress), tick: finishTick)
        }
        if let toggled = expected.styleToggled, toggled != outcome.styleToggled {
            differ("final.style_toggled", "\(toggled)", "\(outcome.styleToggled)", tick: finishTick)
        }
        if let child = expected.currentChild, child != outcome.currentChild {
            differ("final.current_child", child, outcome.currentChild ?? "none", tick: finishTick)
        }
        if let child = expected.hopChild, child != outcome.hopPosition?.child {
            differ("final.hop_child", child, outcome.hopPosition?.child ?? "none", tick: finishTick)
        }
        if let count = expected.completedTransitions, count != outcome.completedTransitions {
            differ("final.completed_transitions", "\(count)", "\(outcome.completedTransitions)", tick: finishTick)
        }
        return mismatches
    }

    /// Index of the first frame at or after `time` (the last frame when none is).
    static func frameIndex(at time: Int64, in frames: [TouchFrame]) -> Int {
        guard !frames.isEmpty else { return 0 }
        var low = 0, high = frames.count - 1
        while low < high {
            let mid = (low + high) / 2
            if frames[mid].time < time { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
