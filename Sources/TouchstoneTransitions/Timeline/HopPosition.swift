/// Where a hopping flow stands: the current child and how many hops led there.
public struct HopPosition: Sendable, Hashable {
    /// Name of the current child, nil before the first hop.
    public var child: String?
    /// Number of hops so far.
    public var hops: Int

    /// Creates a position.
    public init(child: String?, hops: Int) {
        self.child = child
        self.hops = hops
    }
}

/// JSON for reports and timelines (synthesized: field names as declared).
extension HopPosition: Codable {}
