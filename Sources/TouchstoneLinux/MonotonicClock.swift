import Glibc

/// CLOCK_MONOTONIC, the clock evdev and libinput stamp events with; only the Linux edge reads it.
public enum MonotonicClock {
    /// Now, in microseconds.
    public static func now() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000 + Int64(spec.tv_nsec) / 1000
    }

    /// Sleeps until the monotonic time `deadline` (microseconds); returns at once if it has passed.
    public static func sleep(until deadline: Int64) {
        var spec = timespec(tv_sec: Int(deadline / 1_000_000), tv_nsec: Int(deadline % 1_000_000) * 1000)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &spec, nil) == EINTR {}
    }

    /// The clock's resolution in nanoseconds.
    public static func resolutionNanoseconds() -> Int64 {
        var spec = timespec()
        clock_getres(CLOCK_MONOTONIC, &spec)
        return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
    }
}
