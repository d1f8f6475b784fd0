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

/// JSON as the 16-digit hex string (a 64-bit number would not survive JSON readers that use doubles).
extension SceneDigest: Codable {
    /// Decodes from the hex string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard text.count == 16, let value = UInt64(text, radix: 16) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "expected 16 hex digits for a scene digest, got '\(text)'"))
        }
        self.value = value
    }

    /// Encodes as the hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
