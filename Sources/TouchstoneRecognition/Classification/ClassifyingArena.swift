import TouchstoneCore

/// A `GestureArena` that classifies as it goes: one pass over the frames gives both the update
/// stream and `GestureClassifier`'s classifications, so a replay never runs the arena twice.
public struct ClassifyingArena: Sendable {
    private var arena: GestureArena
    private var builder = ClassificationBuilder()
    private var firstTime: Int64?
    private var lastTime: Int64 = 0
    private var maximumFingers = 0

    /// Creates an arena for `device` with `recognizers` (visited in this order).
    public init(device: DeviceDescription, recognizers: [AnyGestureRecognizer] = GestureArena.standardRecognizers(),
                configuration: GestureArena.Configuration = GestureArena.Configuration()) {
        arena = GestureArena(device: device, recognizers: recognizers, configuration: configuration)
    }

    /// Feeds one frame; appends the updates it causes to `updates`.
    public mutating func process(_ frame: TouchFrame, into updates: inout [GestureUpdate]) {
        if firstTime == nil { firstTime = frame.time }
        lastTime = frame.time
        maximumFingers = max(maximumFingers, frame.fingerCount)
        let start = updates.count
        arena.process(frame, into: &updates)
        builder.consume(updates[start...], sequence: arena.completedSequence)
    }

    /// Ends the input (running recognizers are cancelled); appends the updates this causes.
    public mutating func finish(into updates: inout [GestureUpdate]) {
        let start = updates.count
        arena.finish(into: &updates)
        builder.consume(updates[start...], sequence: arena.completedSequence)
    }

    /// The gestures found so far, in order; after `finish(into:)`, `GestureClassifier.classify`'s
    /// result (one result of kind none when nothing was found).
    public var classifications: [GestureClassification] {
        guard builder.results.isEmpty else { return builder.results }
        return [GestureClassification(kind: nil, fingers: maximumFingers, direction: .none, outcome: .none,
                                      start: firstTime ?? 0, end: lastTime, progress: 0)]
    }
}
