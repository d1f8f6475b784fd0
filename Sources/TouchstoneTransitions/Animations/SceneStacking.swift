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
    /// `t = CATransform3DMakeRotation(angle, x, y, z); t.m34 = m34`, at `fraction` (0: identity, 1: the seed's matrix).
    ///
    /// Writing `m34` into a rotation R gives the matrix R · P(q): the rotation followed by a perspective
    /// whose vector is q = m34 · (R.m31, R.m32, R.m33) (P is the identity with m14, m24, m34 = q). Core
    /// Animation animates a transform by decomposing it and interpolating the parts: the rotation (one axis:
    /// its angle) and the perspective vector. So the layer at `fraction` f is rotation(f · angle) · P(f · q).
    /// Writing an interpolated m34 into an interpolated rotation instead leaves a flat layer flat (m34 only
    /// weighs z, which is 0 on a layer): the turning faces must get their perspective through m14/m24.
    static func perspectiveTurn(angle: Double, x: Double, y: Double, z: Double, m34: Double,
                                fraction: Double) -> Transform3D {
        let end = Transform3D.rotation(angle: angle, x: x, y: y, z: z)
        var perspective = Transform3D.identity
        perspective.m14 = fraction * m34 * end.m31
        perspective.m24 = fraction * m34 * end.m32
        perspective.m34 = fraction * m34 * end.m33
        return Transform3D.rotation(angle: fraction * angle, x: x, y: y, z: z).concatenating(perspective)
    }
}
