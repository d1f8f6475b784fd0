import TouchstoneRecognition
import TouchstoneTransitions

/// How a recording is replayed: which recognizers, which animation, which engine rules, how fast
/// the display ticks.
public struct ReplayConfiguration: Sendable {
    /// Name of the animation in `AnimationRegistry.standard` (`crossfade`, `reveal`, ...).
    public var animationName: String
    /// Engine preset (`gagat`, `vctransitions`, `spring`).
    public var enginePreset: String
    /// Display ticks per second.
    public var framesPerSecond: Int
    /// Recognizer settings (`RecognizerSettings` keys and values), applied in order.
    public var recognizerSettings: [(key: String, value: String)]
    /// The recognizer whose updates drive the transition; nil picks the first that begins
    /// (a hold only when nothing else begins).
    public var driver: String?
    /// Keep every tick's full scene (for pictures); digests are always kept.
    public var recordsScenes: Bool

    /// Creates a configuration; the defaults are Gagat's engine rules at 60 Hz with a cross-fade.
    public init(animationName: String = "crossfade", enginePreset: String = "gagat", framesPerSecond: Int = 60,
                recognizerSettings: [(key: String, value: String)] = [], driver: String? = nil,
                recordsScenes: Bool = false) {
        self.animationName = animationName
        self.enginePreset = enginePreset
        self.framesPerSecond = framesPerSecond
        self.recognizerSettings = recognizerSettings
        self.driver = driver
        self.recordsScenes = recordsScenes
    }
}
