/// Per-tick records of a run plus what it amounted to: what the replay layer builds on.
public struct TransitionTimeline: Sendable, Hashable {
    /// One record per display tick, in time order.
    public var ticks: [TransitionTick]
    /// Every transition event, in order.
    public var events: [TransitionEvent]
    /// The final state.
    public var outcome: TransitionOutcome

    /// Creates a timeline.
    public init(ticks: [TransitionTick], events: [TransitionEvent], outcome: TransitionOutcome) {
        self.ticks = ticks
        self.events = events
        self.outcome = outcome
    }

    /// A digest of the whole timeline (FNV-1a over tick times, phases, rounded progress and scene
    /// digests): equal runs have equal timeline digests.
    public var digest: SceneDigest {
        var encoder = CanonicalEncoder()
        for tick in ticks {
            encoder.write(String(tick.time) + ":" + tick.phase.rawValue + ";")
            encoder.write(tick.progress)
            encoder.write(tick.velocity)
            encoder.write(tick.sceneDigest.description + ";")
        }
        return SceneDigest(value: encoder.hash)
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension TransitionTimeline: Codable {}
