/// FNV-1a, 64 bits: a stable hash of bytes (the same on every machine and run, unlike `Hasher`), for seeds
/// and keys that must not move when unrelated inputs change.
public enum FNV1a {
    /// The hash of no bytes (the offset basis).
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The multiplier of each step.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of `bytes`.
    public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    /// The hash of `text`'s UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 { hash(text.utf8) }
}
