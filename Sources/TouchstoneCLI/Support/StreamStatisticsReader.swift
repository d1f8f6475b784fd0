import TouchstoneDaemon

/// Latency accounting over the daemon's decoded messages, for `touchstone listen --stats`.
public struct StreamStatisticsReader: Sendable {
    /// Updates seen.
    public private(set) var updates = 0
    /// Messages the daemon reported as dropped for this client.
    public private(set) var missed = 0
    /// Kernel event time to the update leaving the socket.
    public private(set) var toSocket = LatencyStatistics()
    /// Kernel event time to the update arriving here.
    public private(set) var toClient = LatencyStatistics()

    /// Creates an empty reader.
    public init() {}

    /// Accounts for one message received at `arrivalTime` (CLOCK_MONOTONIC µs).
    public mutating func observe(_ received: ReceivedDaemonMessage, arrivalTime: Int64) {
        switch received.message {
        case .missed(let count):
            missed += count
        case .update(_, let update):
            guard let sent = received.sendTime else { return }
            updates += 1
            toSocket.add(sent - update.time)
            toClient.add(arrivalTime - update.time)
        default:
            break
        }
    }

    /// A shorter line for people: an update's own object after its latency, other messages as received.
    public static func humanReadable(_ received: ReceivedDaemonMessage, line: String) -> String {
        guard case .update(_, let update) = received.message, let sent = received.sendTime else { return line }
        return "+\(sent - update.time)us " + update.jsonLine()
    }
}
