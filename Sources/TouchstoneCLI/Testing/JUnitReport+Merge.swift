extension JUnitReport {
    /// The shards' reports as one: a suite per suite name (in order of first appearance) holding every
    /// case of that name sorted by class name and name, counts recomputed, times added, the earliest
    /// timestamp, the host names in order, and the properties without the per-shard ones. Merging the
    /// shards of a run gives the unsharded run's report (times and hosts aside).
    static func merged(_ reports: [JUnitReport]) -> JUnitReport {
        var order: [String] = []
        var byName: [String: [Suite]] = [:]
        for suite in reports.flatMap(\.suites) {
            if byName[suite.name] == nil { order.append(suite.name) }
            byName[suite.name, default: []].append(suite)
        }
        return JUnitReport(suites: order.map { name in
            let parts = byName[name] ?? []
            var hosts: [String] = []
            for host in parts.map(\.hostname) where !host.isEmpty && !hosts.contains(host) { hosts.append(host) }
            var properties: [Property] = []
            for property in parts.flatMap(\.properties) where property.name != "touchstone.shard" && !properties.contains(property) {
                properties.append(property)
            }
            let cases = parts.flatMap(\.cases).enumerated().sorted { a, b in
                (a.element.name, a.element.classname, a.offset) < (b.element.name, b.element.classname, b.offset)
            }.map(\.element)
            return Suite(name: name, timestamp: parts.map(\.timestamp).filter { !$0.isEmpty }.min() ?? "",
                         hostname: hosts.joined(separator: ","), time: parts.map(\.time).reduce(0, +),
                         properties: properties, cases: cases)
        })
    }

    /// Cases that appear in more than one of `reports` (overlapping shards), as `classname name`.
    static func duplicates(_ reports: [JUnitReport]) -> [String] {
        var seen: Set<String> = [], repeated: [String] = []
        for testCase in reports.flatMap({ $0.suites.flatMap(\.cases) }) {
            let key = "\(testCase.classname) \(testCase.name)"
            if !seen.insert(key).inserted && !repeated.contains(key) { repeated.append(key) }
        }
        return repeated
    }
}
