/// CLHoppingViewController's default hop: the new child is added on top at alpha 0 and both
/// cross-fade over 0.25 s (old 1 -> 0, new 0 -> 1; UIView ease-in-out).
public struct HopAnimation: TimedAnimation {
    /// "hop".
    public let name = "hop"
    /// The seed's 0.25 s, UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 0.25, curve: TimingCurve = .easeInOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The scene at `eased` with layers named "from" and "to".
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        Scene.fade(from: "from", to: "to", eased: c, context: context, newChild: .fadingInOnTop)
    }

    /// The scene at `progress` with the children's own names; with no old child the new one shows at once.
    public func scene(at progress: Double, context: AnimationContext, from: String?, to: String) -> Scene {
        Scene.fade(from: from, to: to, eased: timing.curve.value(at: progress), context: context,
                   newChild: .fadingInOnTop)
    }

    /// Where CLHopping's flow stands after a hop at each completed transition: it starts on "start" and
    /// the n-th completed transition hops to "screen-n".
    public func containerOutcome(completedAt completions: [Int64], endingAt end: Int64) -> TransitionOutcome {
        var flow = HoppingFlow()
        flow.hop(to: "start", transition: .crossFade(duration: duration))
        for (index, time) in completions.enumerated() {
            flow.advance(to: time)
            flow.hop(to: "screen-\(index + 1)", transition: .crossFade(duration: duration))
        }
        flow.advance(to: max(end, flow.now) + 1_000_000)
        return flow.outcome
    }
}
