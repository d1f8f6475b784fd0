import TouchstoneCore

/// libinput's gesture events from one live play of a recording (`touchstone compare --live-libinput`)
/// and when each frame was written, turned into the libinput-based stacks' verdicts on the
/// recording's own clock, exactly as recorded events are (`DesktopStack.verdicts`).
public struct LiveLibinputRun: Sendable {
    /// libinput's events in order, times on the player's clock (CLOCK_MONOTONIC µs).
    public var events: [LibinputGestureEvent]
    /// Each written frame's recorded time and the player's clock just before its write, in order.
    public var writes: [(frameTime: Int64, at: Int64)]

    /// Creates a run.
    public init(events: [LibinputGestureEvent], writes: [(frameTime: Int64, at: Int64)]) {
        self.events = events
        self.writes = writes
    }

    /// The events with their times on the recording's clock: an event counts from the last frame
    /// written before it (the kernel stamped that frame at or just after the write), so a late frame
    /// that delayed the rest does not shift the events after it.
    public var eventsOnRecordingClock: [LibinputGestureEvent] {
        guard let first = writes.first else { return events }
        var index = 0
        return events.map { event in
            while index + 1 < writes.count, writes[index + 1].at <= event.time { index += 1 }
            let base = writes[index].at <= event.time ? writes[index] : first
            var rebased = event
            rebased.time = base.frameTime + (event.time - base.at)
            return rebased
        }
    }

    /// The verdicts of `stacks` (the libinput-based ones; `touchstone` says unknown here) from the live
    /// events: libinput's first gesture with its cancelled flag, the desktops' rules fed from them.
    public func verdicts(_ recording: Recording, stacks: [DesktopStack]) -> [StackVerdict] {
        var played = recording
        played.libinputGestures = eventsOnRecordingClock
        return stacks.map { stack in
            stack == .touchstone ? .unknown(note: "not a libinput stack")
                : DesktopStack.verdicts(played, stacks: [stack], libinputCaptured: true)[0]
        }
    }
}
