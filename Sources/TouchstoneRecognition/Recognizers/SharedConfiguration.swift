/// What every recognizer's configuration says the same way: its name, fingers, finish rule and
/// finger-count debounce. Each configuration holds one as `shared` and reads it through
/// `RecognizerConfiguration`'s properties.
public struct SharedConfiguration: Sendable, Hashable {
    /// Name in updates.
    public var name: String
    /// The finger counts it accepts.
    public var fingers: FingerCount
    /// The finish rule (default `.seed`).
    public var finishPolicy: FinishPolicy
    /// How long a changed finger count must last before an active gesture is cancelled,
    /// microseconds (default 100 ms, libinput's finger-count debounce).
    public var fingerChangeDebounce: Int64

    /// Creates the shared part of a configuration.
    public init(name: String, fingers: FingerCount, finishPolicy: FinishPolicy = .seed,
                fingerChangeDebounce: Int64 = 100_000) {
        self.name = name
        self.fingers = fingers
        self.finishPolicy = finishPolicy
        self.fingerChangeDebounce = fingerChangeDebounce
    }
}

/// Every recognizer and every recognizer configuration: what they say the same way, read from
/// their `SharedConfiguration`.
public protocol SharedConfigurationProviding {
    /// Name, fingers, finish rule and debounce.
    var shared: SharedConfiguration { get }
}

extension SharedConfigurationProviding {
    /// Name in updates and results ("pan", "swipe", ...).
    public var name: String { shared.name }
    /// The finger counts it accepts.
    public var fingers: FingerCount { shared.fingers }
    /// The rule that decides at release.
    public var finishPolicy: FinishPolicy { shared.finishPolicy }
    /// How long a changed finger count must last before the gesture is cancelled, microseconds.
    public var fingerChangeDebounce: Int64 { shared.fingerChangeDebounce }
}
