/// A spring started with the release velocity, as GNOME's newer swipe tracker does.
///
/// The progress velocity at release is the spring's initial velocity, so progress and its rate of
/// change are both continuous at the release. The animation ends when the spring settles
/// (|x| <= epsilon and |v| <= epsilon * natural frequency) and then snaps to the target.
public struct SpringFinishRule: Sendable, Hashable {
    /// The spring (critically damped libadwaita defaults).
    public var spring: Spring
    /// Settling threshold in progress units.
    public var epsilon: Double

    /// Creates the rule.
    public init(spring: Spring = Spring(), epsilon: Double = 0.001) {
        self.spring = spring
        self.epsilon = epsilon
    }
}
