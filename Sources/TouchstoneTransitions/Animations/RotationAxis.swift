/// The screen axis a view turns about (the cube's and the turn's one vocabulary), as in
/// `Transform3D.rotation(angle:x:y:z:)`.
///
/// The seeds name it differently: the cube's "horizontal" turns about y, the turn's `flipDirection`
/// "vertical" turns about y too. Naming the axis says which without a seed at hand.
public enum RotationAxis: String, Sendable, Hashable, CaseIterable {
    /// About the vertical (y) axis: the views swing left and right (both seeds' default).
    case y
    /// About the horizontal (x) axis: the views tip up and down.
    case x

    /// The axis as a unit vector.
    var unit: (x: Double, y: Double, z: Double) {
        switch self {
        case .y: return (0, 1, 0)
        case .x: return (1, 0, 0)
        }
    }

    /// A rotation by `angle` radians about this axis.
    func rotation(_ angle: Double) -> Transform3D {
        .rotation(angle: angle, x: unit.x, y: unit.y, z: unit.z)
    }
}
