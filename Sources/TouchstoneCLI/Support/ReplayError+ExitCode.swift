import TouchstoneReplay

extension ReplayError {
    /// The exit status a command reports for this error: a bad name or setting is a usage error, a
    /// recording whose times run backwards is bad data, a failed animation is a failure.
    var exitCode: ExitCode {
        switch self {
        case .unknownAnimation, .unknownEnginePreset, .badFrameRate, .recognizerSettings: return .usage
        case .engine, .timeOutOfRange, .animation: return .badData
        }
    }
}
