import TouchstoneRecognition
import TouchstoneTransitions

/// Why a replay could not run: a bad name or setting, said with what would have been accepted.
public enum ReplayError: Error, Sendable, Hashable {
    /// No animation of that name.
    case unknownAnimation(String, known: [String])
    /// No engine preset of that name.
    case unknownEnginePreset(String, known: [String])
    /// The display rate is out of range.
    case badFrameRate(Int)
    /// A recognizer setting was wrong.
    case recognizerSettings(RecognizerSettingsError)
    /// The engine refused the stream (the recording's times run backwards).
    case engine(String)
    /// The animation could not give a scene.
    case animation(AnimationError)
    /// A frame's time is later than a replay can reach (`Replayer.latestTime`).
    case timeOutOfRange(frame: Int, time: Int64, latest: Int64)

    /// The replay-level form of an engine error.
    init(_ error: TransitionEngineError) {
        if case .animation(let failure) = error {
            self = .animation(failure)
        } else {
            self = .engine(error.description)
        }
    }
}

extension ReplayError: CustomStringConvertible {
    /// The sentence shown to users.
    public var description: String {
        switch self {
        case let .unknownAnimation(name, known): return "no animation named '\(name)'; known: \(known.joined(separator: ", "))"
        case let .unknownEnginePreset(name, known): return "no engine preset '\(name)'; known: \(known.joined(separator: ", "))"
        case let .badFrameRate(fps): return "display rate \(fps) Hz is outside 1...1000"
        case let .recognizerSettings(error): return "recognizer setting \(error)"
        case let .engine(message): return "transition engine: \(message)"
        case let .animation(error): return error.description
        case let .timeOutOfRange(frame, time, latest):
            return "frame \(frame): t_us \(time) is later than a replay can reach (at most \(latest) µs, some 73,000 years)"
        }
    }
}
