import Foundation
import TouchstoneLinux

/// `touchstone listen`: the daemon's live stream, as text or JSON Lines, with latency statistics.
public struct ListenCommand: Command {
    public init() {}
    public let name = "listen"
    public let summary = "Show touchstoned's live gesture stream."
    public let usage = "[--json] [--stats] [--frames] [--socket PATH] [--count N]"
    public var discussion: String {
        """
        Connects to touchstoned (default $XDG_RUNTIME_DIR/touchstone.sock) and prints each message.
        --stats adds latency percentiles (kernel event time to the update leaving the daemon's socket,
        and to its arrival here) when the stream ends or after --count updates.
        """
    }
    public let options: [OptionSpec] = [
        .flag("json", help: "Print the daemon's JSON Lines unchanged."),
        .flag("stats", help: "Print latency percentiles at the end."),
        .flag("frames", help: "Also subscribe to raw touch frames."),
        .value("socket", "PATH", help: "The daemon's socket."),
        .value("count", "N", help: "Stop after N updates."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard let path = arguments.value("socket") ?? DaemonSocketPath.default(environment: ProcessInfo.processInfo.environment) else {
            throw .usage("XDG_RUNTIME_DIR is not set; pass --socket PATH")
        }
        let limit = try arguments.integer("count", in: 1...Int.max)
        let fd: Int32
        do {
            fd = try UnixSocket.connect(to: path)
        } catch {
            throw CommandError("\(error) (is touchstoned running?)", exitCode: .ioError)
        }
        defer { close(fd) }
        let subscription = "subscribe updates devices libinput" + (arguments.has("frames") ? " frames" : "") + "\n"
        _ = UnixSocket.writeSome(fd, Array(subscription.utf8)[...])
        var reader = StreamStatisticsReader()
        var buffer: [UInt8] = []
        reading: while true {
            let (bytes, end) = UnixSocket.readSome(fd)
            buffer += bytes
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                let arrival = MonotonicClock.now()
                reader.observe(line, arrivalTime: arrival)
                if !arguments.has("json"), let greeting = Self.greeting(line, socket: path) {
                    context.errors.line(greeting)
                    continue
                }
                context.output.line(arguments.has("json") ? line : StreamStatisticsReader.humanReadable(line))
                if let limit, reader.updates >= limit { break reading }
            }
            if end { break }
        }
        if arguments.has("stats") {
            context.output.line("kernel -> socket: \(reader.toSocket.summary)")
            context.output.line("kernel -> client: \(reader.toClient.summary)")
            if reader.missed > 0 { context.output.line("missed: \(reader.missed) messages (client too slow)") }
        }
        return .ok
    }

    /// What a person sees instead of the raw `hello`: the daemon, its devices, or a hint when it has none.
    static func greeting(_ line: String, socket: String) -> String? {
        guard line.hasPrefix("{\"type\": \"hello\""), let open = line.range(of: "\"devices\": [") else { return nil }
        let list = line[open.upperBound...].prefix { $0 != "]" }
        let devices = list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
        guard !devices.isEmpty else {
            return "connected to touchstoned at \(socket), which reads no touch device yet: grant access with "
                + "'sudo touchstone setup --allow touchpad' (or touchscreen), check 'touchstone devices'; waiting for one"
        }
        return "connected to touchstoned at \(socket): \(devices.joined(separator: ", ")); touch to see gestures, Ctrl-C to stop"
    }
}
