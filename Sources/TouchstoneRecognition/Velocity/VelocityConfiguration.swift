/// Limits a velocity tracker works within. The defaults are Android's and Flutter's.
public struct VelocityConfiguration: Sendable, Hashable {
    /// How samples become a velocity (default `.lsq2`).
    public var strategy: VelocityStrategy
    /// Samples kept (default 20, Android's `HISTORY_SIZE`).
    public var historySize: Int
    /// Only samples this much older than the newest are used, in nanoseconds (default 100 ms).
    public var horizonNanoseconds: Int64
    /// A pause longer than this (nanoseconds) means the pointer stopped: the history is dropped on
    /// the next sample, and a release after it reports no velocity (default 40 ms,
    /// Android's `ASSUME_POINTER_STOPPED_TIME`).
    public var stoppedAfterNanoseconds: Int64

    /// Creates a configuration.
    public init(strategy: VelocityStrategy = .lsq2, historySize: Int = 20,
                horizonNanoseconds: Int64 = 100_000_000, stoppedAfterNanoseconds: Int64 = 40_000_000) {
        self.strategy = strategy
        self.historySize = max(1, historySize)
        self.horizonNanoseconds = horizonNanoseconds
        self.stoppedAfterNanoseconds = stoppedAfterNanoseconds
    }

    /// Android's and Flutter's defaults: LSQ2, 20 samples, 100 ms horizon, stopped after 40 ms.
    public static let standard = VelocityConfiguration()
}
