import TouchstoneCore

/// Classifies recordings: runs a `GestureArena` over the frames and turns the update stream into
/// one `GestureClassification` per recognized gesture. The functions the CLI's `classify` and
/// `stream` commands call.
///
/// Label conventions (corpus README): `completed` / `cancelled` from the release decision, or
/// `cancelled` when the gesture was cancelled (finger lifted mid-swipe); `failed` when the only
/// thing that happened in a sequence is a reported failure of a recognizer whose finger count
/// the sequence reached (the pessimistic pan whose second finger landed after the first moved);
/// a hold cancelled by a motion gesture that then began is left out (it was that gesture's lead-in);
/// its direction is that of the sequence's dominant axis of travel (none under 1 mm). A recording
/// with no result gets one result of kind none.
public enum GestureClassifier {
    /// Classifies `recording` with the default recognizers.
    public static func classify(_ recording: Recording) -> [GestureClassification] {
        classify(frames: recording.frames, device: recording.device)
    }

    /// Classifies `frames` from `device` with `recognizers` (default: `GestureArena.standardRecognizers()`).
    public static func classify(frames: [TouchFrame], device: DeviceDescription,
                                recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                                configuration: GestureArena.Configuration = GestureArena.Configuration())
    -> [GestureClassification] {
        var arena = GestureArena(device: device, recognizers: recognizers, configuration: configuration)
        var builder = Builder()
        var updates: [GestureUpdate] = []
        updates.reserveCapacity(8)
        for frame in frames {
            updates.removeAll(keepingCapacity: true)
            arena.process(frame, into: &updates)
            builder.consume(updates, sequence: arena.completedSequence)
        }
        updates.removeAll(keepingCapacity: true)
        arena.finish(into: &updates)
        builder.consume(updates, sequence: arena.completedSequence)
        var results = builder.results
        if results.isEmpty {
            let maximum = frames.reduce(0) { max($0, $1.fingerCount) }
            results.append(GestureClassification(kind: nil, fingers: maximum, direction: .none, outcome: .none,
                                                 start: frames.first?.time ?? 0, end: frames.last?.time ?? 0,
                                                 progress: 0))
        }
        return results
    }

    /// The full update stream of `frames` (what `touchstone stream` prints).
    public static func stream(frames: [TouchFrame], device: DeviceDescription,
                              recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                              configuration: GestureArena.Configuration = GestureArena.Configuration())
    -> [GestureUpdate] {
        var arena = GestureArena(device: device, recognizers: recognizers, configuration: configuration)
        var updates: [GestureUpdate] = []
        for frame in frames { arena.process(frame, into: &updates) }
        arena.finish(into: &updates)
        return updates
    }

    /// The update stream of `recording` with the default recognizers.
    public static func stream(_ recording: Recording) -> [GestureUpdate] {
        stream(frames: recording.frames, device: recording.device)
    }

    /// Turns updates into results, sequence by sequence.
    private struct Builder {
        var results: [GestureClassification] = []
        var open: [String: Int] = [:]
        var sequenceStart = 0

        mutating func consume(_ updates: [GestureUpdate], sequence: SequenceSummary?) {
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
}
