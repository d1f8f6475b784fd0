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

@Suite("Bounded queue storage")
struct BoundedQueueStorageTests {
    @Test func aHugeBoundAllocatesOnlyWhatIsQueued() {
        var queue = BoundedQueue<Int>(capacity: 1_000_000)
        #expect(queue.allocatedCount == 0)
        for value in 0..<3 { queue.append(value) }
        #expect(queue.allocatedCount <= 8)
        for value in 3..<1000 { queue.append(value) }
        #expect(queue.allocatedCount < 2048)
        #expect(queue.capacity == 1_000_000)
    }

    @Test func growingKeepsOrderAcrossTheRingsWrap() {
        var queue = BoundedQueue<Int>(capacity: 1000)
        var expected: [Int] = []
        var next = 0
        // Interleave so the ring wraps before it grows.
        for round in 0..<40 {
            for _ in 0..<(round % 5 + 2) { queue.append(next); expected.append(next); next += 1 }
            if let first = queue.removeFirst() { #expect(first == expected.removeFirst()) }
        }
        var drained: [Int] = []
        while let value = queue.removeFirst() { drained.append(value) }
        #expect(drained == expected)
        #expect(queue.takeDroppedCount() == 0)
    }

    @Test func dropsOldestOnceFullAfterGrowing() {
        var queue = BoundedQueue<Int>(capacity: 20)
        for value in 0..<50 { queue.append(value) }
        #expect(queue.allocatedCount == 20)
        #expect(queue.takeDroppedCount() == 30)
        var drained: [Int] = []
        while let value = queue.removeFirst() { drained.append(value) }
        #expect(drained == Array(30..<50))
    }
}
