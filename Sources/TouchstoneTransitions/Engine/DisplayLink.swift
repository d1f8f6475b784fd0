/// Display refresh ticks on the virtual clock, like a compositor's vsync.
///
/// Tick `n` is at `origin + n * 1_000_000 / framesPerSecond` microseconds (integer division of the
/// exact product, so 60 Hz never drifts: ticks at 0, 16666, 33333, 50000, ...).
public struct DisplayLink: Sendable, Hashable {
    /// Refresh rate in frames per second (60 by default; 120, 90, 144 ...).
    public var framesPerSecond: Int
    /// Time of tick 0 in microseconds.
    public var origin: Int64

    /// Creates a display link.
    public init(framesPerSecond: Int = 60, origin: Int64 = 0) {
        precondition(framesPerSecond > 0, "display link rate must be positive")
        self.framesPerSecond = framesPerSecond
        self.origin = origin
    }

    /// Time of tick `index`.
    public func time(ofTick index: Int64) -> Int64 {
        origin + index * 1_000_000 / Int64(framesPerSecond)
    }

    /// Index of the first tick at or after `time`.
    public func firstTick(atOrAfter time: Int64) -> Int64 {
        guard time > origin else { return 0 }
        let hz = Int64(framesPerSecond)
        var index = (time - origin) * hz / 1_000_000
        while self.time(ofTick: index) < time { index += 1 }
        while index > 0 && self.time(ofTick: index - 1) >= time { index -= 1 }
        return index
    }

    /// Tick times in the half-open interval (`after`, `through`].
    public func ticks(after: Int64, through: Int64) -> [Int64] {
        var result: [Int64] = []
        var index = firstTick(atOrAfter: after + 1)
        while true {
            let t = time(ofTick: index)
            if t > through { break }
            result.append(t)
            index += 1
        }
        return result
    }
}
