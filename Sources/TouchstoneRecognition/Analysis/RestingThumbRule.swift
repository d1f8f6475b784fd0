/// When a still contact near the bottom edge is a resting thumb that takes no part in a gesture.
///
/// libinput users report that a thumb resting on the bottom of the pad turns a swipe into a pinch.
/// A contact is ignored (not counted, not in the centroid, span or angle) while it landed in the
/// bottom band, has itself moved less than `stillDistance`, and at least `minimumOthers` other
/// contacts have all moved at least `othersMoveDistance` (they move together without it). It takes
/// part again once it travels `wakeDistance`.
///
/// A finger that lands or starts a little late is no thumb when it moves with the others: judged
/// over the same time (since the latest contact landed, once the others have each moved
/// `othersMoveDistance` in it), a contact that moved, along their mean direction, at least
/// `followShare` of the least of them is
/// never marked, and a marked one that has moved `stillDistance` that way takes part again.
public struct RestingThumbRule: Sendable, Hashable {
    /// Height of the bottom band as a fraction of the device height (default 0.2: 13.2 mm of a
    /// 66 mm pad).
    public var bandFraction: Double
    /// The thumb must have moved less than this since it landed, millimetres (default 1 mm).
    public var stillDistance: Double
    /// Every other contact must have moved at least this, millimetres (default 1 mm).
    public var othersMoveDistance: Double
    /// A contact that moved at least this share of the least the others moved since the latest
    /// landing moves with them (default 0.5).
    public var followShare: Double
    /// Fewest other contacts (default 2: a thumb beside a two-finger pan is ignored too).
    public var minimumOthers: Int
    /// A resting thumb that travels this far takes part again, millimetres (default 3 mm).
    public var wakeDistance: Double
    /// False turns the rule off.
    public var isEnabled: Bool

    /// Creates a rule.
    public init(bandFraction: Double = 0.2, stillDistance: Double = 1, othersMoveDistance: Double = 1,
                followShare: Double = 0.5, minimumOthers: Int = 2, wakeDistance: Double = 3,
                isEnabled: Bool = true) {
        self.bandFraction = bandFraction
        self.stillDistance = stillDistance
        self.othersMoveDistance = othersMoveDistance
        self.followShare = followShare
        self.minimumOthers = minimumOthers
        self.wakeDistance = wakeDistance
        self.isEnabled = isEnabled
    }
}
