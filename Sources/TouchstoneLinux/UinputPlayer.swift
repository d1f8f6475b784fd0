import TouchstoneCore

/// Plays a recording into a new uinput device at the recorded times, like `libinput replay`.
public struct UinputPlayer {
    /// How long to wait after creating the device, so udev and readers can open it first (µs).
    public var settleTime: Int64 = 500_000
    /// How long the device stays after the last frame (µs): the kernel discards events a reader has
    /// not read yet when the device goes away, so a slow reader loses the end of the gesture.
    public var drainTime: Int64 = 100_000
    /// Whether a late frame delays the rest instead of letting them catch up (`PlaybackSchedule`).
    public var keepsIntervals = false

    /// Creates a player.
    public init(settleTime: Int64 = 500_000, drainTime: Int64 = 100_000, keepsIntervals: Bool = false) {
        self.settleTime = settleTime
        self.drainTime = drainTime
        self.keepsIntervals = keepsIntervals
    }

    /// Creates the recorded device, plays every frame at its time, and removes the device.
    ///
    /// - Parameters:
    ///   - onDeviceCreated: called with the new node's path before the settle time (it may wait for readers).
    ///   - beforeRemoving: called after the last frame with CLOCK_MONOTONIC µs just before its write (no event
    ///     of it is stamped earlier), before the drain time; it may wait until readers have it.
    ///   - waiting: waits until the CLOCK_MONOTONIC µs given (settle, each frame's due time, drain); a
    ///     reader of the new device can do its work there. Sleeps by default.
    ///   - wrote: called after each frame's write with its recorded time and the CLOCK_MONOTONIC µs just
    ///     before the write (its events are stamped at or after it).
    /// - Returns: the largest lateness of a frame against its schedule, in microseconds.
    @discardableResult
    public func play(_ recording: Recording, onDeviceCreated: (String?) throws(LinuxInputError) -> Void = { _ in },
                     beforeRemoving: (Int64) -> Void = { _ in },
                     waiting: (Int64) -> Void = { MonotonicClock.sleep(until: $0) },
                     wrote: (_ frameTime: Int64, _ at: Int64) -> Void = { _, _ in }) throws(LinuxInputError) -> Int64 {
        let device = try UinputDevice(recording.device)
        try onDeviceCreated(device.devicePath)
        waiting(MonotonicClock.now() + settleTime)
        var encoder = MTEncoder(device: recording.device)
        var schedule = PlaybackSchedule(start: MonotonicClock.now(), firstFrameTime: recording.frames.first?.time ?? 0,
                                        keepsIntervals: keepsIntervals)
        var lastWrite = MonotonicClock.now()
        for frame in recording.frames {
            let rows = encoder.encode(frame)
            guard !rows.isEmpty else { continue }
            waiting(schedule.due(frame.time))
            lastWrite = MonotonicClock.now()
            schedule.wrote(frame.time, at: lastWrite)
            try device.write(rows)
            wrote(frame.time, lastWrite)
        }
        beforeRemoving(lastWrite)
        // Let readers drain the last frame before the device disappears.
        waiting(MonotonicClock.now() + drainTime)
        return schedule.worstLateness
    }
}
