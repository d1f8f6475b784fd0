/// A multi-pointer velocity tracker that follows Android's `VelocityTracker::addMovement`
/// semantics for motion events, so that Android's test vectors can be replayed exactly.
///
/// - `down` clears everything; `pointerDown` clears the pointer going down; both then add every
///   pointer's position.
/// - `move` adds every pointer's position; resampled samples are skipped.
/// - `up` and `pointerUp` add nothing; if more than the stop time passed since the last sample,
///   the X/Y velocities are dropped. A cancelled `pointerUp` clears that pointer.
/// - `cancel` clears everything.
/// - `scroll` adds a delta to the scroll axis, which always uses the impulse strategy on deltas
///   (Android does not let callers override the strategy of differential axes).
/// - A sample more than the stop time after the previous one, for a pointer already tracked, drops
///   every axis's history first.
public struct PointerVelocityTracker: Sendable {
    /// An Android motion-event action.
    public enum Action: Sendable, Hashable {
        /// First pointer down.
        case down
        /// Pointers moved.
        case move
        /// Last pointer up.
        case up
        /// Another pointer went down.
        case pointerDown(id: Int)
        /// A pointer went up while others stay; `cancelled` is `AMOTION_EVENT_FLAG_CANCELED`.
        case pointerUp(id: Int, cancelled: Bool)
        /// The gesture was cancelled.
        case cancel
        /// A scroll event (`AXIS_SCROLL` delta in the first sample's `x`).
        case scroll
    }

    /// One pointer's values in an event.
    public struct Sample: Sendable, Hashable {
        /// Pointer id.
        public var id: Int
        /// X position (or the scroll delta for `scroll`).
        public var x: Double
        /// Y position.
        public var y: Double
        /// True for samples the input system made up (Android skips them).
        public var isResampled: Bool

        /// Creates a sample.
        public init(id: Int, x: Double, y: Double = 0, isResampled: Bool = false) {
            self.id = id
            self.x = x
            self.y = y
            self.isResampled = isResampled
        }
    }

    /// Which value to ask for.
    public enum Axis: String, Sendable, Hashable, CaseIterable {
        /// Horizontal position.
        case x
        /// Vertical position.
        case y
        /// `AXIS_SCROLL` (deltas).
        case scroll
    }

    private struct Pointer: Sendable {
        var id: Int
        var x: VelocityTrace
        var y: VelocityTrace
    }

    /// Configuration of the X/Y axes.
    public let configuration: VelocityConfiguration
    private var pointers: [Pointer] = []
    private var planarConfigured = false
    private var scroll: VelocityTrace
    private var scrollConfigured = false
    private var trackedIDs: Set<Int> = []
    private var lastEventTime: Int64?

    /// Creates a tracker whose X/Y axes use `configuration`.
    public init(configuration: VelocityConfiguration = .standard) {
        self.configuration = configuration
        var scrollConfiguration = configuration
        scrollConfiguration.strategy = .impulse
        scroll = VelocityTrace(configuration: scrollConfiguration, isDifferential: true)
    }

    /// Feeds one motion event at `time` (nanoseconds).
    public mutating func add(_ action: Action, timeNanoseconds time: Int64, samples: [Sample]) {
        var addsPlanar = false
        switch action {
        case .down:
            clear()
            addsPlanar = true
        case .pointerDown(let id):
            clearPointer(id)
            addsPlanar = true
        case .move:
            addsPlanar = true
        case .pointerUp(let id, let cancelled) where cancelled:
            clearPointer(id)
            return
        case .pointerUp, .up:
            if let lastEventTime, time - lastEventTime > configuration.stoppedAfterNanoseconds {
                pointers.removeAll()
                planarConfigured = false
            }
            return
        case .cancel:
            clear()
            return
        case .scroll:
            break
        }
        for sample in samples where !sample.isResampled {
            noteMovement(of: sample.id, at: time)
            if addsPlanar {
                if !planarConfigured { planarConfigured = true }
                var index = pointers.firstIndex { $0.id == sample.id }
                if index == nil {
                    pointers.append(Pointer(id: sample.id, x: VelocityTrace(configuration: configuration),
                                            y: VelocityTrace(configuration: configuration)))
                    index = pointers.count - 1
                }
                pointers[index!].x.add(timeNanoseconds: time, value: sample.x)
                pointers[index!].y.add(timeNanoseconds: time, value: sample.y)
            } else {
                scrollConfigured = true
                scroll.add(timeNanoseconds: time, value: sample.x)
            }
        }
    }

    /// The velocity of `pointer` on `axis` in units per second, or nil when Android reports none.
    public func velocity(of axis: Axis, pointer: Int) -> Double? {
        switch axis {
        case .scroll:
            return scrollConfigured ? scroll.velocity() : nil
        case .x, .y:
            guard planarConfigured, let p = pointers.first(where: { $0.id == pointer }) else { return nil }
            return axis == .x ? p.x.velocity() : p.y.velocity()
        }
    }

    private mutating func noteMovement(of id: Int, at time: Int64) {
        if trackedIDs.contains(id), let lastEventTime, time - lastEventTime > configuration.stoppedAfterNanoseconds {
            pointers.removeAll()
            planarConfigured = false
            scroll.removeAll()
            scrollConfigured = false
        }
        lastEventTime = time
        trackedIDs.insert(id)
    }

    private mutating func clear() {
        pointers.removeAll()
        trackedIDs.removeAll()
        planarConfigured = false
        scroll.removeAll()
        scrollConfigured = false
    }

    private mutating func clearPointer(_ id: Int) {
        pointers.removeAll { $0.id == id }
        trackedIDs.remove(id)
    }
}
