import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

/// The resting-thumb rule (`RestingThumbRule`) on the bottom band of `Synth.device` (y ≥ 52.8 mm):
/// a still contact is a thumb, a finger that lands or starts late but moves with the others is not.
@Suite("Resting thumb")
struct RestingThumbTests {
    /// Three or four fingers side by side at y = 58 mm (in the bottom band), moving left by 40 mm
    /// between 40 ms and 340 ms (133 mm/s), lifting at 360 ms.
    private static func finger(x: Double, down: Int64 = 0, start: Int64 = 40_000) -> SynthFinger {
        SynthFinger(down: down, up: 360_000,
                    position: Synth.path(PointMM(x: x, y: 58), PointMM(x: -40, y: 0), start, start + 300_000))
    }

    private static func only(_ frames: [TouchFrame]) -> GestureClassification? {
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(results.count == 1, "\(results.map { $0.jsonLine(file: "synth") })")
        return results.first
    }

    @Test func aFingerLaggingALittleBehindTheOthersIsPartOfTheSwipe() {
        // The fuzz finding (Tests/Fixtures/fuzz/swipe4_lagging_finger_read_as_thumb.json): when the
        // others have moved 1 mm the fourth finger has moved a little less; it moves with them.
        let frames = Synth.frames([
            Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80), Self.finger(x: 95, start: 43_000),
        ], jitter: 0.02)
        let result = Self.only(frames)
        #expect(result?.kindName == "swipe")
        #expect(result?.fingers == 4)
        #expect(result?.outcome == .completed)
    }

    @Test func aFingerLandingWhileTheOthersMoveIsPartOfTheSwipe() {
        // The fourth finger lands 8 ms (1 mm) into the motion, before the swipe begins, where the
        // others are, and moves with them. It is taken for a thumb on the frame it lands (the others
        // moved, it did not yet), and takes part again as soon as it has moved 1 mm with them.
        let frames = Synth.frames([
            Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80),
            SynthFinger(down: 48_000, up: 360_000,
                        position: Synth.path(PointMM(x: 95, y: 58), PointMM(x: -40, y: 0), 40_000, 340_000)),
        ])
        let result = Self.only(frames)
        #expect(result?.kindName == "swipe")
        #expect(result?.fingers == 4)
        #expect(result?.outcome == .completed)
    }

    @Test func aThumbLandingLateAndRestingStaysAThumb() {
        // The opposite: a thumb that lands 24 ms into a three-finger swipe and stays where it
        // landed is no finger of the swipe, and it does not cancel it.
        let frames = Synth.frames([
            Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80),
            SynthFinger(down: 64_000, up: 400_000, position: { _ in PointMM(x: 30, y: 62) }),
        ])
        let result = Self.only(frames)
        #expect(result?.kindName == "swipe")
        #expect(result?.fingers == 3)
        #expect(result?.outcome == .completed)
    }

    @Test func aThumbRockingSidewaysAsTheOthersMoveStaysAThumb() {
        // A late thumb that rocks 0.6 mm across the swipe's direction does not move *with* the
        // others (the fuzz finding itself is FuzzFindingTests' thumb-jitter case).
        let frames = Synth.frames([
            Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80),
            SynthFinger(down: 64_000, up: 400_000,
                        position: { t in PointMM(x: 30, y: t < 72_000 ? 62 : 62.6) }),
        ], jitter: 0)
        let result = Self.only(frames)
        #expect(result?.kindName == "swipe")
        #expect(result?.fingers == 3)
        #expect(result?.outcome == .completed)
    }

    @Test func aThumbRestingFromTheStartStaysAThumb() {
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 400_000, position: { _ in PointMM(x: 20, y: 62) }),
            Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80),
        ])
        let result = Self.only(frames)
        #expect(result?.kindName == "swipe")
        #expect(result?.fingers == 3)
        #expect(result?.outcome == .completed)
    }

    @Test func aLateContactIsJudgedOverTheTimeSinceItLanded() {
        // Tracker level, no jitter: a contact landing in the band while three others move is taken
        // for a thumb at once; moving with them it takes part again a frame later (1.07 mm, as far
        // as they moved since it landed); staying still it stays a thumb.
        func fingers(lateFollows: Bool) -> [Int64: Int] {
            var tracker = SequenceTracker(geometry: DeviceGeometry(Synth.device))
            let late = lateFollows
                ? Synth.path(PointMM(x: 95, y: 58), PointMM(x: -40, y: 0), 40_000, 340_000)
                : { _ in PointMM(x: 30, y: 62) }
            let frames = Synth.frames([
                Self.finger(x: 50), Self.finger(x: 65), Self.finger(x: 80),
                SynthFinger(down: 48_000, up: 360_000, position: late),
            ], jitter: 0)
            var counts: [Int64: Int] = [:]
            for frame in frames { counts[frame.time] = tracker.measure(frame, withVelocity: false).fingers }
            return counts
        }
        let follows = fingers(lateFollows: true), rests = fingers(lateFollows: false)
        #expect([40_000, 48_000, 56_000, 64_000].map { follows[$0] } == [3, 3, 4, 4])
        #expect([40_000, 48_000, 56_000, 64_000, 200_000].map { rests[$0] } == [3, 3, 3, 3, 3])
    }
}
