import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay
import TouchstoneTransitions

/// A recording replayed against an animation, ready for assertions in Swift Testing or XCTest.
///
/// ```swift
/// let replay = try GestureReplay(contentsOf: "Recordings/pan2_down_flick.json", animation: "reveal",
///                                settings: ["preset": "gagat"])
/// expectOutcome(replay, kind: .pan, direction: .down, outcome: .completed, styleToggled: true)
/// ```
public struct GestureReplay: Sendable {
    /// The recording.
    public let recording: Recording
    /// Where it was loaded from (for messages).
    public let path: String
    /// The replay configuration.
    public let configuration: ReplayConfiguration
    /// The replay itself: driving updates, ticks, outcome.
    public let result: ReplayResult
    /// What an animation command reported as its state, tick by tick (empty for other animations).
    public internal(set) var animationStates: [AnimationStateSample] = []

    /// Loads `path` (`.json`, libinput-record `.yml`, `.evemu`) and replays it against the animation named
    /// `animation` from the standard set.
    /// - Parameters:
    ///   - settings: recognizer settings (`RecognizerSettings` keys), applied in key order.
    /// - Throws: `GestureReplayError` when the file cannot be read or a name or setting is unknown.
    public init(contentsOf path: String, animation: String = "crossfade", engine: String = "gagat",
                framesPerSecond: Int = 60, settings: [String: String] = [:]) throws(GestureReplayError) {
        guard let found = AnimationRegistry.standard.animation(named: animation) else {
            throw .replay("\(path): \(ReplayError.unknownAnimation(animation, known: AnimationRegistry.standard.names))")
        }
        try self.init(contentsOf: path, animation: found, engine: engine, framesPerSecond: framesPerSecond,
                      settings: settings)
    }

    /// Loads `path` and replays it against your own `animation` (a built-in, a closure, one computed
    /// outside the process).
    public init(contentsOf path: String, animation: any TransitionAnimation, engine: String = "gagat",
                framesPerSecond: Int = 60, settings: [String: String] = [:]) throws(GestureReplayError) {
        try self.init(try Self.load(path), path: path, animation: animation, engine: engine,
                      framesPerSecond: framesPerSecond, settings: Self.inKeyOrder(settings))
    }

    /// Replays `recording`, loaded from `path` (named in messages), against `animation`; `settings` apply in
    /// their order (an expect block's order: a preset then the settings it should not undo).
    init(_ recording: Recording, path: String, animation: any TransitionAnimation, engine: String,
         framesPerSecond: Int, settings: [(key: String, value: String)]) throws(GestureReplayError) {
        let configuration = ReplayConfiguration(animationName: animation.name, enginePreset: engine,
                                                framesPerSecond: framesPerSecond, recognizerSettings: settings)
        do {
            var replayer = try Replayer(recording, configuration: configuration, animation: animation)
            result = try replayer.collect()
        } catch {
            throw .replay("\(path): \(error)")
        }
        self.recording = recording
        self.path = path
        self.configuration = result.configuration
    }

    /// The recording at `path`, or the error naming the file and place.
    static func load(_ path: String) throws(GestureReplayError) -> Recording {
        do {
            return try RecordingImporter.load(path: path)
        } catch {
            throw .load(error.description)
        }
    }

    /// `settings` in key order, the order the public initializers apply them in.
    static func inKeyOrder(_ settings: [String: String]) -> [(key: String, value: String)] {
        settings.keys.sorted().map { ($0, settings[$0] ?? "") }
    }

    /// The replay's outcome.
    public var outcome: ReplayOutcome { result.outcome }

    /// The last state an animation command reported (nil for other animations).
    public var animationState: JSONValue? { animationStates.last?.state }
}

/// Why a `GestureReplay` could not be made.
public enum GestureReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The recording could not be loaded (the message names the file and place).
    case load(String)
    /// The replay refused a name or setting.
    case replay(String)

    /// The message.
    public var description: String {
        switch self {
        case .load(let message), .replay(let message): return message
        }
    }
}
