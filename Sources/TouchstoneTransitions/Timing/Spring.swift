/// A damped harmonic spring with an exact (analytic) solution, as libadwaita's spring animation.
///
/// `displacement(at:)` is the distance from the rest point for an initial displacement `x0` and
/// initial velocity `v0` (units per second); evaluating the closed form rather than integrating
/// makes every sample exact and independent of the tick rate.
public struct Spring: Sendable, Hashable {
    /// Mass (libadwaita's swipe tracker: 0.5).
    public var mass: Double
    /// Stiffness (libadwaita's swipe tracker: 500).
    public var stiffness: Double
    /// Damping ratio: 1 is critically damped (no overshoot), below 1 oscillates.
    public var dampingRatio: Double

    /// Creates a spring; the defaults are libadwaita's swipe tracker (ratio 1, mass 0.5, stiffness 500).
    public init(mass: Double = 0.5, stiffness: Double = 500, dampingRatio: Double = 1) {
        precondition(mass > 0 && stiffness > 0 && dampingRatio > 0, "spring parameters must be positive")
        self.mass = mass
        self.stiffness = stiffness
        self.dampingRatio = dampingRatio
    }

    /// Undamped angular frequency sqrt(k / m), radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping coefficient c = ratio * 2 * sqrt(k m).
    public var damping: Double { dampingRatio * 2 * (stiffness * mass).squareRoot() }

    /// Displacement and velocity at time `t` seconds for start displacement `x0` and velocity `v0`.
    public func state(at t: Double, x0: Double, v0: Double) -> (displacement: Double, velocity: Double) {
        let w0 = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = (x0 + (v0 + w0 x0) t) e^(-w0 t).
            let c = v0 + w0 * x0
            let e = TransitionMath.exp(-w0 * t)
            return ((x0 + c * t) * e, (c - w0 * (x0 + c * t)) * e)
        } else if zeta < 1 {
            // Under-damped: x = e^(-a t) (x0 cos(wd t) + B sin(wd t)), a = zeta w0, B = (v0 + a x0) / wd.
            let a = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 + a * x0) / wd
            let e = TransitionMath.exp(-a * t)
            let cosine = TransitionMath.cos(wd * t), sine = TransitionMath.sin(wd * t)
            let x = e * (x0 * cosine + b * sine)
            let v = e * ((b * wd - a * x0) * cosine - (a * b + x0 * wd) * sine)
            return (x, v)
        } else {
            // Over-damped: x = c1 e^(r1 t) + c2 e^(r2 t) with c1 + c2 = x0, r1 c1 + r2 c2 = v0.
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = TransitionMath.exp(r1 * t), e2 = TransitionMath.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Whether the spring counts as at rest: |x| <= epsilon and |v| <= epsilon * natural frequency
    /// (the velocity test stops a fast zero-crossing from counting as rest).
    public func isSettled(displacement: Double, velocity: Double, epsilon: Double) -> Bool {
        abs(displacement) <= epsilon && abs(velocity) <= epsilon * naturalFrequency
    }

    /// Time in seconds until the spring settles, scanned on a 1 ms grid (deterministic), capped at
    /// `limit` seconds.
    public func settleDuration(x0: Double, v0: Double, epsilon: Double, limit: Double = 10) -> Double {
        let steps = Int((limit * 1000).rounded())
        for step in 0...steps {
            let t = Double(step) / 1000
            let s = state(at: t, x0: x0, v0: v0)
            if isSettled(displacement: s.displacement, velocity: s.velocity, epsilon: epsilon) { return t }
        }
        return limit
    }
}
