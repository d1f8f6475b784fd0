/// An animation drawn from eased progress: it plays its timing curve over its duration (one
/// `AnimationTiming`), and only says what the scene is at each value of the curve.
///
/// Every built-in but the reveal is one. For a keyframe animation (cards, flip, turn, natgeo) the
/// eased value is the keyframe time: UIKit runs keyframe animations on an overall ease-in-out.
public protocol TimedAnimation: TransitionAnimation {
    /// Duration and timing curve.
    var timing: AnimationTiming { get }
    /// The scene at `eased`, the timing curve's value at the progress.
    func scene(eased: Double, context: AnimationContext) -> Scene
}

extension TimedAnimation {
    /// The timing's duration in seconds.
    public var duration: Double { timing.duration }

    /// The scene at the timing curve's value at `progress`.
    public func scene(at progress: Double, context: AnimationContext) -> Scene {
        scene(eased: timing.curve.value(at: progress), context: context)
    }
}
