import Foundation
import TouchstoneCore
import TouchstoneDaemon
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
        frames of a running touchstoned and records the first device that sends one, with the device
        description the daemon sends (the node is not opened again); both ways keep pressure and the
        marks of SYN_DROPPED resyncs. Frames are written
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
        let stop = StopSignals()
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
    private func isDone(_ stop: StopSignals, now: Int64) -> Bool {
        if stop.isRequested { return true }
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
    mutating func recordDirectly(from node: String, stop: StopSignals) throws(CommandError) {
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
        status.line("recording \(node) (\(description.name)) to \(output): touch it; Ctrl-C finishes the file")
        // Fingers already down when we opened the node: their state first, or their lift would not decode.
        for event in device.currentStateEvents() {
            do {
                if let frame = try decoder.decode(event) { try append(frame) }
            } catch {
                throw CommandError("\(node): \(error)", exitCode: .badData)
            }
        }
        while !isDone(stop, now: MonotonicClock.now()) {
            let readiness = FileReadiness.wait(device.fileDescriptor, timeoutMilliseconds: 100)
            guard readiness.isReadable || readiness.isHungUp else { continue }
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
            if readiness.isHungUp { break }
        }
        try finish()
    }

    /// Subscribes to the daemon's frames and records the first node that sends one, described by the
    /// daemon's `device` message (the recorder never opens the node itself).
    mutating func recordThroughDaemon(socket: String, stop: StopSignals) throws(CommandError) {
        let client: DaemonClient
        do {
            client = try DaemonClient(path: socket)
        } catch {
            throw CommandError("\(error) (is touchstoned running? or pass --device NODE)", exitCode: .ioError)
        }
        client.send([.unsubscribe([.updates]), .subscribe([.frames, .devices])])
        status.line("connected to touchstoned at \(socket): the first device touched is recorded to \(output); Ctrl-C finishes the file")
        var descriptions: [String: DeviceDescription] = [:]
        var node: String?
        reading: while !isDone(stop, now: MonotonicClock.now()) {
            let line: DaemonClient.Line
            switch client.next(timeoutMilliseconds: 100) {
            case .timedOut: continue
            case .ended: break reading
            case .line(let next): line = next
            }
            guard case .success(let received) = line.message else { continue }
            switch received.message {
            case .goodbye:
                break reading
            case .device(let notice) where notice.event == .removed:
                if notice.node == node { break reading }
                descriptions[notice.node] = nil
            case .device(let notice):
                descriptions[notice.node] = notice.device
            case .frame(let path, let frame):
                if node == nil {
                    guard let description = descriptions[path] else {
                        throw CommandError("touchstoned sent frames from \(path) without describing the device first", exitCode: .ioError)
                    }
                    try open(description, source: "touchstoned \(path)")
                    node = path
                }
                guard path == node else { continue }
                try append(frame)
            default:
                continue
            }
        }
        try finish()
    }
}
