import Testing
import TouchstoneCore
import TouchstoneRecognition
@testable import TouchstoneSynthesis

/// The round trip: `classify` of a synthesized gesture agrees with its spec, over kinds x fingers x
/// directions x outcomes on every device profile.
@Suite struct RoundTripTests {
    /// One grid cell: the spec and a name for messages.
    struct Cell: CustomStringConvertible {
        var gesture: GestureSpec
        var profile: DeviceProfile
        var description: String {
            "\(profile.rawValue) \(gesture.kind.rawValue)\(gesture.fingers) \(gesture.direction.rawValue) \(gesture.profile.rawValue)"
        }
    }

    static func grid() -> [Cell] {
        var cells: [Cell] = []
        for profile in DeviceProfile.allCases {
            let maxFingers = profile.description.maxFingers
            func add(_ kind: SynthKind, fingers: Int, direction: SynthDirection, _ edit: (inout GestureSpec) -> Void = { _ in }) {
                guard fingers <= maxFingers else { return }
                var g = GestureSpec(kind: kind)
                g.fingers = fingers
                g.direction = direction
                edit(&g)
                cells.append(Cell(gesture: g, profile: profile))
            }
            for direction in [SynthDirection.up, .down, .left, .right] {
                for outcome in [VelocityProfile.easeInOut, .fling, .outAndBack] {
                    add(.pan, fingers: 2, direction: direction) { g in
                        g.profile = outcome
                        if outcome == .fling { g.distanceMillimetres = 14 }
                        if outcome == .outAndBack { g.distanceMillimetres = 20 }
                    }
                    for fingers in 3...5 {
                        add(.swipe, fingers: fingers, direction: direction) { g in
                            g.profile = outcome
                            if outcome == .outAndBack { g.distanceMillimetres = 18 }
                        }
                    }
                }
                // Off-axis diagonals (30 degrees from the axis) keep a dominant axis.
                add(.swipe, fingers: 3, direction: direction) { g in g.angle = (direction.angle ?? 0) + 25 }
                // A short swipe cancels.
                add(.swipe, fingers: 3, direction: direction) { g in g.distanceMillimetres = 10 }
            }
            for direction in [SynthDirection.in, .out] {
                for fingers in 2...3 {
                    add(.pinch, fingers: fingers, direction: direction)
                    add(.pinch, fingers: fingers, direction: direction) { g in g.profile = .outAndBack }
                    add(.pinch, fingers: fingers, direction: direction) { g in g.scale = direction == .in ? 0.8 : 1.3 }
                }
            }
            for direction in [SynthDirection.cw, .ccw] {
                add(.rotate, fingers: 2, direction: direction)
                add(.rotate, fingers: 2, direction: direction) { g in g.rotation = 25 }
                add(.rotate, fingers: 2, direction: direction) { g in g.profile = .outAndBack }
            }
            for fingers in 2...5 {
                add(.hold, fingers: fingers, direction: .none)
                add(.tap, fingers: fingers, direction: .none)
            }
            add(.tap, fingers: 1, direction: .none)
            add(.motion, fingers: 1, direction: .right)
        }
        return cells
    }

    @Test func gridRoundTrips() throws {
        var failures: [String] = []
        var count = 0
        for cell in Self.grid() {
            let spec = SynthesisSpec(device: .profile(cell.profile), seed: 7, gestures: [cell.gesture])
            let result = try Synthesizer.synthesize(spec)
            let got = GestureClassifier.classify(result.recording)
            count += 1
            guard result.expected.allSatisfy(\.isUnambiguous) else {
                failures.append("\(cell): ambiguous by construction: \(result.expected.flatMap(\.notes))")
                continue
            }
            let agrees = got.count == result.expected.count && zip(result.expected, got).allSatisfy { $0.matches($1) }
            if !agrees {
                failures.append("\(cell): expected \(result.expected.map { "\($0.kind?.rawValue ?? "none") \($0.fingers) \($0.direction?.rawValue ?? "?") \($0.outcome?.rawValue ?? "?")" }), got \(got.map { "\($0.kindName) \($0.fingers) \($0.direction.rawValue) \($0.outcome.rawValue) p=\($0.progress)" })")
            }
        }
        #expect(count > 200)
        #expect(failures.isEmpty, "\(failures.count) of \(count) cells disagree:\n\(failures.joined(separator: "\n"))")
    }
}

