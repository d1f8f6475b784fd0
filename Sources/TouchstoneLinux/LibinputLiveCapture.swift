import Glibc
import TouchstoneCore

/// Plays a recording through a uinput copy of its device and reads libinput's gesture events for that
/// device as they happen (`touchstone compare --live-libinput`): libinput's own verdict, with the
/// `cancelled` flag `libinput record` 1.22 does not write.
///
/// libinput detects gestures from the kernel's event times, so the frames go out on the recording's
/// schedule (`UinputPlayer`, keeping intervals: a late frame pauses the fingers rather than making
/// them jump). Needs a writable `/dev/uinput`, a readable new event node and udev tagging the device
/// (libinput ignores untagged devices).
public struct LibinputLiveCapture {
    /// What one play gave: libinput's events and when each frame was written, both on CLOCK_MONOTONIC.
    public struct Capture: Sendable {
        /// The event node the device got.
        public var node: String
        /// libinput's gesture events in order (times are CLOCK_MONOTONIC µs, as the kernel stamped them).
        public var events: [LibinputGestureEvent]
        /// Each written frame's recorded time and the CLOCK_MONOTONIC µs just before its write.
        public var writes: [(frameTime: Int64, at: Int64)]
        /// The largest lateness of a frame against the schedule, µs.
        public var worstLateness: Int64
    }

    /// The player (settle, drain, schedule).
    public var player: UinputPlayer
    /// How long to wait for libinput to accept the new device (udev must tag it first), µs.
    public var acceptTimeout: Int64

    /// Creates a capture; the device waits 200 ms before the first frame and stays 500 ms after the last.
    public init(player: UinputPlayer = UinputPlayer(settleTime: 200_000, drainTime: 500_000, keepsIntervals: true),
                acceptTimeout: Int64 = 30_000_000) {
        self.player = player
        self.acceptTimeout = acceptTimeout
    }

    /// Plays `recording` and collects libinput's gesture events for its device.
    /// - Throws: `LinuxInputError.uinputUnavailable` (no uinput module, or no permission), `.openFailed`
    ///   when the new node cannot be read, `.udevFailed` when libinput cannot start or never accepts the
    ///   device (udev not running), or a write failure.
    public func capture(_ recording: Recording) throws(LinuxInputError) -> Capture {
        let source = try LibinputGestureSource()
        var node = ""
        var events: [LibinputGestureEvent] = []
        var writes: [(frameTime: Int64, at: Int64)] = []
        func collect() { events += source.pendingGestures().map(\.event) }
        let lateness = try player.play(recording, onDeviceCreated: { created throws(LinuxInputError) in
            guard let created else { throw .udevFailed("the kernel made no event node for the uinput device") }
            node = created
            let deadline = MonotonicClock.now() + acceptTimeout
            while !source.addDevice(path: created) {
                if access(created, R_OK) != 0, errno == EACCES { throw .openFailed(path: created, errno: EACCES) }
                guard MonotonicClock.now() < deadline else {
                    throw .udevFailed("libinput did not accept \(created) within \(acceptTimeout / 1_000_000) s: "
                                      + "udev has not tagged it as a touchpad (is systemd-udevd running?)")
                }
                MonotonicClock.sleep(until: MonotonicClock.now() + 50_000)
            }
        }, waiting: { until in
            // Dispatch libinput whenever it has something (its own timers included) until `until`.
            while true {
                let remaining = until - MonotonicClock.now()
                guard remaining > 0 else { break }
                guard remaining >= 1_000 else { MonotonicClock.sleep(until: until); break }
                if FileReadiness.wait(source.fileDescriptor, timeoutMilliseconds: Int32(remaining / 1_000)).isReadable { collect() }
            }
            collect()
        }, wrote: { frameTime, at in writes.append((frameTime, at)) })
        collect()
        source.removeDevice(path: node)
        return Capture(node: node, events: events, writes: writes, worstLateness: lateness)
    }
}
