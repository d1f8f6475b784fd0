/// Which kind of motion dominates a set of contacts: the basis of the arena's pinch-versus-swipe
/// judgement.
///
/// Measured from the moment the finger count last changed, in millimetres:
/// - translation `T` = distance the contacts' centroid travelled;
/// - scale `S` = 2 x |span change| (span = mean distance from the centroid, so `S` is the change of
///   the distance between two fingers);
/// - rotation `R` = 2 x span x |angle change in radians| (the arc a finger travels around the other).
///
/// Translation wins ties. Judging by span change relative to translation (not by per-finger
/// directions as libinput does) keeps three fingers placed on a diagonal and moved together a
/// swipe: their span does not change.
public enum MotionKind: String, Sendable, Hashable, CaseIterable {
    /// The centroid moves more than the span or angle changes.
    case translation
    /// The span changes most.
    case scale
    /// The angle changes most.
    case rotation

    /// The dominant kind for the three measures.
    public static func dominant(translation t: Double, scale s: Double, rotation r: Double) -> MotionKind {
        if t >= s && t >= r { return .translation }
        return s >= r ? .scale : .rotation
    }
}