@Suite struct SynthesisShapeTests {
    func classify(_ gestures: [GestureSpec], device: DeviceProfile = .precision, seed: UInt64 = 3,
                  rate: Double? = nil) throws -> (SynthesisResult, [GestureClassification]) {
        let result = try Synthesizer.synthesize(SynthesisSpec(device: .profile(device), seed: seed, rate: rate, gestures: gestures))
        return (result, GestureClassifier.classify(result.recording))
    }

    @Test func diagonalsAtFortyFiveDegreesLeaveTheDirectionOut() throws {
        for direction in [SynthDirection.upLeft, .upRight, .downLeft, .downRight] {
            var g = GestureSpec(kind: .swipe)
            g.direction = direction
            let (result, got) = try classify([g])
            #expect(result.expected[0].direction == nil)
            #expect(result.expected[0].outcome == .completed)
            #expect(result.expected[0].matches(got[0]), "\(direction): \(got)")
            #expect(result.recording.metadata.labels["ambiguous"]?.contains("diagonal") == true)
        }
    }

    @Test func sameSpecAndSeedGiveTheSameFramesAndAnotherSeedDoesNot() throws {
        var g = GestureSpec(kind: .swipe)
        g.jitterMillimetres = 0.2
        let a = try classify([g], seed: 5).0.recording, b = try classify([g], seed: 5).0.recording
        let c = try classify([g], seed: 6).0.recording
        #expect(a == b)
        #expect(a.frames != c.frames)
    }

    @Test func sequencesWithPausesGiveOneResultPerGestureInOrder() throws {
        var pinch = GestureSpec(kind: .pinch)
        pinch.direction = .out
        var tap = GestureSpec(kind: .tap)
        tap.pauseAfterMilliseconds = 500
        let (result, got) = try classify([GestureSpec(kind: .swipe), tap, pinch, GestureSpec(kind: .hold)])
        #expect(result.expected.map(\.kind) == [.swipe, .pinch, .hold])
        #expect(got.map(\.kind) == [.swipe, .pinch, .hold])
        #expect(zip(result.expected, got).allSatisfy { $0.matches($1) })
    }

    @Test func fingersBeyondTheSlotsAreReportedThroughTheFingerCount() throws {
        var g = GestureSpec(kind: .swipe)
        g.fingers = 4
        let (result, got) = try classify([g], device: .twoslot)
        #expect(result.recording.frames.allSatisfy { $0.contacts.count <= 2 })
        #expect(result.recording.maxFingers == 4)
        #expect(got.count == 1 && got[0].fingers == 4 && got[0].kind == .swipe)
    }

    @Test func aRestingThumbIsNotCounted() throws {
        var g = GestureSpec(kind: .swipe)
        g.restingThumb = true
        g.direction = .right
        let (result, got) = try classify([g])
        #expect(result.recording.maxFingers == 4)
        #expect(result.expected[0].matches(got[0]), "\(got)")
        #expect(got[0].fingers == 3)
    }

    @Test func landingStaggerAndLiftOrderShapeTheContacts() throws {
        var g = GestureSpec(kind: .swipe)
        g.landingStaggerMilliseconds = 40
        g.liftOrder = .reverse
        g.liftStaggerMilliseconds = 20
        let (result, got) = try classify([g])
        let frames = result.recording.frames
        let counts = frames.map(\.fingerCount)
        #expect(counts.prefix(10).contains(1) && counts.prefix(10).contains(2))
        // The last finger to land (highest slot) lifts first.
        let firstLift = frames.indices.first { $0 > 0 && frames[$0].fingerCount < frames[$0 - 1].fingerCount && frames[$0].fingerCount > 0 }!
        #expect(frames[firstLift].contacts.map(\.slot) == [0, 1])
        #expect(result.expected[0].matches(got[0]), "\(got)")
    }

