/// What `touchstone fuzz` checks on every run (docs/fuzz.md).
public enum Invariant: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Every recognizer that begins ends exactly once per touch sequence (ended or cancelled), and
    /// none ends without having begun.
    case endsOnce = "ends-once"
    /// Nothing is left active after all fingers lift (or when the recording ends).
    case idleAfterLift = "idle-after-lift"
    /// Every update's progress is a number within 0...1.
    case progressInRange = "progress-in-range"
    /// Phases follow the state machine: began, changed..., then ended or cancelled; failed only before began.
    case phaseOrder = "phase-order"
    /// The mirrored input gives the mirrored gestures (left/right and cw/ccw swapped, the rest equal).
    case mirrorSymmetry = "mirror-symmetry"
    /// The recording's expected outcome holds under the perturbations its expect block tolerates.
    case expectedOutcome = "expected-outcome"

    public static func < (a: Invariant, b: Invariant) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One broken invariant in one run.
public struct InvariantViolation: Sendable, Hashable {
    /// Which invariant.
    public var invariant: Invariant
    /// What happened, with the time or frame where it did.
    public var message: String

    /// Creates a violation.
    public init(_ invariant: Invariant, _ message: String) {
        self.invariant = invariant
        self.message = message
    }
}
