import TouchstoneLinux

/// `touchstone play FILE...`: re-creates the recorded device and plays the frames into the kernel.
public struct PlayCommand: Command {
    public init() {}
    public let name = "play"
    public let summary = "Play recordings into the kernel through a uinput copy of the recorded device."
    public let usage = "FILE... [--settle-ms N] [--gap-ms N] [--drain-ms N] [--keep-intervals]"
    public var discussion: String {
        """
        Each FILE gets a fresh virtual device with the recorded name, ids, axes and properties; frames are
        written at their recorded times (like `libinput replay`) through /dev/uinput, the one backend.
        Needs write access to /dev/uinput: run as root, or opt in with 'sudo touchstone setup --allow uinput'
        (touchstone-setup(1) says what that risks).
        """
    }
    public let options: [OptionSpec] = [
        .flag("uinput", help: "Play through /dev/uinput (the default and only backend; may be omitted)."),
        .value("settle-ms", "N", help: "Wait N ms after creating a device before playing (default 500)."),
        .value("gap-ms", "N", help: "Wait N ms between files (default 200)."),
        .value("drain-ms", "N", help: "Keep the device N ms after the last frame, for slow readers (default 100)."),
        .deviceIndex,
        .flag("keep-intervals", help: "A late frame delays the rest (a pause) instead of the rest catching up (a jump)."),
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
            do {
                let lateness = try player.play(recording) { node in
                    context.errors.line("playing \(path) (\(recording.frames.count) frames) on \(node ?? "a new device")")
                }
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
