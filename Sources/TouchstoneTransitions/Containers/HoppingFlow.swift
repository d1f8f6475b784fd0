/// CLHoppingViewController's block-based flow as a deterministic state machine on the virtual clock.
///
/// `hop(to:transition:then:)` makes the new child current at once, stores `then` as the one
/// pending block (replacing any earlier one, nil included) and runs the transition; the old child
/// leaves when the transition's completion is called. `unhop()` runs the pending block and, as the
/// seed, does not clear it: the block usually hops again, which replaces it. With no pending block
/// it throws `HoppingError.noPendingThen`. The default transition is a 0.25 s cross-fade; a custom
/// transition receives (from, to, completion) and must call the completion: `issues` reports one
/// that has not done so within `completionDeadline`, or that called it more than once.
public struct HoppingFlow {
    /// A `then` block: runs on `unhop()` with the flow to hop on.
    public typealias Then = (inout HoppingFlow) throws(HoppingError) -> Void

    /// The current child (the last one hopped to).
    public private(set) var currentChild: String?
    /// Children still in the hierarchy (the old one stays until its transition completes).
    public private(set) var attachedChildren: [String] = []
    /// Every hop so far.
    public private(set) var records: [HopRecord] = []
    /// Time processed so far, microseconds.
    public private(set) var now: Int64
    /// How long a custom transition may take to call its completion, microseconds (5 s).
    public var completionDeadline: Int64
    private var pendingThen: Then?
    private let hop = HopAnimation()

    /// Creates an empty flow at `startTime`.
    public init(startTime: Int64 = 0, completionDeadline: Int64 = 5_000_000) {
        self.now = startTime
        self.completionDeadline = completionDeadline
    }

    /// Number of hops so far.
    public var hops: Int { records.count }

    /// Whether a `then` block is pending.
    public var hasPendingThen: Bool { pendingThen != nil }

    /// Hops to `child` now, storing `then` for the next `unhop()`.
    public mutating func hop(to child: String, transition: HopTransition = .standard, then: Then? = nil) {
        pendingThen = then
        let from = currentChild
        currentChild = child
        attachedChildren.removeAll { $0 == child }
        attachedChildren.append(child)
        let completion = HopCompletion()
        switch transition {
        case .crossFade(let seconds):
            let duration = from == nil ? 0 : VirtualClock.microseconds(seconds)
            completion(finished: true, at: now + duration)
            records.append(HopRecord(transition: "cross-fade", from: from, to: child, startTime: now,
                                     duration: duration, completion: completion))
        case .custom(let name, let body):
            records.append(HopRecord(transition: name, from: from, to: child, startTime: now, duration: nil,
                                     completion: completion))
            body(HopTransitionContext(from: from, to: child, startTime: now, completion: completion))
        }
        removeCompletedOldChildren()
    }

    /// Runs the pending `then` block; throws when there is none.
    public mutating func unhop() throws(HoppingError) {
        guard let block = pendingThen else { throw .noPendingThen(currentChild: currentChild) }
        try block(&self)
    }

    /// Moves the clock to `time`; old children whose transitions completed by then leave.
    public mutating func advance(to time: Int64) {
        now = max(now, time)
        removeCompletedOldChildren()
    }

    private mutating func removeCompletedOldChildren() {
        for record in records where record.completion.isCalled(by: now) {
            if let from = record.from, from != currentChild { attachedChildren.removeAll { $0 == from } }
        }
    }

    /// Broken completions as of `now`.
    public var issues: [HopIssue] {
        records.compactMap { record in
            let calls = record.completion.calls.count
            if calls > 1 {
                return .completionCalledMoreThanOnce(transition: record.transition, from: record.from, to: record.to,
                                                     calls: calls)
            }
            if calls == 0 && now - record.startTime >= completionDeadline {
                return .completionNeverCalled(transition: record.transition, from: record.from, to: record.to,
                                              startedAt: record.startTime)
            }
            return nil
        }
    }

    /// The flow's scene at `time`: the default cross-fade while it runs, else the current child.
    public func scene(at time: Int64, containerSize: SceneSize = .iPhone) -> Scene {
        let context = AnimationContext(containerSize: containerSize)
        guard let child = currentChild else { return Scene(containerSize: containerSize) }
        if let last = records.last, let duration = last.duration, duration > 0, time < last.startTime + duration {
            let fraction = Double(max(0, time - last.startTime)) / Double(duration)
            return hop.scene(at: fraction, context: context, from: last.from, to: child)
        }
        return hop.scene(at: 1, context: context, from: nil, to: child)
    }

    /// Where the flow stands.
    public var position: HopPosition { HopPosition(child: currentChild, hops: hops) }

    /// The flow's part of an outcome.
    public var outcome: TransitionOutcome { TransitionOutcome(hopPosition: position) }
}
