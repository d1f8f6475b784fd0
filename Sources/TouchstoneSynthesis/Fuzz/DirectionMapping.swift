import TouchstoneRecognition

/// How geometric perturbations change directions: a mirror swaps left and right and turns cw into
/// ccw; a quarter turn clockwise makes right down, down left, left up and up right.
public struct DirectionMapping: Sendable, Hashable {
    /// Left and right swapped (applied first).
    public var mirrored = false
    /// Quarter turns clockwise (applied after the mirror).
    public var quarterTurns = 0

    /// No change.
    public init(mirrored: Bool = false, quarterTurns: Int = 0) {
        self.mirrored = mirrored
        self.quarterTurns = quarterTurns
    }

    /// The mapping of a run's perturbations.
    public init(_ perturbations: [Perturbation]) {
        mirrored = perturbations.contains { $0.kind == .mirror }
        quarterTurns = perturbations.filter { $0.kind == .rotate90 }.count
    }

    /// True when directions are unchanged.
    public var isIdentity: Bool { !mirrored && quarterTurns % 4 == 0 }

    /// Where `direction` goes.
    public func apply(_ direction: GestureDirection) -> GestureDirection {
        var d = direction
        if mirrored {
            switch d {
            case .left: d = .right
            case .right: d = .left
            case .cw: d = .ccw
            case .ccw: d = .cw
            default: break
            }
        }
        for _ in 0..<((quarterTurns % 4 + 4) % 4) {
            switch d {
            case .right: d = .down
            case .down: d = .left
            case .left: d = .up
            case .up: d = .right
            default: break
            }
        }
        return d
    }
}
