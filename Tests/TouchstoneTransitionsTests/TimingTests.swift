import Testing
@testable import TouchstoneTransitions

@Suite("Timing curves, display link, virtual clock")
struct TimingTests {
    // Values of cubic-bezier curves solved independently (bisection on x(s), then y(s)).
    @Test("curves at key times", arguments: [
        (TimingCurve.linear, 0.25, 0.25),
        (.easeInOut, 0.5, 0.5),               // symmetric curve
        (.easeInOut, 0.25, 0.1291619310),     // x(s) = 0.25 at s = 0.2250652
        (.easeInOut, 0.75, 0.8708380690),
        (.easeOut, 0.5, 0.6846431874),
        (.easeIn, 0.5, 0.3153568126),
        (.easeOutCubic, 0.5, 0.875),          // 1 - 0.5^3
        (.easeOutCubic, 0.25, 0.578125),      // 1 - 0.75^3
        (.cubicBezier(CubicBezier(0.42, 0, 0.58, 1)), 0.25, 0.1291619310),
    ])
    func curveValues(curve: TimingCurve, t: Double, expected: Double) {
        #expect(close(curve.value(at: t), expected, 1e-8))
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }

    @Test("ease-out cubic's bezier form matches its polynomial")
    func easeOutCubicBezier() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(close(TimingCurve.easeOutCubic.bezier.value(at: t), TimingCurve.easeOutCubic.value(at: t), 1e-9))
        }
    }

    @Test("60 Hz ticks do not drift: 0, 16666, 33333, 50000")
    func sixtyHertz() {
        let link = DisplayLink(framesPerSecond: 60)
        #expect(link.tickIndices(after: -1, through: 50_000).map(link.time(ofTick:)) == [0, 16_666, 33_333, 50_000])
        #expect(link.time(ofTick: 60) == 1_000_000)
    }

    @Test("120 Hz ticks and intervals")
    func hundredTwentyHertz() {
        let link = DisplayLink(framesPerSecond: 120)
        #expect(link.tickIndices(after: 0, through: 25_000).map(link.time(ofTick:)) == [8_333, 16_666, 25_000])
        #expect(link.firstTick(atOrAfter: 8_334) == 2)
        #expect(link.tickIndices(after: 8_333, through: 8_333).isEmpty)
    }

    @Test("virtual clock never runs backwards")
    func clock() {
        var clock = VirtualClock(start: 10)
        clock.advance(to: 5)
        #expect(clock.now == 10)
        clock.advance(to: 20)
        #expect(clock.now == 20)
        #expect(VirtualClock.microseconds(0.4002) == 400_200)
    }
}
