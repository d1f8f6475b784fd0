/// Direction of a synthesized gesture: the four axes and the diagonals for translations, in/out for
/// pinches, cw/ccw for rotations, none for holds and taps. Screen axes: x right, y down.
public enum SynthDirection: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right
    case upLeft = "up-left", upRight = "up-right", downLeft = "down-left", downRight = "down-right"
    case `in`, out, cw, ccw, none

    /// Angle of travel in degrees, clockwise from +x (y down): right 0, down 90, left 180, up 270.
    public var angle: Double? {
        switch self {
        case .right: return 0
        case .downRight: return 45
        case .down: return 90
        case .downLeft: return 135
        case .left: return 180
        case .upLeft: return 225
        case .up: return 270
        case .upRight: return 315
        default: return nil
        }
    }

    /// The directions that make sense for `kind`, the first being the default.
    public static func allowed(for kind: SynthKind) -> [SynthDirection] {
        switch kind {
        case .pan, .swipe: return [.down, .up, .left, .right, .upLeft, .upRight, .downLeft, .downRight]
        case .motion: return [.right, .left, .up, .down, .upLeft, .upRight, .downLeft, .downRight]
        case .pinch: return [.in, .out]
        case .rotate: return [.cw, .ccw]
        case .hold, .tap: return [.none]
        }
    }
}
