/// A 4x4 homogeneous transform with Core Animation's conventions.
///
/// Points are row vectors multiplied on the left (`p' = p * M`), so `a.concatenating(b)` applies
/// `a` first, then `b` (`CATransform3DConcat`). `m34 = -1/d` gives perspective with the eye at
/// distance `d`. The `translated`, `scaled` and `rotated` methods follow `CATransform3DTranslate`
/// and friends: the new operation is applied *before* the existing transform.
public struct Transform3D: Sendable, Hashable {
    /// Row 1.
    public var m11, m12, m13, m14: Double
    /// Row 2.
    public var m21, m22, m23, m24: Double
    /// Row 3.
    public var m31, m32, m33, m34: Double
    /// Row 4 (translation in m41...m43).
    public var m41, m42, m43, m44: Double

    /// Creates a transform from its 16 entries, row by row.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "Transform3D needs 16 entries, got \(m.count)")
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }

    /// The identity transform.
    public static let identity = Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// The 16 entries row by row.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Transform3D {
        var t = identity
        (t.m41, t.m42, t.m43) = (x, y, z)
        return t
    }

    /// A scale.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Transform3D {
        var t = identity
        (t.m11, t.m22, t.m33) = (x, y, z)
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) (`CATransform3DMakeRotation`);
    /// a zero axis gives the identity.
    public static func rotation(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = TransitionMath.cos(angle), s = TransitionMath.sin(angle), k = 1 - c
        // Row-vector form: the transpose of the column-vector (Rodrigues) rotation matrix.
        return Transform3D([
            c + k * ux * ux, k * ux * uy + s * uz, k * ux * uz - s * uy, 0,
            k * uy * ux - s * uz, c + k * uy * uy, k * uy * uz + s * ux, 0,
            k * uz * ux + s * uy, k * uz * uy - s * ux, c + k * uz * uz, 0,
            0, 0, 0, 1,
        ])
    }

    /// Identity with `m34 = -1/distance`: perspective seen from `distance` points.
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / distance
        return t
    }

    /// Identity with the given `m34` (the seeds write it directly, e.g. -0.005).
    public static func perspective(m34: Double) -> Transform3D {
        var t = identity
        t.m34 = m34
        return t
    }

    /// `self` applied first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let b = other
        func row(_ x1: Double, _ x2: Double, _ x3: Double, _ x4: Double) -> (Double, Double, Double, Double) {
            (x1 * b.m11 + x2 * b.m21 + x3 * b.m31 + x4 * b.m41,
             x1 * b.m12 + x2 * b.m22 + x3 * b.m32 + x4 * b.m42,
             x1 * b.m13 + x2 * b.m23 + x3 * b.m33 + x4 * b.m43,
             x1 * b.m14 + x2 * b.m24 + x3 * b.m34 + x4 * b.m44)
        }
        var r = Transform3D.identity
        (r.m11, r.m12, r.m13, r.m14) = row(m11, m12, m13, m14)
        (r.m21, r.m22, r.m23, r.m24) = row(m21, m22, m23, m24)
        (r.m31, r.m32, r.m33, r.m34) = row(m31, m32, m33, m34)
        (r.m41, r.m42, r.m43, r.m44) = row(m41, m42, m43, m44)
        return r
    }

    /// `CATransform3DTranslate(self, x, y, z)`: translate first, then `self`.
    public func translated(x: Double, y: Double, z: Double = 0) -> Transform3D {
        Transform3D.translation(x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DScale(self, x, y, z)`: scale first, then `self`.
    public func scaled(x: Double, y: Double, z: Double = 1) -> Transform3D {
        Transform3D.scale(x: x, y: y, z: z).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: rotate first, then `self`.
    public func rotated(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D.rotation(angle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// This transform applied about `anchor` (in the layer's coordinates) instead of the origin,
    /// as Core Animation applies a layer's transform about its anchor point.
    public func about(_ anchor: ScenePoint) -> Transform3D {
        Transform3D.translation(x: -anchor.x, y: -anchor.y)
            .concatenating(self)
            .concatenating(.translation(x: anchor.x, y: anchor.y))
    }

    /// Maps a point (z = 0) and divides by w: where it lands on the screen plane.
    public func project(_ p: ScenePoint) -> ScenePoint {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        return ScenePoint(x: x / w, y: y / w)
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension Transform3D: Codable {}
