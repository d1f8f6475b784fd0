import Testing
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneReplay
import TouchstoneTransitions

/// Issue 9: replay keeps what moved, not one record per display tick over the whole clock. Before the
/// single-pass driver, each of these recordings made `replay` keep a tick per 16.7 ms of its span:
/// the 700-byte files below asked for over 4 GB and died with SIGABRT.
@Suite("Replay memory follows the gestures, not the clock")
struct ReplayMemoryTests {
    @Test("two empty frames a year apart: one span, every tick counted, the same JSON twice")
    func yearApart() throws {
        let recording = try Fixtures.loadReplay("year_apart.json")
        let result = try Replayer.replay(recording)
        // Ticks 0 ... one year at 60 Hz, plus one at rest: 31,536,000 s * 60 + 1 + 1.
        #expect(result.outcome.displayFrames == 1_892_160_002)
        #expect(result.timeline.tickCount == 1_892_160_002)
        #expect(result.timeline.spans.count == 1)
        #expect(result.timeline.spans.last?.lastTime == 31_536_000_016_666)
        let json = ReplayJSON.timeline(result, file: "year_apart.json")
        #expect(json == ReplayJSON.timeline(try Replayer.replay(recording), file: "year_apart.json"))
        #expect(json.contains(#"{"t_us": 0, "through_us": 31536000016666, "ticks": 1892160002, "gesture": "none", "phase": "idle""#))
        #expect(json.utf8.count < 2_000)
    }

    @Test("one frame at t = 10^15 us replays to its time and passes its expect block")
    func lateFrame() throws {
        let recording = try Fixtures.loadReplay("late_frame.json")
        let report = try ExpectationCheck.run(recording, against: try Expectation(json: #require(recording.expect)))
        #expect(report.passed)
        let replay = try #require(report.replay)
        #expect(replay.outcome.displayFrames == 60_000_000_002)
        #expect(replay.timeline.spans.count == 1)
    }

    @Test("a gesture, ten idle hours, a gesture: the spans are those of the gestures alone")
    func tenIdleHours() throws {
        let hour: Int64 = 3_600_000_000
        let near = try Replayer.replay(Self.twoPans(gap: 1_000_000),
                                       configuration: ReplayConfiguration(animationName: "reveal", recognizerSettings: [("preset", "gagat")]))
        let far = try Replayer.replay(Self.twoPans(gap: 10 * hour),
                                      configuration: ReplayConfiguration(animationName: "reveal", recognizerSettings: [("preset", "gagat")]))
        #expect(far.outcome.gestures.count == 2 && far.outcome.transition.completedTransitions == 2)
        #expect(far.outcome.transition.completedTransitions == near.outcome.transition.completedTransitions)
        #expect(far.outcome.transition.styleToggled == near.outcome.transition.styleToggled)
        // The ten hours add ticks (counted) but no spans: the idle run between the gestures is one span in both.
        #expect(far.outcome.displayFrames > near.outcome.displayFrames + 10 * 3600 * 60 - 100)
        #expect(far.timeline.spans.count == near.timeline.spans.count)
        #expect(far.timeline.spans.count < 100)
    }

    @Test("a frame later than a replay can reach is an error naming the frame, not a crash")
    func timeOutOfRange() throws {
        var recording = try Fixtures.loadReplay("late_frame.json")
        recording.frames[0].time = Int64.max - 1000
        #expect { try Replayer.replay(recording) } throws: { error in
            "\(error)" == "frame 0: t_us 9223372036854774807 is later than a replay can reach (at most 2305843009213693952 µs, some 73,000 years)"
        }
    }

    @Test("ticks inside a span are the display link's and repeat the span's first tick")
    func spanTicks() throws {
        let result = try Replayer.replay(Self.twoPans(gap: 2_000_000))
        let ticks = result.timeline.ticks
        #expect(Int64(ticks.count) == result.outcome.displayFrames)
        let gaps = zip(ticks.dropFirst(), ticks).map { $0.time - $1.time }
        #expect(gaps.allSatisfy { $0 == 16_666 || $0 == 16_667 })
        let long = try #require(result.timeline.spans.first { $0.count > 60 })
        #expect(long.first.phase == .idle)
        let start = try #require(ticks.firstIndex { $0.time == long.first.time })
        for tick in ticks[start..<(start + Int(long.count))] {
            #expect(tick.sceneDigest == long.first.sceneDigest && tick.progress == long.first.progress)
        }
    }

    /// Two two-finger pans down on the synthetic pad (each 10 frames, 10 ms apart, then a lift), the
    /// second starting `gap` µs after the first lifts.
    static func twoPans(gap: Int64) -> Recording {
        var frames: [TouchFrame] = []
        func pan(from start: Int64) {
            for i in 0..<10 {
                let y = Int32(100 + 40 * i)
                frames.append(TouchFrame(time: start + Int64(i) * 10_000, contacts: [
                    Contact(id: 1, slot: 0, x: 300, y: y), Contact(id: 2, slot: 1, x: 600, y: y),
                ]))
            }
            frames.append(TouchFrame(time: start + 100_000, contacts: []))
        }
        pan(from: 0)
        pan(from: 100_000 + gap)
        return Recording(device: DeviceDescription.touchpad(), metadata: RecordingMetadata(source: "synthetic"), frames: frames)
    }
}
