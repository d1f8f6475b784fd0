import TouchstoneRecognition

/// Drives a `TransitionEngine` from a whole stream of gesture updates: the convenience a replayer
/// starts from.
public enum TransitionDriver {
    /// Feeds `updates` (sorted by time, stable) into a fresh engine and advances the clock until
    /// `endTime`, or, when nil, until the last update and any finish animation it started are over
    /// plus one display tick showing the rest state.
    public static func run(_ updates: [GestureUpdate], animation: any TransitionAnimation,
                           configuration: TransitionEngineConfiguration = .init(), startTime: Int64? = nil,
                           endTime: Int64? = nil) throws(TransitionEngineError) -> TransitionTimeline {
        let sorted = updates.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
        let start = startTime ?? min(0, sorted.first?.time ?? 0)
        var engine = TransitionEngine(animation: animation, configuration: configuration, startTime: start)
        var ticks: [TransitionTick] = []
        for update in sorted {
            ticks += try engine.advance(to: update.time)
            try engine.feed(update)
        }
        if let endTime {
            ticks += try engine.advance(to: max(endTime, engine.now))
        } else {
            if let end = engine.transition.finishEndTime { ticks += try engine.advance(to: end) }
            let link = configuration.displayLink
            let next = link.time(ofTick: link.firstTick(atOrAfter: engine.now + 1))
            ticks += try engine.advance(to: next)
        }
        return TransitionTimeline(ticks: ticks, events: engine.eventLog, outcome: engine.outcome)
    }
}
