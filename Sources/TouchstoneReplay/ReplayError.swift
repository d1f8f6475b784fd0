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
    /// The engine refused the stream (a bug if it happens: updates come sorted).
    case engine(String)
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
        }
    }
}
