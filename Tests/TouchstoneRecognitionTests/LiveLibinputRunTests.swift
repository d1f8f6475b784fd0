import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

/// `compare --live-libinput`'s pure part: libinput's live events (player's clock) onto the
/// recording's clock, and into the libinput-based stacks' verdicts. Cases worked out by hand.
@Suite("live libinput events to verdicts")
struct LiveLibinputRunTests {
    /// Played from CLOCK_MONOTONIC 5 s; the frame at 16 ms went out 3 ms late and the player kept the
    /// intervals from then on.
    static let writes: [(frameTime: Int64, at: Int64)] = [(0, 5_000_000), (8_000, 5_008_000), (16_000, 5_019_000), (24_000, 5_027_000)]
    static let recording = Recording(device: .touchpad(), metadata: RecordingMetadata(source: "touchstone"), frames: [])

    static func event(_ at: Int64, _ type: LibinputGestureEvent.EventType, fingers: Int = 3, dx: Double = 0, dy: Double = 0,
                      scale: Double? = nil, cancelled: Bool? = nil) -> LibinputGestureEvent {
        let moves = type == .swipeUpdate || type == .pinchUpdate
        return LibinputGestureEvent(time: at, type: type, fingers: fingers, delta: moves ? PointMM(x: dx, y: dy) : nil,
                                    unacceleratedDelta: moves ? PointMM(x: dx, y: dy) : nil, scale: scale, cancelled: cancelled)
    }

    /// Each event counts from the last write before it: 5_019_040 is 40 µs after the frame at 16 ms
    /// (not 19.04 ms from the start); one before the first write counts back from it.
    @Test func eventsCountFromTheLastFrameWrittenBeforeThem() {
        let run = LiveLibinputRun(events: [Self.event(4_999_900, .holdBegin), Self.event(5_008_010, .swipeBegin),
                                           Self.event(5_019_040, .swipeUpdate, dx: -5), Self.event(5_040_000, .swipeEnd, cancelled: false)],
                                  writes: Self.writes)
        #expect(run.eventsOnRecordingClock.map(\.time) == [-100, 8_010, 16_040, 37_000])
        #expect(LiveLibinputRun(events: [Self.event(7, .holdBegin)], writes: []).eventsOnRecordingClock.map(\.time) == [7])
    }

    /// 3 fingers 30 x -12 units left, then libinput cancels (a finger landed): libinput-live says
    /// cancelled (what `libinput record` 1.22 cannot say), KWin cancels on libinput's cancel; GNOME
    /// treats the cancel as an end: 300 units at 30 units per 8 ms (3.75 units/ms) projects past 1.
    @Test func aCancelledSwipeIsCancelledForLibinputAndKWin() {
        var events = [Self.event(5_008_010, .swipeBegin)]
        for i in 1...30 { events.append(Self.event(5_008_010 + Int64(i) * 8_000, .swipeUpdate, dx: -10)) }
        events.append(Self.event(5_008_010 + 31 * 8_000, .swipeEnd, cancelled: true))
        let v = LiveLibinputRun(events: events, writes: Self.writes).verdicts(Self.recording, stacks: [.libinput, .kwin, .gnome])
        #expect(v[0] == StackVerdict(kind: .swipe, fingers: 3, direction: .left, outcome: .cancelled, began: 8_010, travel: 0))
        #expect(v[1].kind == .swipe && v[1].direction == .left && v[1].outcome == .cancelled)
        #expect(v[2].kind == .swipe && v[2].direction == .left && v[2].outcome == .completed)
        let finished = events.dropLast() + [Self.event(5_008_010 + 31 * 8_000, .swipeEnd, cancelled: false)]
        let done = LiveLibinputRun(events: Array(finished), writes: Self.writes).verdicts(Self.recording, stacks: [.libinput, .kwin])
        #expect(done.map(\.outcome) == [.completed, .completed])
    }

    /// A 2-finger pinch to scale 0.7: pinch in, completed; KWin triggers (|0.7 - 1| >= 0.2); a hold
    /// ended normally is a completed hold; nothing from libinput is none, not unknown (it was listening).
    @Test func pinchHoldAndNothing() {
        let pinch = [Self.event(5_000_500, .pinchBegin, fingers: 2, scale: 1), Self.event(5_010_000, .pinchUpdate, fingers: 2, scale: 0.85),
                     Self.event(5_020_000, .pinchUpdate, fingers: 2, scale: 0.7), Self.event(5_030_000, .pinchEnd, fingers: 2, scale: 0.7, cancelled: false)]
        let v = LiveLibinputRun(events: pinch, writes: Self.writes).verdicts(Self.recording, stacks: [.libinput, .kwin, .hyprland])
        #expect(v[0].kind == .pinch && v[0].fingers == 2 && v[0].direction == .in && v[0].outcome == .completed)
        #expect(v[1].kind == .pinch && v[1].outcome == .completed)
        #expect(v[2].kind == .none)
        let hold = [Self.event(5_000_500, .holdBegin, fingers: 2), Self.event(5_300_000, .holdEnd, fingers: 2, cancelled: false)]
        #expect(LiveLibinputRun(events: hold, writes: Self.writes).verdicts(Self.recording, stacks: [.libinput])[0]
                == StackVerdict(kind: .hold, fingers: 2, direction: .none, outcome: .completed, began: 500, travel: 0))
        // Live, libinput begins a hold while the fingers rest before a pinch and cancels it when they
        // move: the verdict is the pinch (began at it); a cancelled hold alone (one finger moving the
        // pointer, two scrolling) is libinput saying "not a hold": none.
        let restThenPinch = [Self.event(4_999_900, .holdBegin, fingers: 2), Self.event(5_000_400, .holdEnd, fingers: 2, cancelled: true)] + pinch
        let first = LiveLibinputRun(events: restThenPinch, writes: Self.writes).verdicts(Self.recording, stacks: [.libinput])[0]
        #expect(first.kind == .pinch && first.direction == .in && first.outcome == .completed && first.began == 500)
        let lone = LiveLibinputRun(events: Array(restThenPinch.prefix(2)), writes: Self.writes).verdicts(Self.recording, stacks: [.libinput])[0]
        #expect(lone.kind == .none && lone.note == "libinput began a hold and cancelled it (the fingers moved)")
        let nothing = LiveLibinputRun(events: [], writes: Self.writes).verdicts(Self.recording, stacks: [.libinput, .gnome, .touchstone])
        #expect(nothing.map(\.kind) == [.none, .none, .unknown])
    }
}
