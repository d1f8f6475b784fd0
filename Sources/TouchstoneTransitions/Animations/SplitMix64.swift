/// A tiny seeded pseudo-random generator (SplitMix64), so "random" animations replay identically.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// Internal state.
    public private(set) var state: UInt64

    /// Creates a generator from an explicit seed.
    public init(seed: UInt64) {
        self.state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in 0...1 from the top 53 bits.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform value between `low` and `high` (the seed's `randomFloatBetween:and:`).
    public mutating func next(between low: Double, and high: Double) -> Double {
        low + (high - low) * nextUnit()
    }
}
