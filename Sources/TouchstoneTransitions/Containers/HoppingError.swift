/// Misuse of a `HoppingFlow`.
public enum HoppingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `unhop()` with no pending `then` (the seed asserts "cannot unhop if there's no next block").
    case noPendingThen(currentChild: String?)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .noPendingThen(let child):
            return "cannot unhop from '\(child ?? "<no child>")': the last hop stored no `then` block"
        }
    }
}
