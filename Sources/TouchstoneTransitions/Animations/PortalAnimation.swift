/// VCTransitionsLibrary's portal (by Frédéric Adda): the from- view parts in the middle like doors
/// while the to- view zooms in behind (reverse: the doors close over a shrinking from- view).
///
/// Seed, ease-out over 1 s: forward — a snapshot of the to- view at scale 0.8 (behind) grows to
/// full size; the from- view's left half slides from x = 0 by -width/2, its right half from
/// width/2 by +width/2. Reverse — the from- view (behind) shrinks 1 -> 0.8; the to- view waits off
/// screen at x = width; its halves slide in from -width/2 and width to 0 and width/2.
public struct PortalAnimation: TimedAnimation {
    /// "portal".
    public let name = "portal"
    /// The seed's 1 s and its curve, ease-out.
    public var timing: AnimationTiming

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeOut) {
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The seed's `ZOOM_SCALE`.
    static let zoomScale = 0.8

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        let w = context.width
        let (leftRegion, rightRegion) = context.halves
        if !context.isReversed {
            let scale = TransitionMath.lerp(Self.zoomScale, 1, c)
            return Scene(containerSize: context.containerSize, backToFront: [
                SceneLayer(name: "to.snapshot", frame: context.bounds, transform: .scale(x: scale, y: scale),
                           content: LayerContent(view: "to", region: context.bounds)),
                SceneLayer(name: "from.left", frame: leftRegion.offsetBy(dx: -w / 2 * c, dy: 0),
                           content: LayerContent(view: "from", region: leftRegion)),
                SceneLayer(name: "from.right", frame: rightRegion.offsetBy(dx: w / 2 * c, dy: 0),
                           content: LayerContent(view: "from", region: rightRegion)),
            ])
        } else {
            let scale = TransitionMath.lerp(1, Self.zoomScale, c)
            return Scene(containerSize: context.containerSize, backToFront: [
                SceneLayer(name: "from", frame: context.bounds, transform: .scale(x: scale, y: scale)),
                SceneLayer(name: "to", frame: context.bounds.offsetBy(dx: w, dy: 0)),
                SceneLayer(name: "to.left", frame: leftRegion.offsetBy(dx: -w / 2 * (1 - c), dy: 0),
                           content: LayerContent(view: "to", region: leftRegion)),
                SceneLayer(name: "to.right", frame: rightRegion.offsetBy(dx: w / 2 * (1 - c), dy: 0),
                           content: LayerContent(view: "to", region: rightRegion)),
            ])
        }
    }
}
