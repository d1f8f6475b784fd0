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
        median = Self.percentile(50, ofSorted: sorted) ?? 0
        p95 = Self.percentile(95, ofSorted: sorted) ?? 0
        maximum = sorted.last ?? 0
        mean = sorted.isEmpty ? 0 : (sorted.reduce(0, +) + Int64(sorted.count) / 2) / Int64(sorted.count)
    }

    /// The `p`-th percentile (0...100) of ascending `sorted` by nearest rank, or nil when empty.
    ///
    /// Nearest rank picks a sample, so results are exact integers: the one rule behind every latency
    /// figure Touchstone prints (replay outcomes, `touchstone listen --stats`).
    public static func percentile(_ p: Double, ofSorted sorted: [Int64]) -> Int64? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