    @Test func theSampleRateSetsTheFramePeriod() throws {
        let (result, _) = try classify([GestureSpec(kind: .swipe)], rate: 240)
        let times = result.recording.frames.map(\.time)
        let gaps = Set(zip(times.dropFirst(), times).map { $0 - $1 })
        #expect(gaps.contains(4167))
        #expect(gaps.allSatisfy { $0 % 4167 == 0 })
    }

    @Test func releaseSpeedAndPeakSpeedShapeTheMotion() throws {
        var fast = GestureSpec(kind: .pan)
        fast.distanceMillimetres = 12
        fast.releaseSpeed = 150
        fast.profile = .release
        let (result, got) = try classify([fast])
        #expect(result.expected[0].outcome == .completed)
        let speed = got[0].releaseVelocity?.length ?? 0
        #expect(speed > 90 && speed < 220, "release speed \(speed)")
        var slow = GestureSpec(kind: .swipe)
        slow.peakSpeed = 100
        let (slowResult, _) = try classify([slow])
        // 40 mm at a minimum-jerk peak of 100 mm/s takes 1.875 x 0.4 s = 750 ms.
        #expect(slowResult.recording.duration > 750_000)
    }

    @Test func badSpecsNameTheFieldAndTheRange() throws {
        func error(_ json: JSONValue) -> SpecError? {
            do { _ = try Synthesizer.synthesize(try SynthesisSpec(json: json)); return nil } catch { return error }
        }
        #expect(error(.object([("kind", .string("pan")), ("fingers", .number(3))]))?.description
                == "fingers: expected 2 fingers for a pan (use swipe for 3 to 5 fingers), found 3")
        #expect(error(.object([("kind", .string("swipe")), ("distance_mm", .number(-4))]))?.description
                == "distance_mm: expected a number from 0.5 to 1000, found -4")
        #expect(error(.object([("kind", .string("swipe")), ("distanse_mm", .number(4))]))?.description.hasPrefix("distanse_mm: expected a known field (") == true)
        #expect(error(.object([("gestures", .array([.object([("kind", .string("wave"))])]))]))?.description
                == "gestures[0].kind: expected one of pan, swipe, pinch, rotate, hold, tap, motion, found \"wave\"")
        #expect(error(.object([("kind", .string("swipe")), ("distance_mm", .number(90))]))?.description.contains("distance_mm: 90 mm does not fit") == true)
        #expect(error(.object([("kind", .string("pinch")), ("direction", .string("in")), ("scale", .number(2))]))?.description == "scale: expected a scale below 1 for a pinch in, found 2.0")
        #expect(error(.object([("kind", .string("swipe")), ("fingers", .number(5)), ("device", .string("twoslot"))]))?.description
                .contains("reports up to 4") == true)
        #expect(error(.object([("kind", .string("pan")), ("distance_mm", .number(10)), ("duration_ms", .number(300)), ("release_speed_mm_s", .number(900))]))?.problem.place
                == "release_speed_mm_s")
    }
}

/// What fuzzing and synthesis found in the recognizers and left as known issues (docs/fuzz.md,
/// "What fuzzing found"); each flips to a failure once fixed, so the documentation gets updated.
@Suite struct KnownRecognizerIssueTests {
    @Test func aRestingThumbFailsTheTwoFingerPanAndRotate() throws {
        for kind in [SynthKind.pan, .rotate] {
            var g = GestureSpec(kind: kind)
            g.restingThumb = true
            let result = try Synthesizer.synthesize(SynthesisSpec(gestures: [g]))
            let got = GestureClassifier.classify(result.recording)
            withKnownIssue("the thumb is a third finger until two others have moved 1 mm; pan and rotate take exactly 2 and fail first") {
                #expect(got.count == 1 && result.expected[0].matches(got[0]), "\(kind): \(got.map(\.kindName))")
            }
        }
    }
}
