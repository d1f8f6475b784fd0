import Foundation
import TouchstoneDaemon
import TouchstoneLinux

/// `touchstone play FILE...`: re-creates the recorded device and plays the frames into the kernel.
public struct PlayCommand: Command {
    public init() {}
    public let name = "play"
    public let summary = "Play recordings into the kernel through a uinput copy of the recorded device."
    public let usage = "FILE... [--settle-ms N] [--gap-ms N] [--drain-ms N] [--keep-intervals] [--await-daemon SOCKET] [--await-file PATH]"
    public var discussion: String {
        """
        Each FILE gets a fresh virtual device with the recorded name, ids, axes and properties; frames are
        written at their recorded times (like `libinput replay`) through /dev/uinput, the one backend.
        Needs write access to /dev/uinput: run as root, or opt in with 'sudo touchstone setup --allow uinput'
        (touchstone-setup(1) says what that risks).
        --await-daemon waits (up to 120 s) until touchstoned has opened each device before the settle time,
        and after the last frame until it has read that frame, so a slow or loaded machine loses nothing.
        --await-file waits (up to 120 s) after each device is created (and opened by the daemon) until PATH
        exists, before the settle time: a script starts its own reader on the new node (the "playing ... on
        NODE" line names it), waits for that reader to say it opened the node, then creates PATH.
        """
    }
    public let options: [OptionSpec] = [
        .flag("uinput", help: "Play through /dev/uinput (the default and only backend; may be omitted)."),
        .value("settle-ms", "N", help: "Wait N ms after creating a device before playing (default 500)."),
        .value("gap-ms", "N", help: "Wait N ms between files (default 200)."),
        .value("drain-ms", "N", help: "Keep the device N ms after the last frame, for slow readers (default 100)."),
        .deviceIndex,
        .flag("keep-intervals", help: "A late frame delays the rest (a pause) instead of the rest catching up (a jump)."),
        .value("await-daemon", "SOCKET", help: "Wait until touchstoned at SOCKET has opened each device and read its last frame."),
        .value("await-file", "PATH", help: "Wait until PATH exists before playing each device (a script's go signal)."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one FILE") }
        let settle = try arguments.integer("settle-ms", in: 0...60_000) ?? 500
        let gap = try arguments.integer("gap-ms", in: 0...60_000) ?? 200
        let deviceIndex = try arguments.deviceIndex()
        let drain = try arguments.integer("drain-ms", in: 0...60_000) ?? 100
        let player = UinputPlayer(settleTime: Int64(settle) * 1000, drainTime: Int64(drain) * 1000,
                                  keepsIntervals: arguments.has("keep-intervals"))
        for (index, path) in arguments.positionals.enumerated() {
            let recording = try context.loadRecording(path, deviceIndex)
            var daemon: DaemonWatch?
            if let socket = arguments.value("await-daemon") {
                do {
                    daemon = try DaemonWatch(socket: socket)
                } catch {
                    throw CommandError("\(error) (is touchstoned running?)", exitCode: .ioError)
                }
            }
            do {
                var node: String?
                let lateness = try player.play(recording, onDeviceCreated: { created in
                    node = created
                    context.errors.line("playing \(path) (\(recording.frames.count) frames) on \(created ?? "a new device")")
                    if let daemon, let created, !daemon.waitUntilOpened(created) {
                        context.errors.line("touchstone play: touchstoned did not open \(created) within 120 s; playing anyway")
                    }
                    if let goFile = arguments.value("await-file"), !FileSignal.waitUntilExists(goFile, seconds: 120) {
                        context.errors.line("touchstone play: \(goFile) did not appear within 120 s; playing anyway")
                    }
                }, beforeRemoving: { lastWrite in
                    if let daemon, let node, !daemon.waitUntilRead(node, since: lastWrite) {
                        context.errors.line("touchstone play: touchstoned did not report the last frame of \(node) within 30 s")
                    }
                })
                context.errors.line("done \(path): worst lateness \(lateness) us")
            } catch {
                throw CommandError("\(path): \(error)", exitCode: .ioError)
            }
            if index + 1 < arguments.positionals.count {
                MonotonicClock.sleep(until: MonotonicClock.now() + Int64(gap) * 1000)
            }
        }
        return .ok
    }
}

/// The daemon's view of the devices `play` creates: opened, and read up to the last frame.
private final class DaemonWatch {
    private let client: DaemonClient
    private var opened: Set<String> = []

    init(socket: String) throws(LinuxInputError) {
        client = try DaemonClient(path: socket)
        client.send([.unsubscribe([.updates]), .subscribe([.devices, .frames])])
    }

    /// Waits for a `device` added (or present) message for `node`; false after 120 s.
    func waitUntilOpened(_ node: String) -> Bool {
        waitFor(seconds: 120) { message in
            if case .device(let notice) = message, notice.node == node, notice.event != .removed { return true }
            return false
        }
    }

    /// Waits for a frame from `node` stamped at or after `time` (the last write); false after 30 s.
    func waitUntilRead(_ node: String, since time: Int64) -> Bool {
        waitFor(seconds: 30) { message in
            if case .frame(let path, let frame) = message, path == node, frame.time >= time { return true }
            return false
        }
    }

    private func waitFor(seconds: Int64, _ found: (DaemonMessage) -> Bool) -> Bool {
        let deadline = MonotonicClock.now() + seconds * 1_000_000
        while MonotonicClock.now() < deadline {
            switch client.next(timeoutMilliseconds: 200) {
            case .ended: return false
            case .timedOut: continue
            case .line(let line):
                if case .success(let received) = line.message, found(received.message) { return true }
            }
        }
        return false
    }
}


/// A file another process creates to say "go".
enum FileSignal {
    /// Polls every 20 ms until `path` exists; false after `seconds`.
    static func waitUntilExists(_ path: String, seconds: Int64) -> Bool {
        let deadline = MonotonicClock.now() + seconds * 1_000_000
        while !FileManager.default.fileExists(atPath: path) {
            if MonotonicClock.now() >= deadline { return false }
            MonotonicClock.sleep(until: MonotonicClock.now() + 20_000)
        }
        return true
    }
}
