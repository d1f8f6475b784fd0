/// Display refresh ticks on the virtual clock, like a compositor's vsync.
///
/// Tick `n` is at `origin + n * 1_000_000 / framesPerSecond` microseconds (integer division of the
/// exact product, so 60 Hz never drifts: ticks at 0, 16666, 33333, 50000, ...). Products are taken at
/// double width, so any time a recording can hold (up to ±2^63 µs) maps to a tick without overflow.
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
        origin &+ Self.scale(index, by: 1_000_000, over: Int64(framesPerSecond))
    }

    /// Index of the first tick at or after `time`.
    public func firstTick(atOrAfter time: Int64) -> Int64 {
        guard time > origin else { return 0 }
        var index = Self.scale(time &- origin, by: Int64(framesPerSecond), over: 1_000_000)
        while self.time(ofTick: index) < time { index += 1 }
        while index > 0 && self.time(ofTick: index - 1) >= time { index -= 1 }
        return index
    }

    /// Indices of the ticks in the half-open interval (`after`, `through`] (empty when there are none).
    public func tickIndices(after: Int64, through: Int64) -> Range<Int64> {
        guard through > after else { return 0..<0 }
        let first = firstTick(atOrAfter: after + 1)
        let end = through == .max ? Int64.max : firstTick(atOrAfter: through + 1)
        return first..<max(first, end)
    }

    /// `value * multiplier / divisor` rounded toward zero, the product taken at double width
    /// (clamped to Int64's range when the quotient itself does not fit).
    private static func scale(_ value: Int64, by multiplier: Int64, over divisor: Int64) -> Int64 {
        let product = value.multipliedFullWidth(by: multiplier)
        let limit = divisor.multipliedFullWidth(by: Int64.max)
        if product.high > limit.high || (product.high == limit.high && product.low >= limit.low) { return .max }
        let negativeLimit = divisor.multipliedFullWidth(by: Int64.min)
        if product.high < negativeLimit.high || (product.high == negativeLimit.high && product.low <= negativeLimit.low) {
            return .min
        }
        return divisor.dividingFullWidth(product).quotient
    }
}
