/// Which part of the suite this run executes: `--shard I/N`, else Bazel's `TEST_TOTAL_SHARDS` /
/// `TEST_SHARD_INDEX` (0-based), else GitLab CI's `CI_NODE_TOTAL` / `CI_NODE_INDEX` (1-based).
///
/// Cases are dealt out in name order (the path relative to the collection root): the k-th case goes to
/// shard `k mod N`. The same files give the same shards on every machine, whatever the order on disk;
/// the shards are disjoint, together they are the whole suite, and their sizes differ by at most one.
struct ShardSelection: Sendable, Hashable {
    /// This shard, 1-based.
    var index: Int
    /// How many shards the suite is split into.
    var total: Int
    /// Where the numbers came from (`--shard`, `TEST_SHARD_INDEX`...), for the run's header.
    var source: String

    /// The whole suite.
    static let whole = ShardSelection(index: 1, total: 1, source: "")

    /// The cases of this shard, in their order.
    func select(_ cases: [TestCase]) -> [TestCase] {
        cases.sorted { $0.name < $1.name }.enumerated().filter { $0.offset % total == index - 1 }.map(\.element)
    }

    /// Resolves the shard from `--shard` (wins) or the environment.
    /// - Throws: `CommandError.usage` naming the option or variable that is malformed or out of range.
    static func resolve(option: String?, environment: [String: String]) throws(CommandError) -> ShardSelection {
        if let option {
            let parts = option.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]), total >= 1, (1...total).contains(index) else {
                throw .usage("--shard takes I/N with 1 <= I <= N (e.g. 2/4), not '\(option)'")
            }
            return ShardSelection(index: index, total: total, source: "--shard")
        }
        if let total = environment["TEST_TOTAL_SHARDS"], !total.isEmpty {
            let count = try number("TEST_TOTAL_SHARDS", total, in: 1...1_000_000)
            guard let indexText = environment["TEST_SHARD_INDEX"] else {
                throw .usage("TEST_TOTAL_SHARDS is \(total) but TEST_SHARD_INDEX is not set (Bazel sets both)")
            }
            let index = try number("TEST_SHARD_INDEX", indexText, in: 0...(count - 1))
            return ShardSelection(index: index + 1, total: count, source: "TEST_SHARD_INDEX/TEST_TOTAL_SHARDS")
        }
        if let total = environment["CI_NODE_TOTAL"], !total.isEmpty {
            let count = try number("CI_NODE_TOTAL", total, in: 1...1_000_000)
            guard let indexText = environment["CI_NODE_INDEX"] else {
                throw .usage("CI_NODE_TOTAL is \(total) but CI_NODE_INDEX is not set (GitLab CI's parallel: sets both)")
            }
            let index = try number("CI_NODE_INDEX", indexText, in: 1...count)
            return ShardSelection(index: index, total: count, source: "CI_NODE_INDEX/CI_NODE_TOTAL")
        }
        return .whole
    }

    private static func number(_ variable: String, _ text: String, in range: ClosedRange<Int>) throws(CommandError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(variable) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}
