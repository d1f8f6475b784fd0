import Dispatch
import Foundation
import TouchstoneCore
import TouchstoneLinux
import TouchstoneMtdev
import TouchstoneRecording

/// `touchstone record -o FILE.json [--device NODE]`: records a touch device into a crash-safe recording.
public struct RecordCommand: Command {
    public init() {}
    public let name = "record"
    public let summary = "Record a touch device (directly or through touchstoned) into a Touchstone recording."
    public let usage = "-o FILE.json [--device /dev/input/eventN] [--duration S] [--frames N] [--socket PATH]"
    public var discussion: String {
        """
        With --device, reads the node itself (libevdev, CLOCK_MONOTONIC). Without it, subscribes to the
        frames of a running touchstoned and records the first device that sends one. Frames are written
        to FILE.partial as they come (one write per frame) and the file is renamed to FILE on a clean
        finish: Ctrl-C, --duration or --frames. Times start at 0 at the first frame.
        """
    }
    public let options: [OptionSpec] = [
        .value("output", short: "o", "FILE", help: "The recording to write (required)."),
        .value("device", "NODE", help: "Record this evdev node directly instead of through the daemon."),
        .value("duration", "S", help: "Stop after S seconds from the first frame."),
        .value("frames", "N", help: "Stop after N frames."),
        .value("socket", "PATH", help: "The daemon's socket (default $XDG_RUNTIME_DIR/touchstone.sock)."),
        .flag("force", help: "Replace FILE if it already exists."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard let output = arguments.value("output") else { throw .usage("say where to write: -o FILE.json") }
        let seconds = try arguments.integer("duration", in: 1...86_400)
        let frameLimit = try arguments.integer("frames", in: 1...Int.max)
        let stop = RecordingStopFlag()
        var session = RecordingSession(output: output, duration: seconds.map { Int64($0) * 1_000_000 },
                                       frameLimit: frameLimit, replacesExisting: arguments.has("force"),
                                       status: context.errors)
        if let node = arguments.value("device") {
            try session.recordDirectly(from: node, stop: stop)
        } else {
            let environment = ProcessInfo.processInfo.environment
            guard let socket = arguments.value("socket") ?? DaemonSocketPath.default(environment: environment) else {
                throw .usage("XDG_RUNTIME_DIR is not set; pass --socket PATH or --device NODE")
            }
            try session.recordThroughDaemon(socket: socket, stop: stop)
        }
        return .ok
    }
}

/// Set by SIGINT/SIGTERM, checked between reads (poll(2) wakes up with EINTR).
///
/// A plain sigaction handler rather than a dispatch signal source: a background job of a
/// non-interactive shell starts with SIGINT ignored, and on Linux libdispatch only blocks the signal
/// in one thread, so the kernel may discard it in another (seen in the system test's guest).
final class RecordingStopFlag: Sendable {
    init() {
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in recordingStopRequested = 1 }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0   // no SA_RESTART: a blocked poll(2) returns at once
            sigaction(number, &action, nil)
        }
    }

    var isSet: Bool { recordingStopRequested != 0 }
}

/// Written only by the signal handler (async-signal-safe store), read by the recording loop.
nonisolated(unsafe) private var recordingStopRequested: sig_atomic_t = 0

/// The state of one `touchstone record` run: the writer, the time origin and the stop conditions.
struct RecordingSession {
    let output: String
    let duration: Int64?
    let frameLimit: Int?
    let replacesExisting: Bool
    let status: OutputSink
    private var writer: RecordingWriter?
    private var origin: Int64?
    private var frames = 0
    private var maxFingers = 0
    private var lastStatus: Int64 = 0

    init(output: String, duration: Int64?, frameLimit: Int?, replacesExisting: Bool, status: OutputSink) {
        self.output = output
        self.duration = duration
        self.frameLimit = frameLimit
        self.replacesExisting = replacesExisting
        self.status = status
    }

    /// True once a stop condition holds.
    private func isDone(_ stop: RecordingStopFlag, now: Int64) -> Bool {
        if stop.isSet { return true }
        if let frameLimit, frames >= frameLimit { return true }
        if let duration, let origin, now - origin >= duration { return true }
        return false
    }

    private mutating func open(_ device: DeviceDescription, source: String) throws(CommandError) {
        let metadata = RecordingMetadata(source: source, toolVersion: TouchstoneVersion.current)
        do {
            writer = try RecordingWriter(path: output, header: RecordingHeader(device: device, metadata: metadata),
                                         options: .init(replacesPartial: true, replacesExisting: replacesExisting))
        } catch {
            throw CommandError(error)
        }
    }

    private mutating func append(_ frame: TouchFrame) throws(CommandError) {
        guard let writer else { return }
        let start = origin ?? frame.time
        origin = start
        var shifted = frame
        shifted.time = frame.time - start
        do {
            try writer.write(shifted)
        } catch {
            throw CommandError("\(output): \(error)", exitCode: .ioError)
        }
        frames += 1
        maxFingers = max(maxFingers, frame.fingerCount)
        if status.isTerminal, shifted.time - lastStatus >= 100_000 || frames == 1 {
            lastStatus = shifted.time
            let seconds = String(format: "%.1f", Double(shifted.time) / 1e6)
            status.write("\r\u{1B}[Krecording: \(frames) frames, \(frame.fingerCount) finger(s) (max \(maxFingers)), \(seconds) s")
        }
    }

