/// Misuse of a `TransitionEngine`'s clock, or an animation that could not give a scene.
public enum TransitionEngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An update was fed with a time earlier than one already fed or processed.
    case updateOutOfOrder(updateTime: Int64, latestTime: Int64)
    /// `advance(to:)` was asked to go back in time.
    case timeRunsBackwards(requested: Int64, now: Int64)
    /// The animation could not give a tick's scene.
    case animation(AnimationError)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .updateOutOfOrder(let updateTime, let latestTime):
            return "gesture update at \(updateTime) µs arrived after time \(latestTime) µs; "
                + "updates must be fed in non-decreasing time order"
        case .timeRunsBackwards(let requested, let now):
            return "cannot advance the virtual clock to \(requested) µs: it is already at \(now) µs"
        case .animation(let error):
            return error.description
        }
    }
}
