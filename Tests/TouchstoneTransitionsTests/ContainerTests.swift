import Testing
@testable import TouchstoneTransitions

@Suite("GRK container swapper")
struct ContainerSwapperTests {
    @Test("setting the current child only calls the completion, at once")
    func sameChild() {
        var container = ContainerSwapper(initialChild: "A")
        let request = container.setChild("A", animated: true, at: 1_000)
        #expect(container.events == [ContainerEvent(time: 1_000, kind: .completion(request: request, child: "A"))])
        #expect(!container.isTransitioning)
    }

    @Test("animated swap: new child current at once, inserted below, old fades out over 0.5 s then leaves")
    func animatedSwap() {
        var container = ContainerSwapper(initialChild: "A")
        let request = container.setChild("B", animated: true, at: 0)
        #expect(container.currentChild == "B")
        #expect(container.attachedChildren == ["B", "A"])
        // Half way: A's alpha = 1 - easeInOut(0.5) = 0.5.
        let scene = container.scene(at: 250_000)
        #expect(scene.orderedLayers.map(\.name) == ["B", "A"])
        #expect(scene.layer(named: "A")?.alpha == 0.5)
        container.advance(to: 499_999)
        #expect(container.attachedChildren == ["B", "A"])
        container.advance(to: 500_000)
        #expect(container.attachedChildren == ["B"])
        #expect(container.events.suffix(2) == [
            ContainerEvent(time: 500_000, kind: .removed(child: "A")),
            ContainerEvent(time: 500_000, kind: .completion(request: request, child: "B")),
        ])
    }

    @Test("quick successive swaps A -> B -> A keep the newest child")
    func quickSwapBack() {
        var container = ContainerSwapper(initialChild: "A")
        let first = container.setChild("B", animated: true, at: 0)
        let second = container.setChild("A", animated: true, at: 100_000)
        container.advance(to: 500_000)
        // The first fade ends: its old child A is current again, so it must stay.
        #expect(container.attachedChildren.contains("A"))
        #expect(container.events.last == ContainerEvent(time: 500_000, kind: .completion(request: first, child: "B")))
        container.advance(to: 600_000)
        #expect(container.currentChild == "A")
        #expect(container.attachedChildren == ["A"])
        #expect(container.events.suffix(2) == [
            ContainerEvent(time: 600_000, kind: .removed(child: "B")),
            ContainerEvent(time: 600_000, kind: .completion(request: second, child: "A")),
        ])
        #expect(container.outcome.currentChild == "A")
    }

    @Test("A -> B -> C quickly leaves only C; unanimated swaps complete at once")
    func chainAndUnanimated() {
        var container = ContainerSwapper(initialChild: "A")
        container.setChild("B", animated: true, at: 0)
        container.setChild("C", animated: true, at: 100_000)
        container.advance(to: 600_000)
        #expect(container.attachedChildren == ["C"])
        container.setChild("D", animated: false, at: 700_000)
        #expect(container.attachedChildren == ["D"] && !container.isTransitioning)
        container.setChild(nil, animated: false, at: 800_000)
        #expect(container.currentChild == nil && container.attachedChildren.isEmpty)
    }
}

@Suite("CLHopping flow")
struct HoppingFlowTests {
    @Test("hop(to:then:) chains like the seed's startup flow; unhop runs the pending block")
    func chain() throws {
        var flow = HoppingFlow()
        flow.hop(to: "splash") { flow in
            flow.hop(to: "onboarding") { flow in
                flow.hop(to: "signup") { flow in flow.hop(to: "main") }
            }
        }
        #expect(flow.position == HopPosition(child: "splash", hops: 1))
        try flow.unhop()
        flow.advance(to: 300_000)
        try flow.unhop()
        try flow.unhop()
        #expect(flow.position == HopPosition(child: "main", hops: 4))
        #expect(!flow.hasPendingThen)
        #expect(throws: HoppingError.noPendingThen(currentChild: "main")) { try flow.unhop() }
        #expect(flow.outcome.hopPosition?.child == "main")
    }

    @Test("unhop without a pending block is a typed error; a nil then replaces an earlier block")
    func noThen() {
        var flow = HoppingFlow()
        #expect(throws: HoppingError.noPendingThen(currentChild: nil)) { try flow.unhop() }
        flow.hop(to: "a") { $0.hop(to: "b") }
        flow.hop(to: "c")
        #expect(throws: HoppingError.self) { try flow.unhop() }
    }

    @Test("unhop does not clear the block (as the seed): a block that does not hop runs again")
    func notCleared() throws {
        var flow = HoppingFlow()
        var runs = 0
        flow.hop(to: "a") { _ in runs += 1 }
        try flow.unhop()
        try flow.unhop()
        #expect(runs == 2)
    }

    @Test("default cross-fade: first hop is immediate, later hops fade for 0.25 s")
    func crossFade() {
        var flow = HoppingFlow()
        flow.hop(to: "a")
        #expect(flow.attachedChildren == ["a"])
        flow.advance(to: 1_000_000)
        flow.hop(to: "b")
        #expect(flow.currentChild == "b" && flow.attachedChildren == ["a", "b"])
        // Half way (0.125 s): ease-in-out(0.5) = 0.5 on both.
        let scene = flow.scene(at: 1_125_000)
        #expect(scene.layer(named: "a")?.alpha == 0.5 && scene.layer(named: "b")?.alpha == 0.5)
        flow.advance(to: 1_249_999)
        #expect(flow.attachedChildren == ["a", "b"])
        flow.advance(to: 1_250_000)
        #expect(flow.attachedChildren == ["b"])
        #expect(flow.issues.isEmpty)
    }

    @Test("a custom transition that never calls its completion is reported after the deadline")
    func neverCompletes() {
        var flow = HoppingFlow(completionDeadline: 2_000_000)
        flow.hop(to: "a")
        flow.hop(to: "b", transition: .custom(name: "zoom") { _ in })
        flow.advance(to: 1_999_999)
        #expect(flow.issues.isEmpty)
        flow.advance(to: 2_000_000)
        #expect(flow.issues == [.completionNeverCalled(transition: "zoom", from: "a", to: "b", startedAt: 0)])
        #expect(flow.attachedChildren == ["a", "b"])
    }

    @Test("custom transitions receive (from, to, completion); calling it removes the old child; twice is reported")
    func customCompletion() {
        var flow = HoppingFlow()
        flow.hop(to: "a")
        var seen: (String?, String)?
        flow.hop(to: "b", transition: .custom(name: "slide") { context in
            seen = (context.from, context.to)
            context.completion(at: context.startTime + 100_000)
        })
        #expect(seen?.0 == "a" && seen?.1 == "b")
        flow.advance(to: 100_000)
        #expect(flow.attachedChildren == ["b"] && flow.issues.isEmpty)
        flow.hop(to: "c", transition: .custom(name: "double") { context in
            context.completion(at: context.startTime)
            context.completion(at: context.startTime)
        })
        #expect(flow.issues == [.completionCalledMoreThanOnce(transition: "double", from: "b", to: "c", calls: 2)])
    }
}
