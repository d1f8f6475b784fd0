/// Display ticks of a run plus what it amounted to: what `TransitionDriver` collects and the replay
/// layer reports.
///
/// Ticks are kept as spans (`TickSpan`): a run of ticks that repeat one another costs one value, so a
/// timeline's memory follows what moved, not how long the clock ran. `ticks` still reads as one
/// record per display tick.
public struct TransitionTimeline: Sendable, Hashable {
    /// The ticks as runs, in time order; adjacent runs always differ in something besides time.
    public private(set) var spans: [TickSpan] = []
    /// The display link the ticks follow (to time the ticks inside a span).
    public let displayLink: DisplayLink
    /// Every transition event, in order.
    public var events: [TransitionEvent]
    /// The final state.
    public var outcome: TransitionOutcome
    /// Ticks before each span and the span's own, cumulative (`spanEnds[i]` ticks in spans 0...i).
    private var spanEnds: [Int64] = []

    /// Creates a timeline from spans (merged where they continue one another).
    public init(spans: [TickSpan] = [], displayLink: DisplayLink = DisplayLink(), events: [TransitionEvent] = [],
                outcome: TransitionOutcome = TransitionOutcome()) {
        self.displayLink = displayLink
        self.events = events
        self.outcome = outcome
        for span in spans { append(span) }
    }

    /// Adds the next span; one that continues the last (same record but for the time, no events, starting
    /// at the next display tick) extends it instead.
    public mutating func append(_ span: TickSpan) {
        if var last = spans.last, span.first.events.isEmpty,
           displayLink.firstTick(atOrAfter: span.first.time) == displayLink.firstTick(atOrAfter: last.lastTime) + 1,
           Self.repeats(span.first, last.first) {
            last.count += span.count
            last.lastTime = span.lastTime
            spans[spans.count - 1] = last
            spanEnds[spanEnds.count - 1] += span.count
            return
        }
        spans.append(span)
        spanEnds.append((spanEnds.last ?? 0) + span.count)
    }

    /// Display ticks in all.
    public var tickCount: Int64 { spanEnds.last ?? 0 }

    /// One record per display tick, computed from the spans on access.
    public var ticks: Ticks { Ticks(timeline: self) }

    /// The first tick that satisfies `predicate` and its index, looking at one tick per span (the
    /// others repeat it but for the time).
    public func firstTick(where predicate: (TransitionTick) -> Bool) -> (index: Int64, tick: TransitionTick)? {
        for (i, span) in spans.enumerated() where predicate(span.first) {
            return (i == 0 ? 0 : spanEnds[i - 1], span.first)
        }
        return nil
    }

    /// A digest of the whole timeline (FNV-1a over tick times, phases, rounded progress and scene
    /// digests): equal runs have equal timeline digests. Visits every tick.
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

    /// Whether `tick` shows what `previous` shows.
    private static func repeats(_ tick: TransitionTick, _ previous: TransitionTick) -> Bool {
        tick.gesturePhase == previous.gesturePhase && tick.phase == previous.phase && tick.progress == previous.progress
            && tick.velocity == previous.velocity && tick.sceneDigest == previous.sceneDigest && tick.scene == previous.scene
    }

    /// The ticks of a timeline, one per display tick.
    public struct Ticks: RandomAccessCollection, Sendable {
        let timeline: TransitionTimeline

        /// 0.
        public var startIndex: Int { 0 }
        /// The tick count.
        public var endIndex: Int { Int(timeline.tickCount) }

        /// The tick at `position`.
        public subscript(position: Int) -> TransitionTick {
            let ends = timeline.spanEnds
            var low = 0, high = ends.count - 1
            while low < high {
                let mid = (low + high) / 2
                if ends[mid] <= Int64(position) { low = mid + 1 } else { high = mid }
            }
            let before = low == 0 ? 0 : ends[low - 1]
            return timeline.spans[low].tick(at: Int64(position) - before, link: timeline.displayLink)
        }
    }
}

/// JSON for reports: the spans, the display link's rate and origin, the events and the outcome.
extension TransitionTimeline: Codable {
    private enum CodingKeys: String, CodingKey {
        case spans, framesPerSecond, origin, events, outcome
    }

    /// Decodes a timeline written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rate = try container.decode(Int.self, forKey: .framesPerSecond)
        guard rate > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .framesPerSecond, in: container,
                                                   debugDescription: "display rate must be positive, found \(rate)")
        }
        self.init(spans: try container.decode([TickSpan].self, forKey: .spans),
                  displayLink: DisplayLink(framesPerSecond: rate, origin: try container.decode(Int64.self, forKey: .origin)),
                  events: try container.decode([TransitionEvent].self, forKey: .events),
                  outcome: try container.decode(TransitionOutcome.self, forKey: .outcome))
    }

    /// Encodes the timeline.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(spans, forKey: .spans)
        try container.encode(displayLink.framesPerSecond, forKey: .framesPerSecond)
        try container.encode(displayLink.origin, forKey: .origin)
        try container.encode(events, forKey: .events)
        try container.encode(outcome, forKey: .outcome)
    }
}
