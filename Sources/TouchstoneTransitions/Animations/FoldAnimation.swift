/// VCTransitionsLibrary's fold: both views are cut into strips that fold like paper.
///
/// Seed (folds = 2 by default, fold width = width / 2 / folds, container perspective m34 = -0.005):
/// for fold i at offset = 2·i·foldWidth, the from- view's left strip (anchor at its left edge) moves
/// from x = offset to the far edge (width; reverse 0) while rotating 0 -> π/2 about y (its transform
/// `CATransform3DRotate(perspective, ...)` carries m34 = -0.005 too), and its right strip (anchor at
/// its right edge) moves from offset + 2·foldWidth to the same edge rotating 0 -> -π/2; their
/// gradient shadows go 0 -> 1. The to- view's strips start at the near edge (0; reverse width)
/// rotated ±π/2 and open to their places (left at offset, right at offset + 2·foldWidth), shadows
/// 1 -> 0. The real views sit off screen at x = width. Duration 1 s, UIView's ease-in-out.
public struct FoldAnimation: TimedAnimation {
    /// "fold".
    public let name = "fold"
    /// Number of folds (the seed's default 2).
    public var folds: Int
    /// The seed's 1 s, UIView's ease-in-out.
    public var timing: AnimationTiming

    /// Creates the animation; `folds` is at least 1.
    public init(folds: Int = 2, duration: Double = 1, curve: TimingCurve = .easeInOut) {
        self.folds = max(1, folds)
        timing = AnimationTiming(duration: duration, curve: curve)
    }

    /// The seed's perspective.
    static let m34 = -0.005

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        let w = context.width, h = context.height, reverse = context.isReversed
        let foldWidth = w * 0.5 / Double(folds)
        let stripSize = SceneSize(width: foldWidth, height: h)
        let halfPi = TransitionMath.pi / 2
        let left = ScenePoint(x: 0, y: 0.5), right = ScenePoint(x: 1, y: 0.5)
        let shadow = SceneColor.black
        var layers = [
            SceneLayer(name: "from", frame: context.bounds.offsetBy(dx: w, dy: 0)),
            SceneLayer(name: "to", frame: context.bounds.offsetBy(dx: w, dy: 0)),
        ]
        func strip(_ name: String, view: String, region x: Double, anchor: ScenePoint, positionX: Double,
                   transform: Transform3D, shadowAlpha: Double) {
            let position = ScenePoint(x: positionX, y: h / 2)
            let frame = SceneRect.anchored(size: stripSize, anchor: anchor, position: position)
            let content = LayerContent(view: view, region: SceneRect(x: x, y: 0, width: foldWidth, height: h))
            layers.append(SceneLayer(name: name, frame: frame, transform: transform, anchor: anchor, content: content))
            layers.append(SceneLayer(name: name + ".shadow", frame: frame, alpha: shadowAlpha, transform: transform,
                                     anchor: anchor, color: shadow))
        }
        let fromEdge = reverse ? 0.0 : w, toEdge = reverse ? w : 0.0
        let perspective = TransitionMath.lerp(0, Self.m34, c)
        for i in 0..<folds {
            let offset = Double(i) * foldWidth * 2
            strip("from.fold.\(i).left", view: "from", region: offset, anchor: left,
                  positionX: TransitionMath.lerp(offset, fromEdge, c),
                  transform: Transform3D.perspective(m34: perspective).rotated(angle: halfPi * c, x: 0, y: 1, z: 0),
                  shadowAlpha: c)
            strip("from.fold.\(i).right", view: "from", region: offset + foldWidth, anchor: right,
                  positionX: TransitionMath.lerp(offset + foldWidth * 2, fromEdge, c),
                  transform: Transform3D.perspective(m34: perspective).rotated(angle: -halfPi * c, x: 0, y: 1, z: 0),
                  shadowAlpha: c)
            strip("to.fold.\(i).left", view: "to", region: offset, anchor: left,
                  positionX: TransitionMath.lerp(toEdge, offset, c),
                  transform: .rotation(angle: halfPi * (1 - c), x: 0, y: 1, z: 0), shadowAlpha: 1 - c)
            strip("to.fold.\(i).right", view: "to", region: offset + foldWidth, anchor: right,
                  positionX: TransitionMath.lerp(toEdge, offset + foldWidth * 2, c),
                  transform: .rotation(angle: -halfPi * (1 - c), x: 0, y: 1, z: 0), shadowAlpha: 1 - c)
        }
        return Scene(containerSize: context.containerSize, backToFront: layers,
                     sublayerTransform: .perspective(m34: Self.m34))
    }
}
