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
        run(frames, ClassifyingArena(device: device, recognizers: recognizers, configuration: configuration),
            keepingUpdates: false).arena.classifications
    }

    /// The full update stream of `frames` (what `touchstone stream` prints).
    public static func stream(frames: [TouchFrame], device: DeviceDescription,
                              recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                              configuration: GestureArena.Configuration = GestureArena.Configuration())
    -> [GestureUpdate] {
        run(frames, ClassifyingArena(device: device, recognizers: recognizers, configuration: configuration),
            keepingUpdates: true).updates
    }

    /// Feeds `frames` to `arena` and finishes it; the updates are kept only when `keepingUpdates`.
    private static func run(_ frames: [TouchFrame], _ arena: ClassifyingArena, keepingUpdates: Bool)
    -> (arena: ClassifyingArena, updates: [GestureUpdate]) {
        var arena = arena
        var updates: [GestureUpdate] = []
        updates.reserveCapacity(8)
        for frame in frames {
            if !keepingUpdates { updates.removeAll(keepingCapacity: true) }
            arena.process(frame, into: &updates)
        }
        arena.finish(into: &updates)
        return (arena, updates)
    }

    /// The update stream of `recording` with the default recognizers.
    public static func stream(_ recording: Recording) -> [GestureUpdate] {
        stream(frames: recording.frames, device: recording.device)
    }
}
