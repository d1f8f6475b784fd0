/// GRKContainerViewController's behaviour as a deterministic state machine on the virtual clock.
///
/// `setChild(_:animated:at:)` makes the new child current at once, inserts it below the current
/// one and fades the old one out over `transitionDuration` (0.5 s) with ease-in-out; when the fade
/// ends, the old child is removed, *unless it is current again* (quick successive swaps back must
/// not remove the child just re-added), and the request's completion is called with the child that
/// request asked for. Setting the current child again only calls the completion, at once.
/// Unanimated swaps complete at the same instant.
public struct ContainerSwapper: Sendable, Hashable {
    /// One running fade.
    struct Fade: Sendable, Hashable {
        var request: Int
        var old: String?
        var new: String?
        var start: Int64
        var end: Int64
    }

    /// Fade length in seconds (GRK's default 0.5).
    public var transitionDuration: Double
    /// The current child (nil for none).
    public private(set) var currentChild: String?
    /// Children in the view hierarchy, back to front.
    public private(set) var attachedChildren: [String]
    /// Time processed so far.
    public private(set) var now: Int64
    /// Everything that happened, in order.
    public private(set) var events: [ContainerEvent] = []
    private var fades: [Fade] = []
    private var nextRequest = 1
    private let curve = ContainerSwapAnimation().timing.curve

    /// Creates a container showing `initialChild` (or nothing) at `startTime`.
    public init(initialChild: String? = nil, transitionDuration: Double = 0.5, startTime: Int64 = 0) {
        self.transitionDuration = transitionDuration
        self.currentChild = initialChild
        self.attachedChildren = initialChild.map { [$0] } ?? []
        self.now = startTime
    }

    /// Requests a swap to `child` at `time` (>= `now`); returns the request number its completion
    /// event carries.
    @discardableResult
    public mutating func setChild(_ child: String?, animated: Bool, at time: Int64) -> Int {
        advance(to: time)
        let request = nextRequest
        nextRequest += 1
        guard child != currentChild else {
            events.append(ContainerEvent(time: now, kind: .completion(request: request, child: child)))
            return request
        }
        if let child {
            attachedChildren.removeAll { $0 == child }
            let below = currentChild.flatMap { attachedChildren.firstIndex(of: $0) } ?? attachedChildren.endIndex
            attachedChildren.insert(child, at: below)
        }
        let old = currentChild
        currentChild = child
        let duration = animated ? VirtualClock.microseconds(transitionDuration) : 0
        events.append(ContainerEvent(time: now, kind: .swapStarted(request: request, from: old, to: child)))
        fades.append(Fade(request: request, old: old, new: child, start: now, end: now + duration))
        advance(to: now)
        return request
    }

    /// Moves the clock to `time`, ending fades in order of their end times.
    public mutating func advance(to time: Int64) {
        let target = max(time, now)
        // Earliest end first; fades ending together complete in request order.
        while let index = fades.indices.filter({ fades[$0].end <= target }).min(by: { a, b in
            (fades[a].end, fades[a].request) < (fades[b].end, fades[b].request)
        }) {
            let fade = fades.remove(at: index)
            if let old = fade.old, old != currentChild {
                attachedChildren.removeAll { $0 == old }
                events.append(ContainerEvent(time: fade.end, kind: .removed(child: old)))
            }
            events.append(ContainerEvent(time: fade.end, kind: .completion(request: fade.request, child: fade.new)))
        }
        now = target
    }

    /// Whether a fade is still running.
    public var isTransitioning: Bool { !fades.isEmpty }

    /// The container's scene at `time` (>= `now`): attached children back to front, each fading
    /// out under the latest running fade that removes it.
    public func scene(at time: Int64, containerSize: SceneSize = .iPhone) -> Scene {
        let bounds = SceneRect(size: containerSize)
        let layers = attachedChildren.map { child -> SceneLayer in
            var alpha = 1.0
            if child != currentChild, let fade = fades.last(where: { $0.old == child }) {
                let fraction = fade.end > fade.start
                    ? Double(min(max(time, fade.start), fade.end) - fade.start) / Double(fade.end - fade.start) : 1
                alpha = 1 - curve.value(at: fraction)
            }
            return SceneLayer(name: child, frame: bounds, alpha: alpha)
        }
        return Scene(containerSize: containerSize, backToFront: layers)
    }

    /// The container's part of an outcome.
    public var outcome: TransitionOutcome {
        TransitionOutcome(currentChild: currentChild)
    }
}
