import TouchstoneAnimationProcess
import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay

extension GestureReplay {
    /// Loads `path` and replays it against a child process speaking the animation process protocol
    /// (docs/animation-protocol.md): `command` is an argv (no shell), run in `directory` (default: the
    /// recording's folder, so relative paths resolve against it). The child's stderr lines are kept in
    /// the error message when it fails.
    ///
    /// ```swift
    /// let replay = try GestureReplay(contentsOf: "Recordings/swipe.json", command: ["python3", "slide.py"])
    /// #expect(replay.animationState?["page"] == .number(1))
    /// ```
    public init(contentsOf path: String, command: [String], directory: String? = nil, engine: String = "gagat",
                framesPerSecond: Int = 60, settings: [String: String] = [:],
                replyTimeout: Int64 = 10_000_000) throws(GestureReplayError) {
        try self.init(try Self.load(path), path: path, command: command, directory: directory, engine: engine,
                      framesPerSecond: framesPerSecond, settings: Self.inKeyOrder(settings), replyTimeout: replyTimeout)
    }

    /// Replays `recording`, loaded from `path`, against the child process `command`.
    init(_ recording: Recording, path: String, command: [String], directory: String?, engine: String,
         framesPerSecond: Int, settings: [(key: String, value: String)], replyTimeout: Int64) throws(GestureReplayError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let animation = ProcessAnimation(
            AnimationCommand(arguments: command, directory: directory ?? folder, replyTimeout: replyTimeout),
            session: AnimationProtocol.Session(recording: name, device: recording.device.name,
                                               framesPerSecond: framesPerSecond))
        try self.init(recording, path: path, animation: animation, engine: engine, framesPerSecond: framesPerSecond,
                      settings: settings)
        do {
            try animation.finish()
        } catch {
            throw .replay("\(path): \(error)")
        }
        animationStates = animation.states
    }
}
