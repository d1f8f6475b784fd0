import Dispatch
import Foundation

/// Runs cases on up to `jobs` threads and hands their runs to `emit` strictly in case order, so the
/// output of `-j N` is the output of `-j 1`. With `stopAtFirstFailure`, nothing after the first failed
/// or erroneous case (in case order) is emitted, and no new case is started once one is known.
final class TestScheduler: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Int: TestCaseExecution.Run] = [:]
    private var nextToStart = 0
    private var nextToEmit = 0
    private var stopped = false
    private let count: Int
    private let stopAtFirstFailure: Bool
    private let emit: (Int, TestCaseExecution.Run) -> Void

    private init(count: Int, stopAtFirstFailure: Bool, emit: @escaping (Int, TestCaseExecution.Run) -> Void) {
        self.count = count
        self.stopAtFirstFailure = stopAtFirstFailure
        self.emit = emit
    }

    /// Runs `execute` for indices `0..<count` and calls `emit` in index order (under a lock, from any
    /// thread); returns how many runs were emitted.
    static func run(count: Int, jobs: Int, stopAtFirstFailure: Bool,
                    execute: @escaping @Sendable (Int) -> TestCaseExecution.Run,
                    emit: @escaping (Int, TestCaseExecution.Run) -> Void) -> Int {
        let scheduler = TestScheduler(count: count, stopAtFirstFailure: stopAtFirstFailure, emit: emit)
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            scheduler.work(execute)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in scheduler.work(execute) }
        }
        return scheduler.nextToEmit
    }

    private func work(_ execute: (Int) -> TestCaseExecution.Run) {
        while let index = take() {
            let run = execute(index)
            deliver(index, run)
        }
    }

    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, nextToStart < count else { return nil }
        nextToStart += 1
        return nextToStart - 1
    }

    private func deliver(_ index: Int, _ run: TestCaseExecution.Run) {
        lock.lock()
        defer { lock.unlock() }
        pending[index] = run
        while !stopped, let next = pending.removeValue(forKey: nextToEmit) {
            emit(nextToEmit, next)
            nextToEmit += 1
            if stopAtFirstFailure && (next.result.status == .failed || next.result.status == .error) {
                stopped = true
                pending.removeAll()
            }
        }
    }
}
