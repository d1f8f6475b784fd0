import Testing
import TouchstoneRecognition
@testable import TouchstoneTransitions

@Suite("Finishing rules: Gagat, percent-driven, spring")
struct FinishingRuleTests {
    func release(_ p: Double, progressVelocity: Double = 0, velocity: ScenePoint = .zero,
                 duration: Double = 1) -> TransitionRelease {
        TransitionRelease(progress: p, progressVelocity: progressVelocity, contactVelocity: velocity,
                     containerSize: .iPhone, animationDuration: duration)
    }

    // Gagat: distance = |target - p| * 667 pt; duration = min(d / 300, d / |v|).
    @Test("Gagat rule, worked by hand", arguments: [
        // p 0.4 -> 1: d = 0.6 * 667 = 400.2 pt; |v| = 1000 pt/s: min(1.334, 0.4002) = 0.4002 s.
        (0.4, 1.0, ScenePoint(x: 0, y: 1000), 0.4002),
        // Slow fingers (100 pt/s): min(1.334, 4.002) = 1.334 s — never slower than 300 pt/s.
        (0.4, 1.0, ScenePoint(x: 0, y: 100), 1.334),
        // Zero velocity: d / 300 = 1.334 s.
        (0.4, 1.0, ScenePoint.zero, 1.334),
        // Both axes count: |(600, 800)| = 1000 pt/s.
        (0.4, 1.0, ScenePoint(x: 600, y: 800), 0.4002),
        // Cancel from 0.3 -> 0: d = 200.1 pt at 1000 pt/s = 0.2001 s.
        (0.3, 0.0, ScenePoint(x: 0, y: -1000), 0.2001),
        // Nothing to travel: 0 s.
        (1.0, 1.0, ScenePoint(x: 0, y: 1000), 0.0),
    ])
    func gagat(p: Double, target: Double, velocity: ScenePoint, expected: Double) {
        let seconds = GagatFinishRule().duration(for: release(p, velocity: velocity), target: target)
        #expect(close(seconds, expected, 1e-9))
    }

    @Test("Gagat rule with progress velocity and a custom extent")
    func gagatProgressVelocity() {
        // extent 200 pt, p 0.5 -> 1: d = 100 pt; |dp/dt| = 4/s -> 800 pt/s: min(0.3333, 0.125) = 0.125 s.
        let rule = GagatFinishRule(extent: 200, usesProgressVelocity: true)
        #expect(close(rule.duration(for: release(0.5, progressVelocity: 4), target: 1), 0.125))
    }

    // UIKit: remaining = |target - p| * D / speed, speed = 1 - p (VCTransitionsLibrary).
    @Test("percent-driven rule, worked by hand", arguments: [
        (0.7, 1.0, 1.0),        // finish: 0.3 * 1 / 0.3 = 1 s (always the full duration)
        (0.2, 1.0, 1.0),        // finish: 0.8 / 0.8 = 1 s
        (0.4, 0.0, 0.6666667),  // cancel: 0.4 / 0.6 s
        (0.5, 0.0, 1.0),        // cancel: 0.5 / 0.5
        (0.9, 0.0, 9.0),        // cancel: 0.9 / 0.1 — slow near the end
        (1.0, 0.0, 100.0),      // cancel from 1: speed clamped to 0.01 -> 1 / 0.01
    ])
    func percentDriven(p: Double, target: Double, expected: Double) {
        let seconds = PercentDrivenFinishRule().duration(for: release(p), target: target)
        #expect(close(seconds, expected, 1e-6))
    }

    @Test("percent-driven with UIKit's default speed 1 and the animation's own duration")
    func percentDrivenConstant() {
        let rule = PercentDrivenFinishRule(completionSpeed: .constant(1))
        // Pan's 0.3 s: finishing from 0.7 leaves 0.3 * 0.3 = 0.09 s.
        #expect(close(rule.duration(for: release(0.7, duration: 0.3), target: 1), 0.09))
    }

    @Test("spring: continuous at release, exact closed form, settles")
    func spring() {
        // p0 = 0.4 -> 1, v0 = 2/s, w0 = sqrt(500 / 0.5) = 31.6228; x0 = -0.6, C = v0 + w0 x0 = -16.97367.
        let rule = FinishingRule.spring(SpringFinishRule())
        let animation = rule.animation(for: release(0.4, progressVelocity: 2), decision: .complete, at: 1_000)
        #expect(animation.progress(at: 1_000) == 0.4)
        #expect(close(animation.velocity(at: 1_000), 2, 1e-12))
        // t = 0.1 s: x = (x0 + C t) e^(-w0 t) = -2.297367 * 0.0423292 = -0.0972457 -> p = 0.9027543.
        #expect(close(animation.progress(at: 101_000), 0.9027542648, 1e-9))
        #expect(close(animation.velocity(at: 101_000), 2.3566981255, 1e-8))
        #expect(animation.progress(at: animation.endTime) == 1)
        #expect(animation.motion.kind == .spring)
    }

    @Test("critically damped settle time from rest: (1 + w t) e^(-w t) = 0.002 -> 0.268 s on the 1 ms grid")
    func settle() {
        let seconds = Spring().settleDuration(x0: -0.5, v0: 0, epsilon: 0.001)
        #expect(seconds == 0.268)
    }

    @Test("under-damped spring overshoots yet settles; over-damped does not overshoot")
    func dampingRegimes() {
        let bouncy = Spring(mass: 1, stiffness: 300, dampingRatio: 0.3)
        let samples = (0...500).map { bouncy.state(at: Double($0) / 1000, x0: -1, v0: 0).displacement }
        #expect(samples.contains { $0 > 0.1 })
        #expect(bouncy.settleDuration(x0: -1, v0: 0, epsilon: 0.001) < 10)
        let heavy = Spring(mass: 1, stiffness: 300, dampingRatio: 2)
        #expect((0...2000).allSatisfy { heavy.state(at: Double($0) / 1000, x0: -1, v0: 0).displacement <= 1e-12 })
        let start = heavy.state(at: 0, x0: -1, v0: 3)
        #expect(close(start.displacement, -1, 1e-12) && close(start.velocity, 3, 1e-12))
    }
}
