import TouchstoneRecognition

/// How a released transition animates to its end: the three rules the seeds and desktops use.
public enum FinishingRule: Sendable, Hashable {
    /// Gagat: linear, min(distance / 300 pt/s, distance / |velocity|).
    case gagat(GagatFinishRule)
    /// UIKit percent-driven: remaining (1 - p) * duration / completionSpeed with a completion curve.
    case percentDriven(PercentDrivenFinishRule)
    /// A spring started with the release velocity.
    case spring(SpringFinishRule)

    /// The finish animation from `release` towards the end chosen by `decision`, starting at `time`.
    public func animation(for release: TransitionRelease, decision: GestureDecision, at time: Int64) -> FinishAnimation {
        let target: Double = decision == .complete ? 1 : 0
        switch self {
        case .gagat(let rule):
            let seconds = rule.duration(for: release, target: target)
            return FinishAnimation(startTime: time, startProgress: release.progress, targetProgress: target,
                                   decision: decision, motion: .curve(.linear),
                                   duration: VirtualClock.microseconds(seconds))
        case .percentDriven(let rule):
            let seconds = rule.duration(for: release, target: target)
            return FinishAnimation(startTime: time, startProgress: release.progress, targetProgress: target,
                                   decision: decision, motion: .curve(rule.curve),
                                   duration: VirtualClock.microseconds(seconds))
        case .spring(let rule):
            let x0 = release.progress - target
            let seconds = rule.spring.settleDuration(x0: x0, v0: release.progressVelocity, epsilon: rule.epsilon)
            return FinishAnimation(startTime: time, startProgress: release.progress, targetProgress: target,
                                   decision: decision,
                                   motion: .spring(rule.spring, initialVelocity: release.progressVelocity,
                                                   epsilon: rule.epsilon),
                                   duration: VirtualClock.microseconds(seconds))
        }
    }
}
