/// When each frame of a played recording is due, and how late it went out.
///
/// At the recorded times by default (`libinput replay` behaviour): a stalled player then writes the frames it
/// missed back to back, and the kernel stamps them a few microseconds apart, which libinput reads as a touch
/// jump and discards. With `keepsIntervals`, a late frame moves the rest of the schedule back by its lateness,
/// so every later interval stays as recorded and a stall only pauses the fingers (docs/e2e.md).
public struct PlaybackSchedule: Sendable, Hashable {
    /// The monotonic time (µs) the first frame is due.
    public let start: Int64
    /// Whether a late frame delays the frames after it.
    public let keepsIntervals: Bool
    /// How far the schedule has moved back so far (µs).
    public private(set) var shift: Int64 = 0
    /// The largest lateness of one frame against the schedule so far (µs).
    public private(set) var worstLateness: Int64 = 0

    /// Creates a schedule whose frame at `firstFrameTime` is due at `start`.
    public init(start: Int64, firstFrameTime: Int64, keepsIntervals: Bool) {
        self.start = start - firstFrameTime
        self.keepsIntervals = keepsIntervals
    }

    /// When the frame recorded at `time` is due.
    public func due(_ time: Int64) -> Int64 { start + time + shift }

    /// Notes that the frame recorded at `time` went out at `now`.
    public mutating func wrote(_ time: Int64, at now: Int64) {
        let lateness = max(0, now - due(time))
        worstLateness = max(worstLateness, lateness)
        if keepsIntervals { shift += lateness }
    }
}
