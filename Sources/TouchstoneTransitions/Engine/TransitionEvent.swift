import TouchstoneRecognition

/// Something that happened to a transition, stamped with its virtual time.
public struct TransitionEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: Sendable, Hashable {
        /// A transition is about to begin (Gagat's `styleTransitionWillBegin`).
        case willBegin
        /// The style was toggled; the payload is whether the alternate style is now active.
        case styleToggled(alternateActive: Bool)
        /// A finishing transition was grabbed by a new gesture at this progress.
        case grabbed(progress: Double)
        /// Released: animating to complete or revert.
        case finishStarted(decision: GestureDecision, fromProgress: Double, duration: Int64, curve: FinishCurveKind)
        /// The transition is over (Gagat's `styleTransitionDidEnd`); `completed` is false when reverted.
        case didEnd(completed: Bool)
        /// An update arrived that the current state does not accept.
        case ignored(phase: GesturePhase, reason: String)
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

/// JSON for reports and timelines (synthesized: field names as declared).
extension TransitionEvent: Codable {}

/// JSON for event kinds (synthesized: case name with its labelled payload).
extension TransitionEvent.Kind: Codable {}
