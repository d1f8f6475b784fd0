import TouchstoneCore
import TouchstoneRecognition

extension GesturePlan {
    /// Recognizer thresholds the expectations are derived from (docs/recognition.md).
    enum Threshold {
        static let swipeFullProgress = 31.2       // mm
        static let panMovingSpeed = 7.8           // mm/s along the direction
        static let holdDelay = 180.0              // ms
        static let debounce = 100.0               // ms
        static let begin = 1.56                   // mm
    }

    /// What the default recognizers should report for a gesture, or which fields are ambiguous by
    /// construction (docs/synth.md, "Ambiguous by construction").
    static func expect(_ spec: GestureSpec, fingers n: Int, motion: Motion, angle: Double, device: DeviceDescription,
                       durationMs: Double, stillAfter: Double, liftStagger: Double, slope: Double,
                       travel: Double) -> ExpectedGesture {
        var notes: [String] = []
        var outcome: GestureOutcome?
        var direction: GestureDirection? = GestureDirection.none
        var kind: GestureKind?
        /// Progress and how close to the 0.5 finish threshold counts as ambiguous.
        func decide(progress: Double, band: Double = 0.08) -> GestureOutcome? {
            if abs(progress - 0.5) < band {
                notes.append("progress at release \(text(progress)) is within \(text(band)) of the 0.5 finish threshold")
                return nil
            }
            return progress > 0.5 ? .completed : .cancelled
        }
        switch motion {
        case .translate(let vector):
            let distance = vector.length
            guard n >= 2 else { return ExpectedGesture(kind: nil, fingers: n, direction: GestureDirection.none, outcome: GestureOutcome.none) }
            kind = n == 2 ? .pan : .swipe
            let horizontal = abs(Maths.cos(angle)) >= abs(Maths.sin(angle))
            let offAxis = Maths.atan2(abs(Maths.sin(angle)), abs(Maths.cos(angle))) * 180 / Double.pi  // 0 on x, 90 on y
            if abs(offAxis - 45) < 10 {
                notes.append("direction \(text(angle * 180 / Double.pi)) deg is within 10 deg of a diagonal: no dominant axis")
                direction = nil
            } else if horizontal {
                direction = Maths.cos(angle) > 0 ? .right : .left
            } else {
                direction = Maths.sin(angle) > 0 ? .down : .up
            }
            let along = distance * (horizontal ? abs(Maths.cos(angle)) : abs(Maths.sin(angle)))
            if along < 2 * Threshold.begin || distance < 4 {
                notes.append("travel \(text(along)) mm is too close to the 1.56 mm recognition distance")
                return ExpectedGesture(kind: kind, fingers: n, direction: direction, outcome: nil, notes: notes)
            }
            if spec.profile == .outAndBack {
                outcome = .cancelled
            } else if n >= 3 {
                outcome = decide(progress: along / Threshold.swipeFullProgress)
            } else {
                let extent = horizontal ? device.widthMillimetres : device.heightMillimetres
                let progress = min(1, along / extent)
                let endSlope: Double = spec.profile == .constant ? 1 : spec.profile == .fling ? 2 : spec.profile == .release ? slope : 0
                let releaseSpeed = stillAfter > 0 ? 0 : endSlope * along / (durationMs / 1000)
                if stillAfter > 0 && stillAfter < Threshold.debounce && endSlope > 0 {
                    notes.append("fingers stop \(text(stillAfter)) ms before lifting: the release velocity is only partly decayed")
                    outcome = progress > 0.58 ? .completed : nil
                } else if releaseSpeed > 2 * Threshold.panMovingSpeed || progress > 0.58 {
                    outcome = .completed
                } else if releaseSpeed > 0.5 * Threshold.panMovingSpeed || progress > 0.42 {
                    notes.append("pan released at \(text(releaseSpeed)) mm/s and progress \(text(progress)): near the 7.8 mm/s or 0.5 thresholds")
                    outcome = nil
                } else {
                    outcome = .cancelled
                }
            }
        case .scale(let scale):
            kind = .pinch
            direction = scale < 1 ? .in : .out
            outcome = spec.profile == .outAndBack ? .cancelled : decide(progress: scale < 1 ? 1 - scale : min(1, scale - 1))
            if travel < 1.5 {
                notes.append("each finger travels \(text(travel)) mm: too close to the pinch's recognition distance")
                outcome = nil
            }
        case .rotate(let degrees):
            kind = .rotate
            direction = degrees > 0 ? .cw : .ccw
            outcome = spec.profile == .outAndBack ? .cancelled : decide(progress: min(1, abs(degrees) / 90), band: 0.08)
        case .none:
            if n < 2 {
                return ExpectedGesture(kind: nil, fingers: n, direction: GestureDirection.none, outcome: GestureOutcome.none)
            }
            if durationMs >= Threshold.holdDelay + 80 {
                kind = .hold
                outcome = .completed
            } else if durationMs <= Threshold.holdDelay - 40 {
                return ExpectedGesture(kind: nil, fingers: n, direction: GestureDirection.none, outcome: GestureOutcome.none)
            } else {
                notes.append("fingers rest \(text(durationMs)) ms: near the hold's 180 ms")
                return ExpectedGesture(kind: .hold, fingers: n, direction: GestureDirection.none, outcome: nil, notes: notes)
            }
            if spec.jitterMillimetres > 0.25 {
                notes.append("jitter \(text(spec.jitterMillimetres)) mm may move a finger past the hold's 1 mm")
                outcome = nil
            }
        }
        let spread = Double(n - 1) * liftStagger
        if outcome != nil && spread >= 70 && n >= 2 {
            if liftStagger >= 1.4 * Threshold.debounce {
                outcome = .cancelled
            } else {
                notes.append("fingers lift over \(text(spread)) ms: near the 100 ms finger-count debounce")
                outcome = nil
            }
        }
        if spec.jitterMillimetres > 0.15 && spec.landingStaggerMilliseconds > 0 && kind == .pan {
            notes.append("jitter \(text(spec.jitterMillimetres)) mm while the first finger waits may fail the pessimistic pan")
            outcome = nil
        }
        return ExpectedGesture(kind: kind, fingers: n, direction: direction, outcome: outcome, notes: notes)
    }
}
