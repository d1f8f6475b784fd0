import TouchstoneCore

/// How one recording's verdict differs between two recognizer settings (`touchstone compare
/// --set-a ... --set-b ...`): both classifications and the first input frame where the two arenas'
/// discrete decisions (which recognizer, phase, fingers, direction, finish decision) part.
public struct SettingsDivergence: Sendable, Hashable {
    /// Classifications with settings A.
    public var a: [GestureClassification]
    /// Classifications with settings B.
    public var b: [GestureClassification]
    /// Index of the first input frame where the decisions part (`frames.count` when they part only at
    /// the end of input), nil when they never do.
    public var frame: Int?
    /// That frame's time, microseconds.
    public var time: Int64?

    /// Whether the verdicts (kind, fingers, direction, outcome of every gesture) differ.
    public var changed: Bool { a.map(Self.key) != b.map(Self.key) }

    /// Runs both arenas over `recording` side by side.
    public static func compare(_ recording: Recording, a settingsA: RecognizerSettings, b settingsB: RecognizerSettings) -> SettingsDivergence {
        var arenaA = ClassifyingArena(device: recording.device, recognizers: settingsA.recognizerList)
        var arenaB = ClassifyingArena(device: recording.device, recognizers: settingsB.recognizerList)
        var updatesA: [GestureUpdate] = [], updatesB: [GestureUpdate] = []
        var frame: Int?, time: Int64?
        for (index, input) in recording.frames.enumerated() {
            updatesA.removeAll(keepingCapacity: true)
            updatesB.removeAll(keepingCapacity: true)
            arenaA.process(input, into: &updatesA)
            arenaB.process(input, into: &updatesB)
            if frame == nil, updatesA.map(Step.init) != updatesB.map(Step.init) { frame = index; time = input.time }
        }
        updatesA.removeAll()
        updatesB.removeAll()
        arenaA.finish(into: &updatesA)
        arenaB.finish(into: &updatesB)
        if frame == nil, updatesA.map(Step.init) != updatesB.map(Step.init) {
            frame = recording.frames.count
            time = recording.frames.last?.time
        }
        return SettingsDivergence(a: arenaA.classifications, b: arenaB.classifications, frame: frame, time: time)
    }

    /// `swipe 3 left completed; pan 2 down cancelled`.
    public static func summary(_ results: [GestureClassification]) -> String {
        results.map { StackVerdict($0).summary }.joined(separator: "; ")
    }

    static func key(_ c: GestureClassification) -> String {
        "\(c.kindName) \(c.fingers) \(c.direction.rawValue) \(c.outcome.rawValue)"
    }

    /// The discrete part of an update.
    private struct Step: Equatable {
        var recognizer: String, kind: GestureKind, phase: GesturePhase, fingers: Int, direction: GestureDirection
        var decision: GestureDecision?
        init(_ u: GestureUpdate) {
            recognizer = u.recognizer; kind = u.kind; phase = u.phase; fingers = u.fingers; direction = u.direction
            decision = u.decision
        }
    }
}
