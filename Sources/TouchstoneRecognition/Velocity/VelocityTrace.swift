/// The recent history of one value over time (one axis of one pointer) and its velocity.
///
/// Times are nanoseconds, so that sub-microsecond test vectors keep their meaning; recognizers
/// pass microseconds times 1000. Storage is a ring buffer allocated once: adding a sample never
/// allocates.
public struct VelocityTrace: Sendable {
    /// The limits this trace works within.
    public let configuration: VelocityConfiguration
    /// True when values are deltas (Android's differential axes such as `AXIS_SCROLL`), not positions.
    public let isDifferential: Bool
    private var times: [Int64]
    private var values: [Double]
    private var start = 0
    /// Number of samples held.
    public private(set) var count = 0

    /// Creates an empty trace.
    public init(configuration: VelocityConfiguration = .standard, isDifferential: Bool = false) {
        self.configuration = configuration
        self.isDifferential = isDifferential
        times = Array(repeating: 0, count: configuration.historySize)
        values = Array(repeating: 0, count: configuration.historySize)
    }

    /// Time of the newest sample, if any.
    public var newestTime: Int64? { count == 0 ? nil : times[index(count - 1)] }

    /// Forgets every sample.
    public mutating func removeAll() {
        start = 0
        count = 0
    }

    /// Adds a sample. A sample with the same time as the newest replaces it (Android does this
    /// when a pointer-down repeats the move that came with it).
    public mutating func add(timeNanoseconds time: Int64, value: Double) {
        if count > 0, times[index(count - 1)] == time {
            values[index(count - 1)] = value
            return
        }
        if count == times.count {
            start = (start + 1) % times.count
            count -= 1
        }
        let slot = index(count)
        times[slot] = time
        values[slot] = value
        count += 1
    }

    /// The velocity in value units per second, or nil when there is no data to estimate from
    /// (no sample; one sample for LSQ2; a degenerate fit).
    public func velocity() -> Double? {
        guard count > 0 else { return nil }
        let newest = times[index(count - 1)]
        var first = count - 1
        while first > 0, newest - times[index(first - 1)] <= configuration.horizonNanoseconds { first -= 1 }
        switch configuration.strategy {
        case .lsq2: return leastSquaresVelocity(from: first, newest: newest)
        case .impulse: return impulseVelocity(from: first)
        }
    }

    @inline(__always) private func index(_ i: Int) -> Int {
        let j = start + i
        return j >= times.count ? j - times.count : j
    }

    /// Unweighted degree-2 fit `y = a x^2 + b x + c` with x = age in seconds (negative), as in
    /// Android's `solveUnweightedLeastSquaresDeg2`; degree 1 with two samples.
    private func leastSquaresVelocity(from first: Int, newest: Int64) -> Double? {
        let n = count - first
        if n < 2 { return nil }
        var sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0, sx3 = 0.0, sx2y = 0.0, sx4 = 0.0
        for i in first..<count {
            let k = index(i)
            let x = Double(times[k] - newest) * 1e-9
            let y = values[k]
            let x2 = x * x
            sx += x; sy += y; sxx += x2; sxy += x * y; sx3 += x2 * x; sx2y += x2 * y; sx4 += x2 * x2
        }
        let m = Double(n)
        let varX = sxx - sx * sx / m
        let covXY = sxy - sx * sy / m
        if n == 2 {
            return varX == 0 ? nil : covXY / varX
        }
        let covXX2 = sx3 - sx * sxx / m
        let covX2Y = sx2y - sxx * sy / m
        let varX2 = sx4 - sxx * sxx / m
        let denominator = varX * varX2 - covXX2 * covXX2
        if denominator == 0 { return nil }
        return (covXY * varX2 - covX2Y * covXX2) / denominator
    }

    /// Android's `calculateImpulseVelocity`, walked from the oldest sample to the newest.
    private func impulseVelocity(from first: Int) -> Double {
        let n = count - first
        if n < 2 { return 0 }
        @inline(__always) func energyToVelocity(_ work: Double) -> Double {
            (work < 0 ? -1.0 : 1.0) * abs(work).squareRoot() * 2.0.squareRoot()
        }
        @inline(__always) func delta(_ older: Int, _ newer: Int) -> Double {
            isDifferential ? values[newer] : values[newer] - values[older]
        }
        if n == 2 {
            let a = index(first), b = index(first + 1)
            if times[a] == times[b] { return 0 }
            return delta(a, b) / (Double(times[b] - times[a]) * 1e-9)
        }
        var work = 0.0
        for i in (first + 1)..<count {
            let a = index(i - 1), b = index(i)
            if times[a] == times[b] { continue }
            let previous = energyToVelocity(work)
            let current = delta(a, b) / (Double(times[b] - times[a]) * 1e-9)
            work += (current - previous) * abs(current)
            if i == first + 1 { work *= 0.5 }
        }
        return energyToVelocity(work)
    }
}
