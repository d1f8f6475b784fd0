import TouchstoneCore

/// VCTransitionsLibrary's explode: the from- view shatters into squares that fly off, spin and shrink.
///
/// Seed: 10 columns; rows of height = height / (10 · height / width) = width / 10, as many as fit
/// (`y < height`, so the last row may overhang: 18 rows at 375 x 667). Each piece, in column-major
/// order, draws x and y offsets in -100...100 pt and a rotation in -10...10 rad, and animates its
/// frame by the offset, alpha 1 -> 0 and transform to rotation · scale 0.01. The from- view is sent
/// to the back behind the to- view. Duration 1 s, UIView's ease-in-out. The seed uses arc4random;
/// we draw from SplitMix64 seeded with `context.seed` so a replay shows the same pieces. The seed
/// has no reverse variant.
public struct ExplodeAnimation: TimedAnimation {
    /// "explode".
    public let name = "explode"
    /// The seed's 1 s, UIView's ease-in-out.
    public var timing: AnimationTiming
    /// Pieces across (the seed's `xFactor`, 10).
    public var columns: Int

    /// Creates the animation.
    public init(duration: Double = 1, curve: TimingCurve = .easeInOut, columns: Int = 10) {
        timing = AnimationTiming(duration: duration, curve: curve)
        self.columns = max(1, columns)
    }

    /// One piece's random flight.
    public struct Piece: Sendable, Hashable {
        /// Column index.
        public var column: Int
        /// Row index.
        public var row: Int
        /// Region of the from- view it shows, and its starting frame.
        public var region: SceneRect
        /// Final offset in points.
        public var offset: ScenePoint
        /// Final rotation in radians.
        public var rotation: Double
    }

    /// The pieces for a container and seed, in the seed's order (columns outer, rows inner).
    public func pieces(containerSize: SceneSize, seed: UInt64) -> [Piece] {
        let w = containerSize.width, h = containerSize.height
        let xFactor = Double(columns), yFactor = xFactor * h / w
        let pieceWidth = w / xFactor, pieceHeight = h / yFactor
        let rows = Int((h / pieceHeight - 1e-9).rounded(.up))
        var random = SplitMix64(seed: seed)
        var result: [Piece] = []
        for column in 0..<columns {
            for row in 0..<rows {
                let region = SceneRect(x: Double(column) * pieceWidth, y: Double(row) * pieceHeight,
                                       width: pieceWidth, height: pieceHeight)
                let dx = random.uniform(-100...100)
                let dy = random.uniform(-100...100)
                let angle = random.uniform(-10...10)
                result.append(Piece(column: column, row: row, region: region, offset: ScenePoint(x: dx, y: dy),
                                    rotation: angle))
            }
        }
        return result
    }

    /// The scene at `eased`, the curve's value at the progress.
    public func scene(eased c: Double, context: AnimationContext) -> Scene {
        var layers = [SceneLayer(name: "from", frame: context.bounds), SceneLayer(name: "to", frame: context.bounds)]
        let scale = TransitionMath.lerp(1, 0.01, c)
        for piece in pieces(containerSize: context.containerSize, seed: context.seed) {
            let transform = Transform3D.rotation(angle: piece.rotation * c, x: 0, y: 0, z: 1).scaled(x: scale, y: scale)
            layers.append(SceneLayer(name: "piece.\(piece.column).\(piece.row)",
                                     frame: piece.region.offsetBy(dx: piece.offset.x * c, dy: piece.offset.y * c),
                                     alpha: 1 - c, transform: transform,
                                     content: LayerContent(view: "from", region: piece.region)))
        }
        return Scene(containerSize: context.containerSize, backToFront: layers)
    }
}
