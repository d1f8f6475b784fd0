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
    /// - Parameter onDeviceCreated: called with the new node's path before playing.
    /// - Returns: the largest lateness of a frame against its schedule, in microseconds.
    @discardableResult
    public func play(_ recording: Recording, onDeviceCreated: (String?) -> Void = { _ in }) throws(LinuxInputError) -> Int64 {
        let device = try UinputDevice(recording.device)
        onDeviceCreated(device.devicePath)
        MonotonicClock.sleep(until: MonotonicClock.now() + settleTime)
        var encoder = MTEncoder(device: recording.device)
        var schedule = PlaybackSchedule(start: MonotonicClock.now(), firstFrameTime: recording.frames.first?.time ?? 0,
                                        keepsIntervals: keepsIntervals)
        for frame in recording.frames {
            let rows = encoder.encode(frame)
            guard !rows.isEmpty else { continue }
            MonotonicClock.sleep(until: schedule.due(frame.time))
            schedule.wrote(frame.time, at: MonotonicClock.now())
            try device.write(rows)
        }
        // Let readers drain the last frame before the device disappears.
        MonotonicClock.sleep(until: MonotonicClock.now() + drainTime)
        return schedule.worstLateness
    }
}
