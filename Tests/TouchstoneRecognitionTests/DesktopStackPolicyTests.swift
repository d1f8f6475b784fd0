import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

/// A libinput swipe with one update per `step` microseconds, each moving `deltas[i]` (accelerated and
/// unaccelerated alike), ending one step after the last update (or at `end`).
private func swipe(fingers: Int = 3, deltas: [PointMM], step: Int64 = 8000, end: Int64? = nil, cancelled: Bool? = nil) -> LibinputGesture {
    let updates = deltas.enumerated().map { index, d in
        LibinputGestureEvent(time: Int64(index + 1) * step, type: .swipeUpdate, fingers: fingers, delta: d, unacceleratedDelta: d)
    }
    return LibinputGesture(kind: .swipe, fingers: fingers, begin: 0, updates: updates,
                           end: end ?? Int64(deltas.count + 1) * step, cancelled: cancelled)
}

private func repeated(_ x: Double, _ y: Double = 0, _ count: Int) -> [PointMM] { Array(repeating: PointMM(x: x, y: y), count: count) }

@Suite("GNOME Shell swipe tracker rules, hand-worked")
struct GnomeSwipePolicyTests {
    let policy = GnomeSwipePolicy()

    /// 10 units every 8 ms, 6 updates: begins at the 2nd (20 >= 16), progress 5 x 10 / 400 = 0.125;
    /// velocity (16,0) (16,10) ... (48,10): 50 / 32 = 1.5625 units/ms -> projection 1.5625 x 0.3323 =
    /// 0.519 + 0.125 = 0.644, which leaves the start: the next point, 1. Distance alone would cancel.
    @Test func aFastShortFlickProjectsToTheNextWorkspace() {
        let v = policy.verdict(swipe(deltas: repeated(10, 0, 6)))
        #expect(v.kind == .swipe && v.fingers == 3 && v.direction == .right && v.outcome == .completed)
        #expect(v.began == 16000)
        #expect(abs(policy.endProgress(progress: 0.125, velocity: 1.5625) - 1) < 1e-12)
        #expect(policy.endProgress(progress: 0.125, velocity: 0.5) == 0)
    }

    /// 2 units every 8 ms (0.25 units/ms, below 0.6): snaps to the nearer point. Begins at the 8th
    /// update (16 units); 110 updates give (110 - 7) x 2 / 400 = 0.515 -> 1; 100 give 0.465 -> 0.
    @Test func aSlowSwipeSnapsToTheNearerPoint() {
        #expect(policy.verdict(swipe(deltas: repeated(2, 0, 110))).outcome == .completed)
        let short = policy.verdict(swipe(deltas: repeated(2, 0, 100)))
        #expect(short.outcome == .cancelled && short.direction == .right)
    }

    /// Vertical uses 300 units: 0.465 of the width would be 0.62 of the height.
    @Test func verticalProgressUsesTheBaseHeight() {
        let v = policy.verdict(swipe(deltas: repeated(0, -2, 100)))
        #expect(v.direction == .up && v.outcome == .completed)
    }

    /// Out 5 x 10, back 5 x 10, still until 280 ms: no history entry is within 150 ms of the end, so
    /// none is dropped (the source's findIndex of -1); velocity -10 / 64 is slow; progress -0.025 -> 0.
    @Test func outAndBackThenStillCancelsInTheDirectionItStarted() {
        let v = policy.verdict(swipe(deltas: repeated(10, 0, 5) + repeated(-10, 0, 5), end: 280_000))
        #expect(v.outcome == .cancelled && v.direction == .right)
        var history: [(time: Int64, delta: Double)] = [(16, 0), (16, 10), (80, -10)]
        GnomeSwipePolicy.trim(&history, before: 130)
        #expect(history.count == 3)
        #expect(GnomeSwipePolicy.velocity(history) == 0)
    }

    @Test func twoFingersAndPinchesAreNotSwipes() {
        #expect(policy.verdict(swipe(fingers: 2, deltas: repeated(10, 0, 20))).kind == .none)
        #expect(policy.verdict(LibinputGesture(kind: .pinch, fingers: 3, begin: 0)).kind == .none)
        #expect(policy.verdict(swipe(deltas: repeated(1, 0, 10))).kind == .none) // 10 units < 16
    }
}

@Suite("KWin gesture rules, hand-worked")
struct KWinGesturePolicyTests {
    let policy = KWinGesturePolicy()

    @Test func triggersAt200UnitsAlongTheAxis() {
        #expect(policy.verdict(swipe(deltas: repeated(50, 0, 4))).outcome == .completed)
        let short = policy.verdict(swipe(deltas: repeated(50, 0, 3)))
        #expect(short.outcome == .cancelled && short.direction == .right)
    }

    /// +90 then -200: the sum flips to -110 (the right gesture is cancelled, a left one starts) and
    /// ends short: cancelled, reported in the direction it started. -270 would trigger the left one.
    @Test func aDirectionFlipCancelsTheStartedGesture() {
        let back = policy.verdict(swipe(deltas: repeated(30, 0, 3) + repeated(-40, 0, 5)))
        #expect(back.outcome == .cancelled && back.direction == .right)
        let over = policy.verdict(swipe(deltas: repeated(30, 0, 3) + repeated(-60, 0, 6)))
        #expect(over.outcome == .completed && over.direction == .left)
    }

