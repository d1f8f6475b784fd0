import Dispatch
import Glibc

/// Signals as events on a dispatch queue, for event loops (the daemon's SIGINT, SIGTERM and SIGHUP);
/// blocking loops use `StopSignals` instead.
public enum SignalEvents {
    /// Replaces `signal`'s default action and calls `handler` on `queue` each time it arrives.
    public static func source(for signal: Int32, queue: DispatchQueue, handler: @escaping () -> Void) -> DispatchSourceSignal {
        _ = Glibc.signal(signal, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }
}
