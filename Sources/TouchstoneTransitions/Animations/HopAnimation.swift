/// CLHoppingViewController's default hop: the new child is added on top at alpha 0 and both
/// cross-fade over 0.25 s (old 1 -> 0, new 0 -> 1; UIView ease-in-out).
public struct HopAnimation: TransitionAnimation {
    /// "hop".
    public let name = "hop"
    /// Seconds (the seed's 0.25).
    public var duration: Double
    /// UIView's default curve.
    public var curve: TimingCurve

    /// Creates the animation.
    public init(duration: Double = 0.25, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// The scene at `progress` with layers named "from" and "to".
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        scene(at: progress, context: context, from: "from", to: "to")
    }

    /// The scene with the children's own names; with no old child the new one shows at once.
    public func scene(at progress: Double, context: AnimationContext, from: String?, to: String) -> Scene {
        guard let from else {
            return Scene(containerSize: context.containerSize,
                         backToFront: [SceneLayer(name: to, frame: context.bounds)])
        }
        let c = curve.value(at: progress)
        return Scene(containerSize: context.containerSize, backToFront: [
            SceneLayer(name: from, frame: context.bounds, alpha: 1 - c),
            SceneLayer(name: to, frame: context.bounds, alpha: c),
        ])
    }
}
