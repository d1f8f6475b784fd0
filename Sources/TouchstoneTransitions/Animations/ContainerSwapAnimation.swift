/// GRKContainerViewController's swap: the new child is inserted below the current one, which
/// fades out (UIView ease-in-out, 0.5 s by default).
public struct ContainerSwapAnimation: TransitionAnimation {
    /// "container-swap".
    public let name = "container-swap"
    /// Seconds (GRK's `kDefaultAnimationDuration`, 0.5).
    public var duration: Double
    /// UIView's default curve.
    public var curve: TimingCurve

    /// Creates the animation.
    public init(duration: Double = 0.5, curve: TimingCurve = .easeInOut) {
        self.duration = duration
        self.curve = curve
    }

    /// The scene at `progress` with layers named "from" (old child) and "to" (new child).
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        scene(at: progress, context: context, from: "from", to: "to")
    }

    /// The scene with the children's own names.
    public func scene(at progress: Double, context: AnimationContext, from: String?, to: String?) -> Scene {
        let c = curve.value(at: progress)
        var layers: [SceneLayer] = []
        if let to { layers.append(SceneLayer(name: to, frame: context.bounds)) }
        if let from { layers.append(SceneLayer(name: from, frame: context.bounds, alpha: 1 - c)) }
        return Scene(containerSize: context.containerSize, backToFront: layers)
    }
}
