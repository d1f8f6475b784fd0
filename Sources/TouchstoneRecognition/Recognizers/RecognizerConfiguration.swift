/// A recognizer's configuration: the shared part (`SharedConfiguration`, read through
/// `SharedConfigurationProviding`) and what its kind adds.
public protocol RecognizerConfiguration: SharedConfigurationProviding, Sendable, Hashable {
    /// Name, fingers, finish rule and debounce (set them here: `configuration.shared.fingers = ...`).
    var shared: SharedConfiguration { get set }
}

/// A recognizer whose shared settings come from its configuration value.
public protocol ConfiguredRecognizer: GestureRecognizing {
    /// The configuration type.
    associatedtype Configuration: RecognizerConfiguration
    /// The configuration.
    var configuration: Configuration { get }
}

extension ConfiguredRecognizer {
    /// The configuration's shared part.
    public var shared: SharedConfiguration { configuration.shared }
}
