/// How a recognizer decides, when its fingers lift, whether the transition completes. A value:
/// swap it in any recognizer's configuration.
public enum FinishPolicy: Sendable, Hashable {
    /// The seeds' rules (the default): pan completes when moving in its direction at release or
    /// past half the device's extent (Gagat); swipe, pinch and rotate complete when progress > 0.5
    /// (VCTransitionsLibrary); hold completes.
    case seed
    /// GNOME's velocity projection (`ProjectionFinishPolicy`).
    case projection(ProjectionFinishPolicy)

    /// The decision for `state`.
    public func decide(_ state: ReleaseState) -> GestureDecision {
        switch self {
        case .seed: return state.seedDecision
        case .projection(let policy): return policy.decide(state)
        }
    }
}
