import Glibc
import Synchronization

/// Kills the process groups of live animation children when Touchstone itself is stopped by SIGINT or
/// SIGTERM, so that no child outlives it: the handler kills every registered group, restores the
/// signal's previous action and raises it again.
///
/// Children run in their own process group (a terminal's Ctrl-C does not reach them directly), so this
/// and `LineChild`'s own kill-and-wait are the only ways they end. The table is a fixed array of
/// process-group ids read by the handler with plain loads (async-signal-safe).
enum ChildReaper {
    /// Slots for live groups (0 = free).
    static let capacity = 256
    nonisolated(unsafe) static let groups: UnsafeMutablePointer<Int32> = {
        let table = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        table.initialize(repeating: 0, count: capacity)
        return table
    }()
    /// The actions that were there before, by signal number (restored before re-raising).
    nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        return table
    }()
    /// Whether the handlers are installed; serializes registration between threads (`touchstone test
    /// -j N`). The signal handler only reads the table.
    static let installed = Mutex(false)

    /// Registers `group` (installing the handlers on first use); false when the table is full.
    static func register(_ group: pid_t) -> Bool {
        installed.withLock { done in
            if !done {
                install()
                done = true
            }
            for slot in 0..<capacity where groups[slot] == 0 {
                groups[slot] = group
                return true
            }
            return false
        }
    }

    /// Forgets `group` (after it was killed and reaped).
    static func unregister(_ group: pid_t) {
        installed.withLock { _ in
            for slot in 0..<capacity where groups[slot] == group { groups[slot] = 0 }
        }
    }

    private static func install() {
        // A child that exits while we write to it must give EPIPE, not kill us.
        signal(SIGPIPE, SIG_IGN)
        for number in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                for slot in 0..<ChildReaper.capacity {
                    let group = ChildReaper.groups[slot]
                    if group > 0 { kill(-group, SIGKILL) }
                }
                // Back to what was there before (the default: terminate), then the signal again.
                sigaction(number, ChildReaper.previous + Int(number), nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, nil, previous + Int(number))
            // An ignored signal (a background job's SIGINT) stays ignored.
            if let old = previous[Int(number)].__sigaction_handler.sa_handler, unsafeBitCast(old, to: Int.self) == 1 { continue }
            sigaction(number, &action, nil)
        }
        // A parent may have started us with these blocked (Foundation's Process does): unblock them in
        // this thread, the one that waits for the child, so that a stop request is not held back
        // while a child hangs.
        var stops = sigset_t()
        sigemptyset(&stops)
        for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stops, number) }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
    }
}
