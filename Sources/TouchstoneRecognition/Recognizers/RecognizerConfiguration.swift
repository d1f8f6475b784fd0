/// What every recognizer's configuration says the same way: its name, fingers, finish rule and debounce.
public protocol RecognizerConfiguration: Sendable, Hashable {
    /// Name in updates.
    var name: String { get }
    /// The finger counts it accepts.
    var fingers: FingerCount { get }
    /// The finish rule.
    var finishPolicy: FinishPolicy { get }
    /// How long a changed finger count must last before an active gesture is cancelled (µs).
    var fingerChangeDebounce: Int64 { get }
}

/// A recognizer whose shared settings come from its configuration value.
public protocol ConfiguredRecognizer: GestureRecognizing {
    /// The configuration type.
    associatedtype Configuration: RecognizerConfiguration
    /// The configuration.
    var configuration: Configuration { get }
}

extension ConfiguredRecognizer {
    /// Name in updates (the configuration's).
    public var name: String { configuration.name }
    /// Accepted finger counts (the configuration's).
    public var fingers: FingerCount { configuration.fingers }
    /// The finish rule (the configuration's).
    public var finishPolicy: FinishPolicy { configuration.finishPolicy }
    /// Finger-count debounce (the configuration's).
    public var fingerChangeDebounce: Int64 { configuration.fingerChangeDebounce }
}
