import Foundation
import TouchstoneDaemon
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
        let client: DaemonClient
        do {
            client = try DaemonClient(path: path)
        } catch {
            throw CommandError("\(error) (is touchstoned running?)", exitCode: .ioError)
        }
        client.send([.subscribe([.updates, .devices, .libinput] + (arguments.has("frames") ? [.frames] : []))])
        var reader = StreamStatisticsReader()
        reading: while case .line(let line) = client.next() {
            let arrival = MonotonicClock.now()
            guard case .success(let received) = line.message else {
                // A type from a newer daemon, or a damaged line: shown as it came, not counted.
                context.output.line(line.text)
                continue
            }
            reader.observe(received, arrivalTime: arrival)
            if !arguments.has("json"), case .hello(_, _, let devices) = received.message {
                context.errors.line(Self.greeting(devices: devices, socket: path))
                continue
            }
            context.output.line(arguments.has("json") ? line.text : StreamStatisticsReader.humanReadable(received, line: line.text))
            if let limit, reader.updates >= limit { break reading }
        }
        if arguments.has("stats") {
            context.output.line("kernel -> socket: \(reader.toSocket.summary)")
            context.output.line("kernel -> client: \(reader.toClient.summary)")
            if reader.missed > 0 { context.output.line("missed: \(reader.missed) messages (client too slow)") }
        }
        return .ok
    }

    /// What a person sees instead of the raw `hello`: the daemon's devices, or a hint when it has none.
    static func greeting(devices: [String], socket: String) -> String {
        guard !devices.isEmpty else {
            return "connected to touchstoned at \(socket), which reads no touch device yet: grant access with "
                + "'sudo touchstone setup --allow touchpad' (or touchscreen), check 'touchstone devices'; waiting for one"
        }
        return "connected to touchstoned at \(socket): \(devices.joined(separator: ", ")); touch to see gestures, Ctrl-C to stop"
    }
}
