/// How a `VelocityTrace` turns its samples into a velocity.
public enum VelocityStrategy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Least-squares fit of a degree-2 polynomial per axis, no weighting (Android's `LSQ2`, the
    /// default for touch positions in Android and Flutter). The velocity is the fit's linear
    /// coefficient at the newest sample's time. With two samples it falls back to a straight line.
    case lsq2
    /// Android's impulse strategy: the velocity that gives the kinetic energy the finger's pushes
    /// put in, `v = sign * sqrt(2 * |sum (v_i - v_{i-1}) * |v_i||)`, with the first term halved.
    case impulse
}
