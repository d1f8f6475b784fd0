import Glibc

/// Polls `condition` every 20 ms for up to `seconds` of monotonic time: a generous bound for something
/// another process does, never a speed assertion. Returns the last answer.
public func eventually(seconds: Double, _ condition: () -> Bool) -> Bool {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let deadline = now() + seconds
    while now() < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}
