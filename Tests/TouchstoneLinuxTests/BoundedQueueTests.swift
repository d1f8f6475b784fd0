import Testing
import TouchstoneLinux

@Suite("Bounded per-client queue")
struct BoundedQueueTests {
    @Test func keepsOrderWithinCapacity() {
        var queue = BoundedQueue<Int>(capacity: 3)
        queue.append(1); queue.append(2)
        #expect(queue.removeFirst() == 1)
        queue.append(3); queue.append(4)
        #expect([queue.removeFirst(), queue.removeFirst(), queue.removeFirst()] == [2, 3, 4])
        #expect(queue.removeFirst() == nil)
        #expect(queue.takeDroppedCount() == 0)
    }

    @Test func dropsOldestFirstAndCountsOnce() {
        var queue = BoundedQueue<Int>(capacity: 4)
        for value in 1...10 { queue.append(value) }
        #expect(queue.count == 4)
        #expect(queue.takeDroppedCount() == 6)
        #expect(queue.takeDroppedCount() == 0)
        var drained: [Int] = []
        while let value = queue.removeFirst() { drained.append(value) }
        #expect(drained == [7, 8, 9, 10])
    }
}
