/// Reads the daemon's message lines for latency accounting, without a full JSON parser: the daemon
/// writes `kernel_time_us` and `send_time_us` as plain integers in a fixed order.
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

    /// Accounts for one line received at `arrivalTime` (CLOCK_MONOTONIC µs).
    public mutating func observe(_ line: String, arrivalTime: Int64) {
        if line.hasPrefix("{\"type\": \"missed\"") {
            missed += Int(Self.integer(after: "\"count\": ", in: line) ?? 0)
            return
        }
        guard line.hasPrefix("{\"type\": \"update\""),
              let kernel = Self.integer(after: "\"kernel_time_us\": ", in: line),
              let sent = Self.integer(after: "\"send_time_us\": ", in: line) else { return }
        updates += 1
        toSocket.add(sent - kernel)
        toClient.add(arrivalTime - kernel)
    }

    /// A shorter line for people: an update's own object after its latency, other messages as they are.
    public static func humanReadable(_ line: String) -> String {
        guard line.hasPrefix("{\"type\": \"update\""), let start = line.range(of: "\"update\": "),
              let kernel = integer(after: "\"kernel_time_us\": ", in: line),
              let sent = integer(after: "\"send_time_us\": ", in: line) else { return line }
        return "+\(sent - kernel)us " + String(line[start.upperBound...].dropLast())
    }

    static func integer(after key: String, in line: String) -> Int64? {
        guard let range = line.range(of: key) else { return nil }
        var digits = ""
        for character in line[range.upperBound...] {
            if character == "-" && digits.isEmpty || character.isNumber { digits.append(character) } else { break }
        }
        return Int64(digits)
    }
}

