import TouchstoneCore
import TouchstoneRecognition

/// One recording to fuzz: its frames, what its expect block tolerates, and how to judge its expected
/// outcome.
public struct FuzzTarget: Sendable {
    /// Name for messages (the file path).
    public var name: String
    /// The recording as loaded.
    public var input: FuzzInput
    /// The expect block (kept for counterexamples), if any.
    public var expect: JSONValue?
    /// Perturbations under which the expected outcome must hold.
    public var tolerance: Tolerance
    /// Mismatches between found gestures and the expected ones (directions mapped); nil: no expectation.
    public var oracle: (@Sendable ([GestureClassification], DirectionMapping) -> [String])?

    /// Creates a target.
    public init(name: String, input: FuzzInput, expect: JSONValue? = nil, tolerance: Tolerance = .standard,
                oracle: (@Sendable ([GestureClassification], DirectionMapping) -> [String])? = nil) {
        self.name = name
        self.input = input
        self.expect = expect
        self.tolerance = tolerance
        self.oracle = oracle
    }
}

/// A violation shrunk to the smallest perturbation and fewest frames that still show it.
public struct FuzzCounterexample: Sendable {
    /// The target's name.
    public var target: String
    /// The broken invariant and what happened (in the shrunk run).
    public var violation: InvariantViolation
    /// The run that found it (0 is the recording as it is).
    public var run: Int
    /// The run's perturbations as drawn.
    public var original: [Perturbation]
    /// The smallest perturbations that still break the invariant.
    public var perturbations: [Perturbation]
    /// Runs of the target that broke the same invariant.
    public var occurrences: Int
    /// The shrunk frames and their device (for mirror symmetry: before mirroring).
    public var input: FuzzInput
    /// The expect block for the shrunk frames: directions mapped through mirror and rotate90, no
    /// `tolerates`; nil when the target had none.
    public var expect: JSONValue?
    /// Frames before frame shrinking.
    public var framesBeforeShrinking: Int
}

/// What a fuzz pass over one target found.
public struct FuzzReport: Sendable {
    /// Runs made (shrinking not counted).
    public var runs: Int
    /// One counterexample per broken invariant.
    public var counterexamples: [FuzzCounterexample]
}
