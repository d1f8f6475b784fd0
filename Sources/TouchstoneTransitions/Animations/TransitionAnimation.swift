/// Any transition animation: a pure function from progress (0...1) and a context to a scene.
///
/// Progress is the transition's time fraction as UIKit's percent-driven transitions use it: the
/// animation applies its own timing curve (e.g. UIView's ease-in-out) to it, so a scene at p = 0.25
/// shows what the seed's animation shows a quarter of the way through its duration. Progress
/// outside 0...1 is clamped by implementations.
public protocol TransitionAnimation: Sendable {
    /// Registry name, e.g. "crossfade".
    var name: String { get }
    /// The seed's duration in seconds (the percent-driven finishing rule's default).
    var duration: Double { get }
    /// The scene at `progress` in `context`.
    func scene(at progress: Double, context: AnimationContext) -> Scene
}
