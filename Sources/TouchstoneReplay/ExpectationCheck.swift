import TouchstoneCore
import TouchstoneRecognition
import TouchstoneTransitions

/// Checks a recording against an expectation: classify with the expected recognizer settings, compare
/// each gesture, then (if an animation is named) compare the replay's final state. The recording goes
/// through the arena once: a replay classifies on its way.
public enum ExpectationCheck {
    /// Runs the check: replays `recording` once when the expectation names an animation, else classifies it.
    /// `recordsScenes` keeps the replay's scenes in the report (for pictures drawn from the same replay).
    /// - Throws: `ReplayError` when the expectation names an unknown animation, preset or setting.
    public static func run(_ recording: Recording, against expectation: Expectation,
                           registry: AnimationRegistry = .standard, recordsScenes: Bool = false) throws(ReplayError) -> ExpectationReport {
        let settings = expectation.recognizerSettings.map { (key: $0.key, value: $0.value) }
        if let expected = expectation.replay {
            let configuration = ReplayConfiguration(animationName: expected.animation, enginePreset: expected.enginePreset,
                                                    framesPerSecond: expected.framesPerSecond, recognizerSettings: settings,
                                                    recordsScenes: recordsScenes)
            return check(try Replayer.replay(recording, configuration: configuration, registry: registry),
                         of: recording, against: expectation)
        }
        let recognizers: RecognizerSettings
        do {
            recognizers = try RecognizerSettings(settings)
        } catch {
            throw .recognizerSettings(error)
        }
        let gestures = GestureClassifier.classify(frames: recording.frames, device: recording.device,
                                                  recognizers: recognizers.recognizerList)
        return ExpectationReport(mismatches: compare(gestures: gestures, expected: expectation.gestures,
                                                     frames: recording.frames),
                                 gestures: gestures, replay: nil)
    }

    /// Checks a replay already made of `recording` (its configuration is taken as the expectation's:
    /// the recognizer settings and animation are not compared); `states` are what an external
    /// animation reported, for `final.state`.
    public static func check(_ replay: ReplayResult, of recording: Recording, against expectation: Expectation,
                             states: [AnimationStateSample] = []) -> ExpectationReport {
        var mismatches = compare(gestures: replay.outcome.gestures, expected: expectation.gestures, frames: recording.frames)
        if let expected = expectation.replay {
            mismatches += compare(replay: replay, expected: expected)
            mismatches += StateExpectation.compare(states, expected: expected.finalState)
        }
        return ExpectationReport(mismatches: mismatches, gestures: replay.outcome.gestures, replay: replay)
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
                differ("progress_at_release", range.expectedText, ExpectationFormat.number(got.progress), at: end)
            }
            if let range = want.releaseSpeed {
                if let velocity = got.releaseVelocity {
                    if !range.contains(velocity.length) {
                        differ("release_speed_mm_s", range.expectedText, ExpectationFormat.number(velocity.length), at: end)
                    }
                } else {
                    differ("release_speed_mm_s", range.expectedText, "no release", at: end)
                }
            }
        }
        return mismatches
    }

    private static func compare(replay: ReplayResult, expected: ReplayExpectation) -> [ExpectationMismatch] {
        var mismatches: [ExpectationMismatch] = []
        let outcome = replay.outcome.transition
        let timeline = replay.timeline
        let last = (index: max(0, timeline.tickCount - 1), time: timeline.spans.last?.lastTime)
        let finishing = timeline.firstTick { $0.phase == .finishing }.map { (index: $0.index, time: Optional($0.tick.time)) }
        let finishTick = finishing ?? last
        func differ(_ field: String, _ expected: String, _ actual: String, at tick: (index: Int64, time: Int64?)) {
            mismatches.append(ExpectationMismatch(path: "replay.\(field)", expected: expected, actual: actual,
                                                  displayTick: Int(tick.index), time: tick.time))
        }
        if let range = expected.finishDuration {
            if let duration = outcome.finishDuration {
                if !range.contains(duration) {
                    differ("finish_duration_s", range.expectedText, ExpectationFormat.number(duration), at: finishTick)
                }
            } else {
                differ("finish_duration_s", range.expectedText, "no finish animation", at: last)
            }
        }
        if let range = expected.finalProgress, !range.contains(outcome.finalProgress) {
            differ("final.progress", range.expectedText, ExpectationFormat.number(outcome.finalProgress), at: finishTick)
        }
        if let toggled = expected.styleToggled, toggled != outcome.styleToggled {
            differ("final.style_toggled", "\(toggled)", "\(outcome.styleToggled)", at: finishTick)
        }
        if let child = expected.currentChild, child != outcome.currentChild {
            differ("final.current_child", child, outcome.currentChild ?? "none", at: finishTick)
        }
        if let child = expected.hopChild, child != outcome.hopPosition?.child {
            differ("final.hop_child", child, outcome.hopPosition?.child ?? "none", at: finishTick)
        }
        if let count = expected.completedTransitions, count != outcome.completedTransitions {
            differ("final.completed_transitions", "\(count)", "\(outcome.completedTransitions)", at: finishTick)
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
