/// GRKContainerViewController's swap: the new child is inserted below the current one, which
/// fades out (UIView ease-in-out, 0.5 s by default). The scene is the cross-fade's.
public struct ContainerSwapAnimation: TimedAnimation {
    /// "container-swap".
    public let name = "container-swap"
    /// GRK's `kDefaultAnimationDuration` (0.5 s), UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 0.5, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at `eased` with layers named "from" (old child) and "to" (new child).
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        Scene.fade(from: "from", to: "to", eased: c, context: context, newChild: .below)
    }

    /// The scene at `progress` with the children's own names.
    public func scene(at progress: Double, context: AnimationContext, from: String?, to: String?) -> Scene {
        Scene.fade(from: from, to: to, eased: timing.curve.value(at: progress), context: context, newChild: .below)
    }

    /// The container's current child after a swap at each completed transition: GRK's container starts
    /// on "first" and alternates with "second".
    public func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome {
        var container = ContainerSwapper(initialChild: "first", transitionDuration: duration)
        for (index, time) in completions.enumerated() {
            container.advance(to: time)
            container.setChild(index % 2 == 0 ? "second" : "first", animated: true, at: time)
        }
        container.advance(to: max(end, container.now) + 1_000_000)
        return container.outcome
    }
}
