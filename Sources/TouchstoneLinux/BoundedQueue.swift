/// A FIFO holding at most `capacity` elements that drops its oldest element when full and counts
/// what it dropped.
///
/// Each daemon client has one: a slow or stuck client loses old updates instead of delaying input
/// handling or growing without bound, and is told how many it missed. Storage grows with what is
/// queued (doubling), never beyond `capacity`, so a large bound costs nothing until it is used.
public struct BoundedQueue<Element>: Sendable where Element: Sendable {
    private var storage: [Element?] = []
    private var head = 0
    /// The most elements the queue holds.
    public let capacity: Int
    /// Elements queued now.
    public private(set) var count = 0
    /// Elements dropped since the last `takeDroppedCount()`.
    public private(set) var droppedCount = 0

    /// Creates an empty queue holding at most `capacity` elements.
    public init(capacity: Int) {
        precondition(capacity > 0, "a queue needs room for at least one element")
        self.capacity = capacity
    }

    /// True when nothing is queued.
    public var isEmpty: Bool { count == 0 }
    /// Element slots allocated now (grows with use, at most `capacity`).
    public var allocatedCount: Int { storage.count }

    /// Appends `element`, dropping the oldest when full.
    public mutating func append(_ element: Element) {
        if count == capacity {
            storage[head] = nil
            head = (head + 1) % storage.count
            count -= 1
            droppedCount += 1
        } else if count == storage.count {
            grow()
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

    /// Doubles the storage (up to `capacity`), unrolling the ring so the oldest element comes first.
    private mutating func grow() {
        let size = Swift.min(capacity, Swift.max(8, storage.count * 2))
        var larger: [Element?] = []
        larger.reserveCapacity(size)
        for offset in 0..<count { larger.append(storage[(head + offset) % storage.count]) }
        larger.append(contentsOf: repeatElement(nil, count: size - count))
        storage = larger
        head = 0
    }
}
