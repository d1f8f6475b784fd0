/// A failed registry look-up.
public enum AnimationRegistryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No animation has this name.
    case unknownAnimation(name: String, known: [String])

    /// A readable explanation.
    public var description: String {
        switch self {
        case .unknownAnimation(let name, let known):
            return "no transition animation named '\(name)'; known: \(known.joined(separator: ", "))"
        }
    }
}
