/// What replaying against a named animation is expected to end with; nil fields are not checked.
public struct ReplayExpectation: Sendable, Hashable {
    /// Animation name (required: the final state is the animation's); for a command, the command as typed.
    public var animation: String
    /// An external animation to run instead of a named one: argv (no shell), relative paths against
    /// the recording's folder (docs/animation-protocol.md).
    public var command: [String]?
    /// Keys of the external animation's final state (`final.state`).
    public var finalState: [StateExpectation] = []
    /// Engine preset.
    public var enginePreset: String
    /// Display rate.
    public var framesPerSecond: Int
    /// Duration of the finish animation, seconds.
    public var finishDuration: ValueRange?
    /// Final progress.
    public var finalProgress: ValueRange?
    /// Gagat: alternate style active at the end.
    public var styleToggled: Bool?
    /// GRK: child shown at the end.
    public var currentChild: String?
    /// CLHopping: screen shown at the end.
    public var hopChild: String?
    /// Transitions that completed.
    public var completedTransitions: Int?

    /// Creates an expectation for `animation`.
    public init(animation: String, enginePreset: String = "gagat", framesPerSecond: Int = 60,
                finishDuration: ValueRange? = nil, finalProgress: ValueRange? = nil, styleToggled: Bool? = nil,
                currentChild: String? = nil, hopChild: String? = nil, completedTransitions: Int? = nil) {
        self.animation = animation
        self.enginePreset = enginePreset
        self.framesPerSecond = framesPerSecond
        self.finishDuration = finishDuration
        self.finalProgress = finalProgress
        self.styleToggled = styleToggled
        self.currentChild = currentChild
        self.hopChild = hopChild
        self.completedTransitions = completedTransitions
    }
}
