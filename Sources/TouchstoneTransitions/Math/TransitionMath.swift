import TouchstoneCore

/// The maths the transitions need: libm through Core's one maths seam (`Maths`), and helpers.
enum TransitionMath {
    static let pi = Double.pi
    static func sin(_ x: Double) -> Double { Maths.sin(x) }
    static func cos(_ x: Double) -> Double { Maths.cos(x) }
    static func exp(_ x: Double) -> Double { Maths.exp(x) }

    /// Linear interpolation from `a` to `b`.
    static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

    /// Clamps to 0...1.
    static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }

    /// Local time of a keyframe that starts at `start` and lasts `duration` (both relative, 0...1),
    /// clamped: 0 before the keyframe, 1 after it.
    static func keyframe(_ t: Double, start: Double, duration: Double) -> Double {
        guard duration > 0 else { return t >= start ? 1 : 0 }
        let local = clamp01((t - start) / duration)
        // Keyframe bounds like 0.8 + 0.2 are not exact in binary; snap so the ends are exact.
        if local > 1 - 1e-12 { return 1 }
        if local < 1e-12 { return 0 }
        return local
    }
}
