/// A stable 64-bit digest of a `Scene`, for timelines and determinism checks.
///
/// FNV-1a over a canonical encoding: every number is rounded to 1e-6 and written as a 64-bit
/// little-endian integer (so -0 and 0 agree and nothing depends on float formatting), names as
/// UTF-8 with a terminator, layers in insertion order with all their fields. Two scenes with the
/// same digest are equal to within 1e-6.
public struct SceneDigest: Sendable, Hashable, CustomStringConvertible {
    /// The 64-bit hash value.
    public var value: UInt64

    /// Wraps a raw value.
    public init(value: UInt64) {
        self.value = value
    }

    /// Digests a scene.
    public init(of scene: Scene) {
        var encoder = CanonicalEncoder()
        encoder.encode(scene)
        self.value = encoder.hash
    }

    /// Sixteen lower-case hex digits.
    public var description: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
