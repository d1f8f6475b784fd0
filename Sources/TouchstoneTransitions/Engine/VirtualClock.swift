/// A clock that only moves when told to: microseconds since the start of a recording.
public struct VirtualClock: Sendable, Hashable {
    /// Current time in microseconds.
    public private(set) var now: Int64

    /// Creates a clock at `start` microseconds.
    public init(start: Int64 = 0) {
        self.now = start
    }

    /// Moves the clock forward to `time`; earlier times are ignored (time never runs backwards).
    public mutating func advance(to time: Int64) {
        now = max(now, time)
    }

    /// Seconds from `start` to `end`.
    public static func seconds(from start: Int64, to end: Int64) -> Double {
        Double(end - start) / 1_000_000
    }

    /// Microseconds for `seconds`, rounded to the nearest microsecond.
    public static func microseconds(_ seconds: Double) -> Int64 {
        Int64((seconds * 1_000_000).rounded())
    }
}
