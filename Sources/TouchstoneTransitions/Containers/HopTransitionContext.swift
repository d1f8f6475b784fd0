/// What a custom hop transition receives: the seed's (from, to, completion).
public struct HopTransitionContext {
    /// The child being left (nil on the first hop).
    public var from: String?
    /// The child being shown.
    public var to: String
    /// When the transition starts, microseconds.
    public var startTime: Int64
    /// Must be called when the transition is done.
    public var completion: HopCompletion

    /// Creates a context.
    public init(from: String?, to: String, startTime: Int64, completion: HopCompletion) {
        self.from = from
        self.to = to
        self.startTime = startTime
        self.completion = completion
    }
}
