import Testing
import TouchstoneCore
import TouchstoneRecording
@testable import TouchstoneReplay

@Suite("expect blocks")
struct ExpectationTests {
    static let full = #"""
    {"recognizers": {"preset": "gagat", "swipe.distance_mm": 25},
     "gestures": [{"kind": "pan", "fingers": 2, "direction": "down", "outcome": "completed",
                   "progress_at_release": [0.1, null], "release_speed_mm_s": 50}],
     "replay": {"animation": "reveal", "engine": "gagat", "fps": 120, "finish_duration_s": [0, 0.5],
                "final": {"progress": 1, "style_toggled": true, "completed_transitions": 1}},
     "future_key": {"ignored": true}}
    """#

    @Test func parsesEveryFieldAndRoundTrips() throws {
        let expectation = try Expectation(json: try JSONValueCoding.decode(Self.full))
        #expect(expectation.recognizerSettings == [.init(key: "preset", value: "gagat"), .init(key: "swipe.distance_mm", value: "25")])
        let gesture = try #require(expectation.gestures.first)
        #expect(gesture.kind == "pan" && gesture.fingers == 2 && gesture.direction == .down && gesture.outcome == .completed)
        #expect(gesture.progressAtRelease == ValueRange(minimum: 0.1, maximum: nil))
        #expect(gesture.releaseSpeed == ValueRange(minimum: 50, maximum: 50))
        #expect(expectation.replay?.framesPerSecond == 120)
        #expect(expectation.replay?.styleToggled == true)
        #expect(try Expectation(json: expectation.json) == expectation)
    }

    @Test(arguments: [
        (#"{"gestures": {}}"#, "expect.gestures: expected an array"),
        (#"{"gestures": [{"kind": "swoosh"}]}"#, "expect.gestures[0].kind: expected one of pan, swipe"),
        (#"{"gestures": [{"fingers": 2.5}]}"#, "expect.gestures[0].fingers: expected a whole number"),
        (#"{"gestures": [{"progress_at_release": [1, 0]}]}"#, "progress_at_release: expected a range whose minimum is not above its maximum, found [1.0, 0.0]"),
        (#"{"gestures": [{"progress_at_release": "high"}]}"#, "expected [min, max]"),
        (#"{"replay": {"fps": 60}}"#, "expect.replay.animation: expected the animation to replay against (or \"command\": an argv array), found none"),
        (#"{"replay": {"animation": "reveal", "final": {"style_toggled": "yes"}}}"#, "expect.replay.final.style_toggled: expected true or false"),
        (#"[]"#, "expect: expected an object"),
    ])
    func badBlocksNameThePath(text: String, fragment: String) throws {
        let value = try JSONValueCoding.decode(text)
        #expect { try Expectation(json: value) } throws: { "\($0)".contains(fragment) }
    }

    @Test func checkReportsWhereActualAndExpectedPart() throws {
        let recording = try Fixtures.load("pan2_down_cancel_a.yml")
        let wrong = Expectation(recognizerSettings: [.init(key: "preset", value: "gagat")],
                                gestures: [GestureExpectation(kind: "pan", direction: .down, outcome: .completed)],
                                replay: ReplayExpectation(animation: "reveal", styleToggled: true))
        let report = try ExpectationCheck.run(recording, against: wrong)
        #expect(!report.passed)
        let outcome = try #require(report.mismatches.first { $0.path == "gestures[0].outcome" })
        #expect(outcome.expected == "completed" && outcome.actual == "cancelled")
        // The outcome is decided at release: the frame named is the last one of the gesture.
        #expect(outcome.inputFrame == recording.frames.count - 1)
        #expect(report.mismatches.contains { $0.path == "replay.final.style_toggled" && $0.displayTick != nil })

        let right = Expectation(recognizerSettings: wrong.recognizerSettings,
                                gestures: [GestureExpectation(kind: "pan", fingers: 2, direction: .down, outcome: .cancelled,
                                                              progressAtRelease: ValueRange(minimum: 0, maximum: 0.5))],
                                replay: ReplayExpectation(animation: "reveal", finalProgress: ValueRange(minimum: 0, maximum: 0),
                                                          styleToggled: false))
        #expect(try ExpectationCheck.run(recording, against: right).passed)
    }

    @Test func gestureCountIsChecked() throws {
        let recording = try Fixtures.load("tap2_a.yml")
        let report = try ExpectationCheck.run(recording, against: Expectation(gestures: [GestureExpectation(kind: "none"),
                                                                                        GestureExpectation(kind: "pan")]))
        #expect(report.mismatches.map(\.path) == ["gestures"])
    }
}
