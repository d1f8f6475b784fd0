import TouchstoneCore
import TouchstoneReplay

/// The replay options `replay`, `render` and friends share, and how they combine with a recording's
/// own `expect` block.
enum ReplayArguments {
    static let options: [OptionSpec] = [
        .value("animation", short: "a", "NAME", help: "Animation to replay against (default: the expect block's, else crossfade)."),
        .value("fps", "N", help: "Display ticks per second (default 60)."),
        .value("engine", "PRESET", help: "Engine rules: gagat, vctransitions or spring (default gagat)."),
        .recognizerSetting,
        .value("driver", "NAME", help: "Recognizer whose updates drive the transition (default: the first that begins)."),
    ]

    /// The configuration for `recording`: command-line values first, then the expect block's, then defaults.
    static func configuration(_ arguments: ParsedArguments, recording: Recording, file: String) throws(CommandError) -> ReplayConfiguration {
        var expectation: Expectation?
        if let block = recording.expect {
            do {
                expectation = try Expectation(json: block)
            } catch {
                throw CommandError("\(file): \(error)", exitCode: .badData)
            }
        }
        var configuration = ReplayConfiguration()
        configuration.animationName = arguments.value("animation") ?? expectation?.replay?.animation ?? configuration.animationName
        configuration.enginePreset = arguments.value("engine") ?? expectation?.replay?.enginePreset ?? configuration.enginePreset
        configuration.framesPerSecond = try arguments.integer("fps", in: 1...1000)
            ?? expectation?.replay?.framesPerSecond ?? configuration.framesPerSecond
        configuration.driver = arguments.value("driver")
        configuration.recognizerSettings = (expectation?.recognizerSettings ?? []).map { (key: $0.key, value: $0.value) }
            + (try arguments.settingPairs())
        return configuration
    }
}