    /// (3, 4) locks nothing (both below 5); then (10, 0) makes the sum (13, 4): horizontal, locked, so
    /// later vertical motion (0, 300) is measured along x: 13 < 200, cancelled right.
    @Test func theAxisLocksAtFiveUnits() {
        let v = policy.verdict(swipe(deltas: [PointMM(x: 3, y: 4), PointMM(x: 10, y: 0), PointMM(x: 0, y: 300)]))
        #expect(v.direction == .right && v.outcome == .cancelled)
    }

    @Test func pinchTriggersAtAScaleChangeOfPointTwo() {
        func pinch(_ scale: Double) -> LibinputGesture {
            LibinputGesture(kind: .pinch, fingers: 2, begin: 0,
                            updates: [LibinputGestureEvent(time: 8000, type: .pinchUpdate, fingers: 2, scale: scale)], end: 16000)
        }
        #expect(policy.verdict(pinch(0.75)) == StackVerdict(kind: .pinch, fingers: 2, direction: .in, outcome: .completed, began: 0, note: "scale 0.75"))
        #expect(policy.verdict(pinch(0.85)).outcome == .cancelled)
        #expect(policy.verdict(pinch(1.25)).direction == .out)
    }

    @Test func libinputCancelCancels() {
        #expect(policy.verdict(swipe(deltas: repeated(50, 0, 8), cancelled: true)).outcome == .cancelled)
    }
}

@Suite("Hyprland workspace-swipe rules, hand-worked")
struct HyprlandSwipePolicyTests {
    let policy = HyprlandSwipePolicy()

    @Test func halfTheDistanceCompletes() {
        // 10 x 20 = 200 >= 300 x 0.5.
        #expect(policy.verdict(swipe(deltas: repeated(20, 0, 10))).outcome == .completed)
        // 10 x 10 = 100 < 150 and 10 units/event < 30: reverts.
        #expect(policy.verdict(swipe(deltas: repeated(10, 0, 10))).outcome == .cancelled)
    }

    /// 3 x 40 = 120 < 150, but the average change per event is 40 >= 30: forced.
    @Test func speedForcesCompletion() {
        let v = policy.verdict(swipe(deltas: repeated(40, 0, 3)))
        #expect(v.outcome == .completed && v.direction == .right)
    }

    /// +20 locks right (20 > 10); +20 more is 40; -50 would be -10, the other sign: reset to 0. At
    /// the end |0| < 2: reverted, in the locked direction.
    @Test func theDirectionLockResetsAReversal() {
        let v = policy.verdict(swipe(deltas: [PointMM(x: 20, y: 0), PointMM(x: 20, y: 0), PointMM(x: -50, y: 0)]))
        #expect(v.outcome == .cancelled && v.direction == .right)
    }

    @Test func onlyThreeFingerHorizontalSwipesAreBound() {
        #expect(policy.verdict(swipe(deltas: repeated(0, 20, 10))).kind == .none)
        #expect(policy.verdict(swipe(fingers: 4, deltas: repeated(20, 0, 10))).kind == .none)
        // Updates below 5 units do not start matching: 4 x 4, then 10 x 20 = 200.
        let v = policy.verdict(swipe(deltas: repeated(4, 0, 4) + repeated(20, 0, 10)))
        #expect(v.outcome == .completed && v.began == 40000)
    }
}

@Suite("libinput's own verdict and grouping")
struct LibinputGestureTests {
    @Test func groupsBeginUpdatesEnd() {
        let events = [
            LibinputGestureEvent(time: 0, type: .swipeBegin, fingers: 3),
            LibinputGestureEvent(time: 8, type: .swipeUpdate, fingers: 3, delta: PointMM(x: -5, y: 1), unacceleratedDelta: PointMM(x: -5, y: 1)),
            LibinputGestureEvent(time: 16, type: .swipeUpdate, fingers: 3, delta: PointMM(x: 3, y: 0), unacceleratedDelta: PointMM(x: 3, y: 0)),
            LibinputGestureEvent(time: 24, type: .swipeEnd, fingers: 3, cancelled: true),
            LibinputGestureEvent(time: 30, type: .pinchBegin, fingers: 2),
        ]
        let gestures = LibinputGesture.group(events)
        #expect(gestures.count == 2)
        #expect(gestures[0].updates.count == 2 && gestures[0].end == 24 && gestures[0].cancelled == true)
        // Largest excursion (-5, 1), though the sum is (-2, 1): left.
        #expect(gestures[0].verdict == StackVerdict(kind: .swipe, fingers: 3, direction: .left, outcome: .cancelled, began: 0))
        #expect(gestures[1].end == nil && gestures[1].verdict.outcome == .unknown)
    }

    @Test func noEventsIsNoneOrUnknownByCapture() {
        let recording = Recording(device: .touchpad(), metadata: RecordingMetadata(source: "evemu"), frames: [])
        #expect(DesktopStack.verdicts(recording, stacks: [.libinput, .gnome], libinputCaptured: false).map(\.kind) == [.unknown, .unknown])
        #expect(DesktopStack.verdicts(recording, stacks: [.kwin], libinputCaptured: true).map(\.kind) == [.none])
    }

    @Test func stackListsParse() throws {
        #expect(try DesktopStack.parseList("gnome, kwin,gnome").get() == [.gnome, .kwin])
        #expect(throws: StackListError.self) { try DesktopStack.parseList("gnome,mutter").get() }
        #expect(throws: StackListError(name: "mutter")) { try DesktopStack.parseList("gnome,mutter").get() }
        #expect(StackListError(name: "mutter").description
                == "expected one of touchstone, libinput, gnome, kwin, hyprland, found 'mutter'")
    }
}
