import TouchstoneCore

/// The state an animation reported at a display tick (an external animation's `"state"`): what the
/// `final.state` checks of an expect block compare.
public struct AnimationStateSample: Sendable, Hashable {
    /// Index of the display tick (from 0) the reply answered; it holds until the next sample.
    public var displayTick: Int64
    /// Time of that tick, microseconds.
    public var time: Int64
    /// The state object.
    public var state: JSONValue

    /// Creates a sample.
    public init(displayTick: Int64, time: Int64, state: JSONValue) {
        self.displayTick = displayTick
        self.time = time
        self.state = state
    }
}
