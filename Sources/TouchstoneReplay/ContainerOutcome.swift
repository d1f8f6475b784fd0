import TouchstoneTransitions

/// The containers' part of a replay's outcome: GRK's container and CLHopping's flow, moved by each
/// completed transition (the swap alternates between two children, the flow hops one screen further).
enum ContainerOutcome {
    /// The container fields for `animation` after transitions completed at `completions`, the run
    /// ending at `end` (empty for animations without a container).
    static func of(animation: String, completions: [Int64], end: Int64) -> TransitionOutcome {
        switch animation {
        case "container-swap":
            var container = ContainerSwapper(initialChild: "first")
            for (index, time) in completions.enumerated() {
                container.advance(to: time)
                container.setChild(index % 2 == 0 ? "second" : "first", animated: true, at: time)
            }
            container.advance(to: max(end, container.now) + 1_000_000)
            return container.outcome
        case "hop":
            var flow = HoppingFlow()
            flow.hop(to: "start")
            for (index, time) in completions.enumerated() {
                flow.advance(to: time)
                flow.hop(to: "screen-\(index + 1)")
            }
            flow.advance(to: max(end, flow.now) + 1_000_000)
            return flow.outcome
        default:
            return TransitionOutcome()
        }
    }
}
