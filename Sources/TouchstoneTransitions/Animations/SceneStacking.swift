/// Helpers the built-in animations share.
extension Scene {
    /// A scene whose layers are given back to front; each gets its position as `zIndex`.
    init(containerSize: SceneSize, backToFront layers: [SceneLayer], containerTransform: Transform3D = .identity,
         sublayerTransform: Transform3D = .identity) {
        var stacked = layers
        for index in stacked.indices { stacked[index].zIndex = index }
        self.init(containerSize: containerSize, layers: stacked, containerTransform: containerTransform,
                  sublayerTransform: sublayerTransform)
    }
}

extension Transform3D {
    /// Core Animation's in-between of the identity and the seeds' perspective rotation
    /// `t = CATransform3DMakeRotation(angle, x, y, z); t.m34 = m34` (about `axis`), at `fraction` (0: identity, 1: the seed's matrix).
    ///
    /// Writing `m34` into a rotation R gives the matrix R · P(q): the rotation followed by a perspective
    /// whose vector is q = m34 · (R.m31, R.m32, R.m33) (P is the identity with m14, m24, m34 = q). Core
    /// Animation animates a transform by decomposing it and interpolating the parts: the rotation (one axis:
    /// its angle) and the perspective vector. So the layer at `fraction` f is rotation(f · angle) · P(f · q).
    /// Writing an interpolated m34 into an interpolated rotation instead leaves a flat layer flat (m34 only
    /// weighs z, which is 0 on a layer): the turning faces must get their perspective through m14/m24.
    static func perspectiveTurn(angle: Double, about axis: RotationAxis, m34: Double, fraction: Double) -> Transform3D {
        let end = axis.rotation(angle)
        var perspective = Transform3D.identity
        perspective.m14 = fraction * m34 * end.m31
        perspective.m24 = fraction * m34 * end.m32
        perspective.m34 = fraction * m34 * end.m33
        return axis.rotation(fraction * angle).concatenating(perspective)
    }
}

extension Scene {
    /// Where the new child of a fade goes.
    enum FadingChild {
        /// Below the old one, in full (GRK's swap, the cross-fade).
        case below
        /// On top of the old one, fading in (CLHopping's hop).
        case fadingInOnTop
    }

    /// The old child `from` fading out (alpha 1 - `c`) with the new child `to`; a missing child is left
    /// out, and with no old child the new one shows in full at once.
    static func fade(from: String?, to: String?, eased c: Double, context: AnimationContext,
                     newChild: FadingChild) -> Scene {
        let newAlpha = newChild == .fadingInOnTop && from != nil ? c : 1
        let new = to.map { SceneLayer(name: $0, frame: context.bounds, alpha: newAlpha) }
        let old = from.map { SceneLayer(name: $0, frame: context.bounds, alpha: 1 - c) }
        let layers = newChild == .below ? [new, old] : [old, new]
        return Scene(containerSize: context.containerSize, backToFront: layers.compactMap { $0 })
    }
}
