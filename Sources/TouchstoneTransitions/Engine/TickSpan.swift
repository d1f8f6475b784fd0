/// Display ticks in a row that show the same thing: the first tick, and how many ticks in all.
///
/// While nothing moves (no gesture update arrives and no finish animation runs), every display tick
/// shows the same scene, progress and phases; the engine reports such a run as one span instead of one
/// record per tick, so an idle hour costs one value, not 216,000. The later ticks of a span differ from
/// `first` only in their time (the display link's next ticks) and carry no events.
public struct TickSpan: Sendable, Hashable {
    /// The first tick of the run.
    public var first: TransitionTick
    /// Ticks in the run (at least 1).
    public var count: Int64
    /// Time of the last tick of the run (`first.time` when `count` is 1).
    public var lastTime: Int64

    /// Creates a span.
    public init(first: TransitionTick, count: Int64 = 1, lastTime: Int64? = nil) {
        precondition(count >= 1, "a tick span holds at least one tick")
        self.first = first
        self.count = count
        self.lastTime = lastTime ?? first.time
    }

    /// The tick at `offset` (0 ..< count) of the run, timed by `link`.
    public func tick(at offset: Int64, link: DisplayLink) -> TransitionTick {
        guard offset > 0 else { return first }
        var tick = first
        tick.time = link.time(ofTick: link.firstTick(atOrAfter: first.time) + offset)
        tick.events = []
        return tick
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension TickSpan: Codable {}
