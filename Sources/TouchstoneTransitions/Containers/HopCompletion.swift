/// The completion a hop transition must call, recording when (and how often) it was called.
///
/// A reference type on purpose: a custom transition may keep it and call it later.
public final class HopCompletion {
    /// Times it was called, microseconds.
    public private(set) var calls: [Int64] = []
    /// The `finished` flags passed.
    public private(set) var finishedFlags: [Bool] = []

    /// Creates an uncalled completion.
    public init() {}

    /// Calls the completion at `time`.
    public func callAsFunction(finished: Bool = true, at time: Int64) {
        calls.append(time)
        finishedFlags.append(finished)
    }

    /// Whether it has been called at or before `time`.
    public func isCalled(by time: Int64) -> Bool {
        calls.contains { $0 <= time }
    }
}
