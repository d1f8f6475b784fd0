import TouchstoneCore

/// Tracks the velocity of a point in millimetres (a centroid's translation) from samples in
/// microseconds, with Android's defaults (see `VelocityConfiguration`).
///
/// A pause longer than `stoppedAfterNanoseconds` (40 ms) between samples means the finger stopped:
/// older samples are dropped. A release more than 40 ms after the newest sample reports zero
/// velocity. Adding a sample never allocates.
public struct VelocityTracker: Sendable {
    /// Horizontal trace.
    public private(set) var x: VelocityTrace
    /// Vertical trace.
    public private(set) var y: VelocityTrace

    /// Creates an empty tracker.
    public init(configuration: VelocityConfiguration = .standard) {
        x = VelocityTrace(configuration: configuration)
        y = VelocityTrace(configuration: configuration)
    }

    /// The limits this tracker works within.
    public var configuration: VelocityConfiguration { x.configuration }

    /// Forgets every sample.
    public mutating func reset() {
        x.removeAll()
        y.removeAll()
    }

    /// Adds the position at `time` (microseconds).
    public mutating func add(time: Int64, position: PointMM) {
        let nanoseconds = time &* 1000
        if let newest = x.newestTime, nanoseconds - newest > configuration.stoppedAfterNanoseconds {
            reset()
        }
        x.add(timeNanoseconds: nanoseconds, value: position.x)
        y.add(timeNanoseconds: nanoseconds, value: position.y)
    }

    /// The current velocity in millimetres per second (zero when it cannot be estimated).
    public func velocity() -> PointMM {
        PointMM(x: x.velocity() ?? 0, y: y.velocity() ?? 0)
    }

    /// The velocity when the finger lifts at `time` (microseconds): zero when the newest sample is
    /// more than the stop time older, as Android treats `ACTION_UP` after a pause.
    public func velocity(releasedAt time: Int64) -> PointMM {
        guard let newest = x.newestTime else { return .zero }
        if time &* 1000 - newest > configuration.stoppedAfterNanoseconds { return .zero }
        return velocity()
    }
}
