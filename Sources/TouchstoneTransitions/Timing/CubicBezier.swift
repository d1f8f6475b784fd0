/// A CSS / Core Animation cubic-bezier timing function through (0,0), (x1,y1), (x2,y2), (1,1).
public struct CubicBezier: Sendable, Hashable {
    /// First control point x (0...1).
    public var x1: Double
    /// First control point y.
    public var y1: Double
    /// Second control point x (0...1).
    public var x2: Double
    /// Second control point y.
    public var y2: Double

    /// Creates a curve; x components are clamped to 0...1 so the curve is a function of time.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = TransitionMath.clamp01(x1)
        self.y1 = y1
        self.x2 = TransitionMath.clamp01(x2)
        self.y2 = y2
    }

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Bernstein form of a cubic with end points 0 and 1.
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton steps, then bisection if Newton stalls.
    /// A fixed iteration count keeps it deterministic.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// Output for time fraction `x` in 0...1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return coordinate(parameter(forX: x), y1, y2)
    }

    /// Derivative dy/dx at time fraction `x`.
    public func derivative(at x: Double) -> Double {
        let s = parameter(forX: TransitionMath.clamp01(x))
        let dx = slope(s, x1, x2)
        guard abs(dx) > 1e-12 else { return 0 }
        return slope(s, y1, y2) / dx
    }
}
