/// Where one recognizer is within a touch sequence: the state every recognizer keeps the same way.
public struct RecognizerStatus: Sendable, Hashable {
    /// Current state.
    public var state: RecognizerState = .possible
    /// Why it failed, once failed.
    public var failure: FailureReason?
    /// The running gesture, once begun.
    public var session: GestureSession?

    /// A fresh status: possible, no failure, no session.
    public init() {}
}
