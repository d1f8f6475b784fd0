/// A broken promise found in a hopping flow.
public enum HopIssue: Sendable, Hashable, CustomStringConvertible {
    /// A transition never called its completion within the deadline.
    case completionNeverCalled(transition: String, from: String?, to: String, startedAt: Int64)
    /// A transition called its completion more than once.
    case completionCalledMoreThanOnce(transition: String, from: String?, to: String, calls: Int)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .completionNeverCalled(let name, let from, let to, let start):
            return "hop transition '\(name)' from '\(from ?? "<none>")' to '\(to)' started at \(start) µs "
                + "never called its completion"
        case .completionCalledMoreThanOnce(let name, let from, let to, let calls):
            return "hop transition '\(name)' from '\(from ?? "<none>")' to '\(to)' called its completion \(calls) times"
        }
    }
}
