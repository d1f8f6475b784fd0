/// Input-to-display latency of a replay: for each input frame that produced an update, the time
/// until the next display tick shows it (µs). Nearest-rank percentiles, so values are exact.
public struct LatencySummary: Sendable, Hashable {
    /// Frames measured.
    public var count: Int
    /// Median.
    public var median: Int64
    /// 95th percentile.
    public var p95: Int64
    /// Largest.
    public var maximum: Int64
    /// Mean, rounded to whole microseconds.
    public var mean: Int64

    /// Summarises `samples` (empty gives zeros).
    public init(_ samples: [Int64]) {
        let sorted = samples.sorted()
        count = sorted.count
        func rank(_ p: Double) -> Int64 {
            guard !sorted.isEmpty else { return 0 }
            let index = Int((p * Double(sorted.count)).rounded(.up))
            return sorted[min(max(index, 1), sorted.count) - 1]
        }
        median = rank(0.5)
        p95 = rank(0.95)
        maximum = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : (sorted.reduce(0, +) + Int64(sorted.count) / 2) / Int64(sorted.count)
    }
}
