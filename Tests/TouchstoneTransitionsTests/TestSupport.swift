import TouchstoneCore
import TouchstoneRecognition
@testable import TouchstoneTransitions

/// Builds a gesture update for tests: progress, progress velocity, optional decision.
func gesture(_ time: Int64, _ phase: GesturePhase, progress: Double = 0, progressVelocity: Double = 0,
             velocityMM: PointMM = .zero, locationMM: PointMM = .zero, decision: GestureDecision? = nil,
             releaseVelocityMM: PointMM? = nil) -> GestureUpdate {
    GestureUpdate(time: time, recognizer: "pan", kind: .pan, phase: phase, fingers: 2, direction: .down,
                  progress: progress, velocity: velocityMM, progressVelocity: progressVelocity, location: locationMM,
                  decision: decision, releaseVelocity: releaseVelocityMM)
}

/// Whether two doubles agree to `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree to `tolerance`.
func close(_ a: ScenePoint, _ b: ScenePoint, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The default iPhone context, optionally reversed.
func context(reversed: Bool = false) -> AnimationContext {
    AnimationContext(containerSize: .iPhone, isReversed: reversed)
}

/// Event kinds only, for compact comparisons.
func kinds(_ events: [TransitionEvent]) -> [TransitionEvent.Kind] {
    events.map(\.kind)
}

/// Linear percent-driven configuration, handy for hand-worked engine numbers.
func linearPercentDriven(speed: CompletionSpeed = .oneMinusProgress) -> TransitionEngineConfiguration {
    var configuration = TransitionEngineConfiguration.vcTransitions
    configuration.finishingRule = .percentDriven(PercentDrivenFinishRule(completionSpeed: speed, curve: .linear))
    return configuration
}
