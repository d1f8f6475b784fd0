/// Gagat's finishing rule: a linear slide taking min(distance / 300 pt/s, distance / |velocity|).
///
/// Distances are in points: progress maps onto `extent` points (Gagat's mask slides over the
/// view's height, so the default extent is the container height). The velocity is the contacts'
/// speed at release (Gagat uses the pan's full velocity vector, both axes), or, with
/// `usesProgressVelocity`, |progress velocity| * extent. A zero velocity means "at least 300 pt/s";
/// a zero distance takes no time.
public struct GagatFinishRule: Sendable, Hashable {
    /// Slowest speed the slide may have, points per second (Gagat: 300, "chosen empirically").
    public var minimumSpeed: Double
    /// Points that progress 0...1 spans; nil means the container height.
    public var extent: Double?
    /// Use the progress velocity instead of the contacts' velocity.
    public var usesProgressVelocity: Bool

    /// Creates the rule with Gagat's defaults.
    public init(minimumSpeed: Double = 300, extent: Double? = nil, usesProgressVelocity: Bool = false) {
        self.minimumSpeed = minimumSpeed
        self.extent = extent
        self.usesProgressVelocity = usesProgressVelocity
    }

    /// Duration in seconds to move from `release.progress` to `target`.
    public func duration(for release: TransitionRelease, target: Double) -> Double {
        let span = extent ?? release.containerSize.height
        let distance = abs(target - release.progress) * span
        guard distance > 0 else { return 0 }
        let speed = usesProgressVelocity ? abs(release.progressVelocity) * span : release.contactVelocity.length
        let slowest = distance / minimumSpeed
        guard speed > 0 else { return slowest }
        return min(slowest, distance / speed)
    }
}
