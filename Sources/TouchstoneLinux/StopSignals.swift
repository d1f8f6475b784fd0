import Glibc

/// SIGINT and SIGTERM as a flag a blocking loop checks between waits (`FileReadiness.wait` returns
/// early when one arrives).
///
/// A plain `sigaction` handler rather than a dispatch signal source: a background job of a
/// non-interactive shell starts with SIGINT ignored, and on Linux libdispatch only blocks the signal
/// in one thread, so the kernel may discard it in another (seen in the system test's guest).
public final class StopSignals: Sendable {
    /// Installs the handler for SIGINT and SIGTERM (without SA_RESTART, so a blocked poll(2) returns).
    public init() {
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in stopRequested = 1 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// True once SIGINT or SIGTERM arrived.
    public var isRequested: Bool { stopRequested != 0 }
}

/// Written only by the signal handler (an async-signal-safe store), read by the loops.
nonisolated(unsafe) private var stopRequested: sig_atomic_t = 0

/// The one `poll(2)` seam: waits for a descriptor to become readable.
public enum FileReadiness {
    /// What the wait saw.
    public struct State: Sendable, Hashable {
        /// Something can be read (data, or the end of the stream).
        public var isReadable: Bool
        /// The other end is gone or the descriptor failed (`POLLHUP`/`POLLERR`).
        public var isHungUp: Bool
    }

    /// Waits at most `timeoutMilliseconds` for `fd`; neither flag is set on timeout or when a signal
    /// interrupted the wait.
    public static func wait(_ fd: Int32, timeoutMilliseconds: Int32) -> State {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return State(isReadable: false, isHungUp: false) }
        return State(isReadable: descriptor.revents & Int16(POLLIN) != 0,
                     isHungUp: descriptor.revents & Int16(POLLHUP | POLLERR) != 0)
    }
}
