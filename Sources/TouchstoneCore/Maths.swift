import Glibc

/// The maths seam of the pure targets: the few libm functions Swift's `Double` lacks on Linux.
///
/// This is the only file of the pure targets (Core, Recognition, Transitions, Synthesis) that
/// imports the C library, and it uses it for these functions only (no I/O, no clock).
public enum Maths {
    /// Sine of `x` radians.
    @inlinable public static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    /// Cosine of `x` radians.
    @inlinable public static func cos(_ x: Double) -> Double { Glibc.cos(x) }
    /// e raised to `x`.
    @inlinable public static func exp(_ x: Double) -> Double { Glibc.exp(x) }
    /// Natural logarithm of `x`.
    @inlinable public static func log(_ x: Double) -> Double { Glibc.log(x) }
    /// The angle of the point (`x`, `y`) in radians, in -π...π.
    @inlinable public static func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) }
}
