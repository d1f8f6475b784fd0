/// Turns a stream of updates into classifications, sequence by sequence (see `GestureClassifier`).
struct ClassificationBuilder: Sendable {
    var results: [GestureClassification] = []
    var open: [String: Int] = [:]
    var sequenceStart = 0

    /// Takes one frame's updates and, when the frame ended a sequence, its summary.
    mutating func consume(_ updates: ArraySlice<GestureUpdate>, sequence: SequenceSummary?) {
        for u in updates {
            switch u.phase {
            case .began:
                open[u.recognizer] = results.count
                results.append(GestureClassification(
                    kind: u.kind, fingers: u.fingers, direction: u.direction, outcome: .cancelled, start: u.time,
                    end: u.time, progress: u.progress, recognizer: u.recognizer, recognizedAfter: u.recognizedAfter,
                    travelAtRecognition: u.travelAtRecognition))
            case .changed, .ended, .cancelled:
                guard let i = open[u.recognizer] else { continue }
                results[i].fingers = max(results[i].fingers, u.maximumFingers)
                results[i].progress = u.progress
                results[i].end = u.time
                if u.phase == .ended {
                    results[i].decision = u.decision
                    results[i].outcome = u.decision == .complete ? .completed : .cancelled
                    results[i].releaseVelocity = u.releaseVelocity
                }
                if u.phase != .changed { open[u.recognizer] = nil }
            case .failed:
                break
            }
        }
        guard let sequence else { return }
        open.removeAll()
        // A hold that a motion gesture interrupted is the lead-in of that gesture, not a
        // gesture of its own (the stream still shows it).
        if let hold = results[sequenceStart...].firstIndex(where: { $0.kind == .hold && $0.outcome == .cancelled }),
           results[sequenceStart...].contains(where: { $0.kind != .hold && $0.start >= results[hold].end }) {
            results.remove(at: hold)
        }
        defer { sequenceStart = results.count }
        if sequence.recognizedCount == 0, let failure = sequence.reportedFailure,
           sequence.maximumFingers >= sequence.reportedFailureMinimumFingers {
            results.append(GestureClassification(
                kind: failure.kind, fingers: sequence.maximumFingers,
                direction: sequence.translation.length >= 1 ? PanRecognizer.dominantDirection(of: sequence.translation)
                                                            : .none,
                outcome: .failed,
                start: failure.time, end: sequence.end, progress: 0, recognizer: failure.recognizer,
                failureReason: sequence.reportedFailureReason))
        }
    }
}