    private mutating func finish() throws(CommandError) {
        if status.isTerminal { status.write("\r\u{1B}[K") }
        guard let writer else { return }
        do {
            try writer.finish()
        } catch {
            throw CommandError("\(output): \(error)", exitCode: .ioError)
        }
        status.line("recorded \(frames) frames (max \(maxFingers) fingers) to \(output)")
    }

    /// Reads `node` with libevdev until a stop condition, polling so the stop flag is seen within 100 ms.
    mutating func recordDirectly(from node: String, stop: RecordingStopFlag) throws(CommandError) {
        let device: EvdevDevice
        do {
            device = try EvdevDevice(path: node)
        } catch {
            throw CommandError("\(error)", exitCode: .ioError)
        }
        let description = device.description
        var decoder: TouchDecoder
        do {
            decoder = try TouchDecoder(device: description)
        } catch {
            throw CommandError("\(node): \(error)", exitCode: .badData)
        }
        try open(decoder.device, source: "touchstone record \(node)")
        // Fingers already down when we opened the node: their state first, or their lift would not decode.
        for event in device.currentStateEvents() {
            do {
                if let frame = try decoder.decode(event) { try append(frame) }
            } catch {
                throw CommandError("\(node): \(error)", exitCode: .badData)
            }
        }
        while !isDone(stop, now: MonotonicClock.now()) {
            var pollDescriptor = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollDescriptor, 1, 100)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            let events: [EvdevEvent]
            do {
                events = try device.readAvailable()
            } catch {
                status.line("touchstone record: \(error); finishing the file")
                break
            }
            for event in events {
                let frame: TouchFrame?
                do {
                    frame = try decoder.decode(event)
                } catch {
                    throw CommandError("\(node): \(error)", exitCode: .badData)
                }
                if let frame { try append(frame) }
                if let frameLimit, frames >= frameLimit { break }
            }
            if (pollDescriptor.revents & Int16(POLLHUP | POLLERR)) != 0 { break }
        }
        try finish()
    }

    /// Subscribes to the daemon's frames and records the first node that sends one.
    mutating func recordThroughDaemon(socket: String, stop: RecordingStopFlag) throws(CommandError) {
        let fd: Int32
        do {
            fd = try UnixSocket.connect(to: socket)
        } catch {
            throw CommandError("\(error) (is touchstoned running? or pass --device NODE)", exitCode: .ioError)
        }
        defer { close(fd) }
        _ = UnixSocket.writeSome(fd, Array("unsubscribe updates\nsubscribe frames devices\n".utf8)[...])
        var node: String?
        var buffer: [UInt8] = []
        reading: while !isDone(stop, now: MonotonicClock.now()) {
            var pollDescriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pollDescriptor, 1, 100)
            if ready < 0 && errno != EINTR { break }
            if ready <= 0 { continue }
            let (bytes, end) = UnixSocket.readSome(fd)
            buffer += bytes
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                if line.contains("\"type\": \"goodbye\"") { break reading }
                if line.contains("\"type\": \"device\""), line.contains("\"event\": \"removed\""),
                   let node, line.contains("\"node\": \(node.jsonQuoted)") { break reading }
                guard let frame = DaemonFrameLine(line) else { continue }
                if node == nil {
                    do {
                        try open(EvdevDevice(path: frame.node).description, source: "touchstoned \(frame.node)")
                    } catch {
                        throw CommandError("cannot read \(frame.node)'s description: \(error)", exitCode: .ioError)
                    }
                    node = frame.node
                }
                guard frame.node == node else { continue }
                try append(frame.frame)
                if isDone(stop, now: MonotonicClock.now()) { break reading }
            }
            if end { break }
        }
        try finish()
    }
}

/// A `frame` line from touchstoned, parsed without a full JSON parser (its keys come in a fixed order).
struct DaemonFrameLine {
    let node: String
    let frame: TouchFrame

    init?(_ line: String) {
        guard line.hasPrefix("{\"type\": \"frame\""),
              let nodeStart = line.range(of: "\"node\": \""),
              let nodeEnd = line[nodeStart.upperBound...].firstIndex(of: "\""),
              let time = StreamStatisticsReader.integer(after: "\"kernel_time_us\": ", in: line),
              let fingers = StreamStatisticsReader.integer(after: "\"fingers\": ", in: line),
              let list = line.range(of: "\"contacts\": [") else { return nil }
        node = String(line[nodeStart.upperBound..<nodeEnd])
        var numbers: [Int64] = []
        var digits = ""
        for character in line[list.upperBound...] {
            if character.isNumber || (character == "-" && digits.isEmpty) {
                digits.append(character)
            } else {
                if let value = Int64(digits) { numbers.append(value) }
                digits = ""
                if character == "]" { break }
            }
        }
        guard numbers.count % 4 == 0 else { return nil }
        var contacts: [Contact] = []
        var index = 0
        while index + 3 < numbers.count {
            let slot = Int(numbers[index])
            let id = Int32(truncatingIfNeeded: numbers[index + 1])
            let x = Int32(truncatingIfNeeded: numbers[index + 2])
            let y = Int32(truncatingIfNeeded: numbers[index + 3])
            contacts.append(Contact(id: id, slot: slot, x: x, y: y))
            index += 4
        }
        frame = TouchFrame(time: time, contacts: contacts, fingerCount: Int(fingers))
    }
}
