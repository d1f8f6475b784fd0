/// One row of the benchmark table: a measured figure, its unit, and (when there is one) the peer it is
/// compared with in the same run.
struct Figure: Sendable {
    /// Which way a figure is better, so the ratio always reads ">1 means ours is better".
    enum Better: String, Sendable {
        /// Throughput (MB/s, frames/s): ratio = ours / peer.
        case higher
        /// Time or memory: ratio = peer / ours.
        case lower
    }

    /// Benchmark group ("json", "import", ...), for the JSON file.
    var group: String
    /// What was measured, as printed in the table.
    var name: String
    /// The median (or single) value; nil when not measured.
    var value: Double?
    /// Unit of `value` and `peerValue`.
    var unit: String
    /// Whether a higher or a lower value is better.
    var better: Better
    /// Name of the peer measured in the same invocation, if any.
    var peer: String?
    /// The peer's median, in `unit`.
    var peerValue: Double?
    /// Repetitions the median was taken over.
    var runs: Int
    /// Repetitions of the peer (fewer for the slow Python peers), when there is one.
    var peerRuns: Int? = nil
    /// Free text: goal, caveat, why not measured.
    var note: String = ""

    /// ours / peer for throughput, peer / ours for time and memory: above 1 means ours is better.
    var ratio: Double? {
        guard let value, let peerValue, value > 0, peerValue > 0 else { return nil }
        return better == .higher ? value / peerValue : peerValue / value
    }

    /// A figure without a peer.
    static func plain(_ group: String, _ name: String, _ value: Double?, _ unit: String, better: Better = .higher,
                      runs: Int, note: String = "") -> Figure {
        Figure(group: group, name: name, value: value, unit: unit, better: better, peer: nil, peerValue: nil,
               runs: runs, note: note)
    }
}
