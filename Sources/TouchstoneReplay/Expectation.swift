/// A recording's `expect` block, typed: the recognizer settings to use, the gestures expected in
/// order, and optionally the final state of a replay against a named animation.
public struct Expectation: Sendable, Hashable {
    /// Recognizer settings (`RecognizerSettings` keys), in file order.
    public var recognizerSettings: [Setting]
    /// The gestures `classify` must find, in order (the count is checked too).
    public var gestures: [GestureExpectation]
    /// The replay's expected end, if the block names an animation.
    public var replay: ReplayExpectation?

    /// One recognizer setting.
    public struct Setting: Sendable, Hashable {
        /// Key, e.g. `preset`.
        public var key: String
        /// Value as text.
        public var value: String
        /// Creates a setting.
        public init(key: String, value: String) {
            self.key = key
            self.value = value
        }
    }

    /// Creates an expectation.
    public init(recognizerSettings: [Setting] = [], gestures: [GestureExpectation] = [], replay: ReplayExpectation? = nil) {
        self.recognizerSettings = recognizerSettings
        self.gestures = gestures
        self.replay = replay
    }
}
