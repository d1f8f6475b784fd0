/// One hop as it happened: which transition, between which children, and its completion.
public struct HopRecord {
    /// Transition name ("cross-fade" or the custom name).
    public var transition: String
    /// The child left.
    public var from: String?
    /// The child shown.
    public var to: String
    /// Start time, microseconds.
    public var startTime: Int64
    /// For the default cross-fade: its length in microseconds.
    public var duration: Int64?
    /// The completion handed to the transition.
    public var completion: HopCompletion
}
