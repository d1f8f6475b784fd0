/// The one seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers on every
/// machine, so synthesized gestures, fuzz runs, "random" animations and property tests are reproducible.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable {
    /// Internal state: the generator's whole position in its sequence.
    public private(set) var state: UInt64

    /// Creates a generator whose first step advances from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for one part of a run: `seed` mixed with `stream`, independent of the other parts.
    public init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: (seed ^ (stream &* 0xD1B5_4A32_D192_ED03)) &+ 0x9E37_79B9_7F4A_7C15)
        state = mixer.next()
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in `0 ..< 1` from the top 53 bits.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// A uniform number in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * unit()
    }

    /// A uniform whole number in `range`.
    public mutating func integer(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    /// A normally distributed number with mean 0 and standard deviation `deviation` (Box-Muller).
    public mutating func gaussian(_ deviation: Double) -> Double {
        guard deviation > 0 else { return 0 }
        let u1 = max(unit(), 1e-300), u2 = unit()
        return deviation * (-2 * Maths.log(u1)).squareRoot() * Maths.cos(2 * Double.pi * u2)
    }
}
