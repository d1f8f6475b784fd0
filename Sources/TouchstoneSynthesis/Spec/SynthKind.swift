/// What `touchstone synth` plays: the gesture families of the recognizers, plus taps and one-finger motion.
public enum SynthKind: String, Sendable, Hashable, CaseIterable {
    /// Two fingers translating together.
    case pan
    /// Two to five fingers translating together (two fingers classify as a pan).
    case swipe
    /// Fingers moving towards (in) or away from (out) their centre.
    case pinch
    /// Two fingers turning around their centre.
    case rotate
    /// Fingers resting still.
    case hold
    /// Fingers down briefly, still.
    case tap
    /// One finger moving (pointer motion; no gesture).
    case motion

    /// Whether the fingers translate (pan, swipe, motion).
    public var translates: Bool { self == .pan || self == .swipe || self == .motion }

    /// The finger counts the kind accepts.
    public var fingerRange: ClosedRange<Int> {
        switch self {
        case .pan, .rotate: return 2...2
        case .swipe, .pinch, .hold: return 2...5
        case .tap: return 1...5
        case .motion: return 1...1
        }
    }

    /// Fingers when the spec does not say.
    public var defaultFingers: Int {
        switch self {
        case .swipe: return 3
        case .motion: return 1
        default: return 2
        }
    }
}
