/// UIKit's percent-driven rule: the rest of the animation plays at `completionSpeed`.
///
/// Finishing from p takes (1 - p) * duration / speed; cancelling takes p * duration / speed.
/// With the seeds' `completionSpeed = 1 - p` a finish therefore always takes the full duration,
/// whatever p is ((1 - p) / (1 - p) = 1), while a cancel takes p / (1 - p) durations: quick near
/// the start, ever slower towards the end (p = 0.5 takes 1 duration, p = 0.9 takes 9). The speed is
/// clamped to at least `minimumSpeed` (0.01, matching the seeds' cap of interactive progress at
/// 0.99) so a cancel from p = 1 stays finite.
public struct PercentDrivenFinishRule: Sendable, Hashable {
    /// The animation's duration in seconds; nil means the animation's own `duration`.
    public var duration: Double?
    /// How fast the remainder plays.
    public var completionSpeed: CompletionSpeed
    /// UIKit's `completionCurve` (ease-in-out by default).
    public var curve: TimingCurve
    /// Lower bound for the completion speed.
    public var minimumSpeed: Double

    /// Creates the rule; defaults follow VCTransitionsLibrary on UIKit.
    public init(duration: Double? = nil, completionSpeed: CompletionSpeed = .oneMinusProgress,
                curve: TimingCurve = .easeInOut, minimumSpeed: Double = 0.01) {
        self.duration = duration
        self.completionSpeed = completionSpeed
        self.curve = curve
        self.minimumSpeed = minimumSpeed
    }

    /// Remaining time in seconds to move from `release.progress` to `target`.
    public func duration(for release: TransitionRelease, target: Double) -> Double {
        let total = duration ?? release.animationDuration
        let speed = max(completionSpeed.value(at: release.progress), minimumSpeed)
        return abs(target - release.progress) * total / speed
    }
}
