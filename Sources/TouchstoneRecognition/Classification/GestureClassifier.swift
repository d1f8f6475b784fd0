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
        var pass = Pass(device: device, recognizers: recognizers, configuration: configuration)
        for frame in frames { _ = pass.process(frame) }
        _ = pass.finish()
        return pass.classifications
    }

    /// The full update stream of `frames` (what `touchstone stream` prints).
    public static func stream(frames: [TouchFrame], device: DeviceDescription,
                              recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                              configuration: GestureArena.Configuration = GestureArena.Configuration())
    -> [GestureUpdate] {
        var pass = Pass(device: device, recognizers: recognizers, configuration: configuration)
        var updates: [GestureUpdate] = []
        for frame in frames { updates += pass.process(frame) }
        updates += pass.finish()
        return updates
    }

    /// The update stream of `recording` with the default recognizers.
    public static func stream(_ recording: Recording) -> [GestureUpdate] {
        stream(frames: recording.frames, device: recording.device)
    }

    /// One classification pass fed a frame at a time, so a recording can be classified while it is
    /// read: memory grows with the gestures found, not with the frames.
    public struct Pass {
        private var arena: GestureArena
        private var builder = Builder()
        private var updates: [GestureUpdate] = []
        private var maximumFingers = 0
        private var firstTime: Int64?
        private var lastTime: Int64 = 0

        /// Starts a pass over frames from `device`.
        public init(device: DeviceDescription, recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                    configuration: GestureArena.Configuration = GestureArena.Configuration()) {
            arena = GestureArena(device: device, recognizers: recognizers, configuration: configuration)
            updates.reserveCapacity(8)
        }

        /// Feeds one frame; returns the updates it produced.
        public mutating func process(_ frame: TouchFrame) -> [GestureUpdate] {
            if firstTime == nil { firstTime = frame.time }
            lastTime = frame.time
            maximumFingers = max(maximumFingers, frame.fingerCount)
            updates.removeAll(keepingCapacity: true)
            arena.process(frame, into: &updates)
            builder.consume(updates, sequence: arena.completedSequence)
            return updates
        }

        /// Ends the input; returns the last updates. `classifications` is complete from then on.
        public mutating func finish() -> [GestureUpdate] {
            updates.removeAll(keepingCapacity: true)
            arena.finish(into: &updates)
            builder.consume(updates, sequence: arena.completedSequence)
            return updates
        }

        /// One result per recognized gesture (after `finish()`); a recording with none gets one of kind none.
        public var classifications: [GestureClassification] {
            var results = builder.results
            if results.isEmpty {
                results.append(GestureClassification(kind: nil, fingers: maximumFingers, direction: .none, outcome: .none,
                                                     start: firstTime ?? 0, end: lastTime, progress: 0))
            }
            return results
        }
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
