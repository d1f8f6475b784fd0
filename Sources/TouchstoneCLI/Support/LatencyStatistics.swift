import TouchstoneReplay

/// Percentiles of latency samples (microseconds), computed by nearest rank so results are exact integers.
public struct LatencyStatistics: Sendable, Hashable {
    private var samples: [Int64] = []

    /// Samples seen.
    public var count: Int { samples.count }

    /// Creates empty statistics.
    public init() {}

    /// Adds one sample.
    public mutating func add(_ microseconds: Int64) {
        samples.append(microseconds)
    }

    /// The `p`-th percentile (0...100) by nearest rank, or nil with no samples.
    public func percentile(_ p: Double) -> Int64? {
        LatencySummary.percentile(p, ofSorted: samples.sorted())
    }

    /// `n=… p50=… p90=… p99=… max=… us`.
    public var summary: String {
        guard count > 0 else { return "no samples" }
        return "n=\(count) p50=\(percentile(50)!) p90=\(percentile(90)!) p99=\(percentile(99)!) max=\(percentile(100)!) us"
    }
}
