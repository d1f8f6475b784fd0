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
    /// Spawns under way (low 16 bits) and a stop signal that arrived during one (the bits above): a child
    /// that exists but is not in the table yet must not outlive us, so the signal waits for the last
    /// spawn to register its group. One word, so the handler and the spawners never lose an update.
    static let spawning = Atomic<Int>(0)

    /// Call before spawning a child (installs the handlers on first use): a stop signal from now on
    /// waits until `spawned` has registered the child.
    static func willSpawn() {
        installed.withLock { done in
            if !done {
                install()
                done = true
            }
        }
        spawning.add(1, ordering: .sequentiallyConsistent)
    }

    /// Registers the group of the child just spawned (nil when the spawn failed), then stops the
    /// process if a stop signal arrived meanwhile. False when the table is full.
    @discardableResult
    static func spawned(_ group: pid_t?) -> Bool {
        let stored = group.map(register) ?? true
        let state = spawning.subtract(1, ordering: .sequentiallyConsistent).newValue
        // The last spawn acts on a waiting signal (a spawn that starts meanwhile takes it over).
        if state & 0xFFFF == 0, state >> 16 != 0,
           spawning.compareExchange(expected: state, desired: 0, ordering: .sequentiallyConsistent).exchanged {
            stop(Int32(state >> 16))
        }
        return stored
    }

    /// Registers `group` in the table; false when the table is full.
    private static func register(_ group: pid_t) -> Bool {
        installed.withLock { _ in
            for slot in 0..<capacity where groups[slot] == 0 {
                groups[slot] = group
                return true
            }
            return false
        }
    }

    /// Kills every registered group, restores the signal's previous action and raises it again.
    private static func stop(_ number: Int32) {
        for slot in 0..<capacity {
            let group = groups[slot]
            if group > 0 { kill(-group, SIGKILL) }
        }
        // Back to what was there before (the default: terminate), then the signal again.
        sigaction(number, previous + Int(number), nil)
        raise(number)
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
                // During a spawn, leave the signal for the spawner to act on once the child is registered.
                var state = ChildReaper.spawning.load(ordering: .sequentiallyConsistent)
                while state & 0xFFFF != 0 {
                    let (exchanged, original) = ChildReaper.spawning.compareExchange(
                        expected: state, desired: state & 0xFFFF | Int(number) << 16, ordering: .sequentiallyConsistent)
                    if exchanged { return }
                    state = original
                }
                ChildReaper.stop(number)
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
