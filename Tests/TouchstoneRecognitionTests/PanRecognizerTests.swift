import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("Pessimistic pan")
struct PanRecognizerTests {
    static func frame(fingers: Int, travel: Double, translation: PointMM, time: Int64 = 100_000) -> RecognitionFrame {
        RecognitionFrame(time: time, fingers: fingers, contactCount: fingers, translation: translation, scale: 1,
                         rotation: 0, span: 10, centroid: PointMM(x: 50, y: 30), fingersStableSince: 0, lastLanding: 0,
                         origin: RecognitionFrame.Origin(span: 10), maximumContactTravel: travel,
                         maximumDriftFromOrigin: travel, velocity: .zero, scaleVelocity: 0, rotationVelocity: 0,
                         geometry: DeviceGeometry(Synth.device))
    }

    /// The seed tests `distance < 10` (not "past" as the name says): a lone finger that moved fails
    /// the pan only while the translation is under 10 pt (1.56 mm).
    @Test("seed's failure test", arguments: [
        (1, 0.2, 0.2, Consideration.wait),                             // within jitter: not a move
        (1, 0.8, 0.8, .fail(.movedBeforeMinimumTouches)),              // moved, under 10 pt: fails
        (1, 2.0, 2.0, .wait),                                          // moved, past 10 pt: the quirk, no failure
        (3, 0.0, 0.0, .fail(.tooManyFingers)),
        (2, 0.5, 0.5, .wait),                                          // two fingers, under the begin distance
    ])
    func pessimisticRule(fingers: Int, travel: Double, translation: Double, expected: Consideration) {
        var pan = PanRecognizer()
        let f = Self.frame(fingers: fingers, travel: travel, translation: PointMM(x: 0, y: translation))
        let verdict = pan.consider(f)
        #expect(verdict == expected)
    }

    @Test("Gagat's sectors", arguments: [
        (PointMM(x: 0, y: 5), GestureDirection.down), (PointMM(x: 5, y: 5), .down), (PointMM(x: -5, y: 5), .down),
        (PointMM(x: -5, y: 0), .left), (PointMM(x: 0, y: -5), .up), (PointMM(x: 5, y: 0), .right),
        (PointMM(x: 5, y: -1), .right), (PointMM(x: -5, y: -4.9), .left),
    ])
    func sectors(_ translation: PointMM, _ expected: GestureDirection) {
        #expect(PanRecognizer.sector(of: translation) == expected)
    }

    @Test func directionGateFailsUpwardPan() {
        let frames = Synth.drag(fingers: 2, centre: PointMM(x: 50, y: 50), delta: PointMM(x: 0, y: -30))
        let results = GestureClassifier.classify(frames: frames, device: Synth.device,
                                                 recognizers: [.pan(PanRecognizer(.gagat()))])
        #expect(results.count == 1)
        #expect(results.first?.outcome == .failed)
        #expect(results.first?.failureReason == .wrongDirection)
        #expect(results.first?.direction == .up)
    }

    @Test func gagatConfigurationUsesPoints() {
        let c = PanRecognizer.Configuration.gagat(scale: PointScale(millimetresPerPoint: 0.1))
        #expect(c.failureDistance == 1.0)
        #expect(c.directionGate == .down)
        #expect(c.fingers == .exactly(2))
    }

    @Test func upwardMotionResetsTranslation() {
        // Down 10 mm, up 15 mm (past the start), down 5 mm: Gagat resets the translation when it goes
        // up, so the progress at the end is 5 mm of travel, not 0.
        let frames = Synth.frames((0..<2).map { i in
            SynthFinger(down: 0, up: 700_000) { t in
                let x = 40 + Double(i) * 18
                if t < 200_000 { return Synth.path(PointMM(x: x, y: 20), PointMM(x: 0, y: 10), 40_000, 200_000)(t) }
                if t < 450_000 { return Synth.path(PointMM(x: x, y: 30), PointMM(x: 0, y: -15), 200_000, 450_000)(t) }
                return Synth.path(PointMM(x: x, y: 15), PointMM(x: 0, y: 5), 450_000, 650_000)(t)
            }
        }, jitter: 0)
        let updates = GestureClassifier.stream(frames: frames, device: Synth.device).filter { $0.recognizer == "pan" }
        let last = try! #require(updates.last)
        #expect(abs(last.translation.y - 5) < 0.3)
        #expect(abs(last.progress - last.translation.y / 66) < 1e-9)
    }
}

@Suite("Defaults in points")
struct DefaultsInPointsTests {
    @Test func defaultsAreTheSeedsPoints() {
        let pan = PanRecognizer.Configuration()
        #expect(abs(pan.failureDistance - 1.56) < 1e-12)
        #expect(abs(pan.beginDistance - 1.56) < 1e-12)
        #expect(abs(pan.movingSpeed - 7.8) < 1e-12)
        let swipe = SwipeRecognizer.Configuration()
        #expect(abs(swipe.distance - 31.2) < 1e-12)
        let scaled = SwipeRecognizer.Configuration.vcTransitions(axis: .horizontal, scale: PointScale(millimetresPerPoint: 0.2))
        #expect(abs(scaled.distance - 40) < 1e-12)
        #expect(scaled.axis == .horizontal)
    }
}
