import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test("constant velocity", arguments: VelocityStrategy.allCases)
    func constant(_ strategy: VelocityStrategy) {
        var tracker = VelocityTracker(configuration: VelocityConfiguration(strategy: strategy))
        for k in 0..<30 {
            let t = Int64(k) * 8_000
            tracker.add(time: t, position: PointMM(x: Double(t) / 1e6 * 100, y: Double(t) / 1e6 * -40))
        }
        let v = tracker.velocity()
        #expect(abs(v.x - 100) < 1e-6)
        #expect(abs(v.y + 40) < 1e-6)
        #expect(tracker.x.count == 20)
    }

    @Test func pauseMeansStopped() {
        var tracker = VelocityTracker()
        for k in 0..<5 { tracker.add(time: Int64(k) * 8_000, position: PointMM(x: Double(k), y: 0)) }
        #expect(tracker.velocity(releasedAt: 40_000).x > 100)
        #expect(tracker.velocity(releasedAt: 80_001) == .zero)
        // A sample after a pause longer than 40 ms drops the history.
        tracker.add(time: 200_000, position: PointMM(x: 50, y: 0))
        #expect(tracker.x.count == 1)
        #expect(tracker.velocity() == .zero)
    }

    @Test func horizonLimitsTheFit() {
        var trace = VelocityTrace()
        // Slow for a long time, then fast for the last 100 ms: only the fast part counts.
        var x = 0.0
        for k in 0..<20 {
            x += k < 8 ? 0.1 : 2
            trace.add(timeNanoseconds: Int64(k) * 10_000_000, value: x)
        }
        #expect(abs(trace.velocity()! - 200) < 1e-6)
    }
}
