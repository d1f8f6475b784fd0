/// Something a `ContainerSwapper` did, stamped with virtual time.
public struct ContainerEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A swap to `child` started (request number `request`).
        case swapStarted(request: Int, from: String?, to: String?)
        /// An old child left the hierarchy when its fade ended.
        case removed(child: String)
        /// The completion handler of request `request` was called with `child`.
        case completion(request: Int, child: String?)
    }

    /// Virtual time in microseconds.
    public var time: Int64
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(time: Int64, kind: Kind) {
        self.time = time
        self.kind = kind
    }
}
