import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("Finish policies")
struct FinishPolicyTests {
    @Test("projection policy", arguments: [
        (0.6, 0.0, GestureDecision.complete),   // slow: nearest end
        (0.4, 0.0, .cancel),
        (0.1, 5.0, .complete),                  // fast towards completion: at least one step forward
        (0.9, -5.0, .cancel),                   // fast back
        (0.45, 2.0, .complete),                 // 2 progress/s x 60 mm = 120 mm/s, above 93.6 mm/s
        (0.55, -1.0, .complete),                // 60 mm/s back is below the threshold: nearest end
    ])
    func projection(progress: Double, velocity: Double, expected: GestureDecision) {
        let state = ReleaseState(progress: progress, progressVelocity: velocity, millimetresPerProgress: 60,
                                 seedDecision: .cancel)
        #expect(ProjectionFinishPolicy.touchpad.decide(state) == expected)
        #expect(FinishPolicy.projection(.touchpad).decide(state) == expected)
        #expect(FinishPolicy.seed.decide(state) == .cancel)
    }

    @Test func projectedDistanceFollowsTheDeceleration() {
        let policy = ProjectionFinishPolicy.touchscreen
        let state = ReleaseState(progress: 0, progressVelocity: 1, millimetresPerProgress: 100, seedDecision: .cancel)
        // 100 mm/s -> 0.1 * 0.998 / 0.002 = 49.9 mm -> 0.499 progress.
        #expect(abs(policy.projectedProgress(state) - 0.499) < 1e-9)
    }

    /// A slow pan down released early: Gagat completes (moving down), GNOME's projection snaps back.
    @Test func policiesDifferOnASlowPan() {
        let frames = Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 10), delta: PointMM(x: 0, y: 8), duration: 400_000)
        let seed = GestureClassifier.classify(frames: frames, device: Synth.device)
        let projection = GestureClassifier.classify(
            frames: frames, device: Synth.device,
            recognizers: [.pan(PanRecognizer(.init(finishPolicy: .projection(.touchpad))))])
        #expect(seed.first?.outcome == .completed)
        #expect(projection.first?.outcome == .cancelled)
    }

    /// A fast short swipe: the seed needs half the distance, the projection takes the fling.
    @Test func policiesDifferOnAFling() {
        let frames = Synth.drag(fingers: 3, delta: PointMM(x: -10, y: 0), duration: 50_000)
        let seed = GestureClassifier.classify(frames: frames, device: Synth.device)
        let projection = GestureClassifier.classify(
            frames: frames, device: Synth.device,
            recognizers: [.swipe(SwipeRecognizer(.init(finishPolicy: .projection(.touchpad))))])
        #expect(seed.first?.outcome == .cancelled)
        #expect(projection.first?.outcome == .completed)
    }
}
