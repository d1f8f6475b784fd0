/// A fixed-capacity FIFO that drops its oldest element when full and counts what it dropped.
///
/// Each daemon client has one: a slow or stuck client loses old updates instead of delaying input
/// handling or growing without bound, and is told how many it missed.
public struct BoundedQueue<Element>: Sendable where Element: Sendable {
    private var storage: [Element?]
    private var head = 0
    /// Elements queued now.
    public private(set) var count = 0
    /// Elements dropped since the last `takeDroppedCount()`.
    public private(set) var droppedCount = 0

    /// Creates a queue holding at most `capacity` elements.
    public init(capacity: Int) {
        precondition(capacity > 0, "a queue needs room for at least one element")
        storage = Array(repeating: nil, count: capacity)
    }

    /// The most elements the queue holds.
    public var capacity: Int { storage.count }
    /// True when nothing is queued.
    public var isEmpty: Bool { count == 0 }

    /// Appends `element`, dropping the oldest when full.
    public mutating func append(_ element: Element) {
        if count == storage.count {
            storage[head] = nil
            head = (head + 1) % storage.count
            count -= 1
            droppedCount += 1
        }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    /// The oldest element, without removing it.
    public var first: Element? { count == 0 ? nil : storage[head] }

    /// Removes and returns the oldest element.
    public mutating func removeFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    /// Returns the dropped count and resets it, so the client is told once.
    public mutating func takeDroppedCount() -> Int {
        defer { droppedCount = 0 }
        return droppedCount
    }
}
