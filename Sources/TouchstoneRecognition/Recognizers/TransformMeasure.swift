import TouchstoneCore

/// What a transform recognizer measures: the only things pinch and rotate do differently are the
/// measure that must dominate, the direction it gives and how it maps to progress.
public enum TransformMeasure: Sendable, Hashable {
    /// A pinch: span change (`S`); direction `in`/`out`; in = 1 - scale, out = (scale - 1) /
    /// (`outTarget` - 1).
    case scale(outTarget: Double)
    /// A rotation: arc (`R`); direction `cw`/`ccw`; progress = |rotation| / `fullAngle` degrees.
    case rotation(fullAngle: Double)

    /// The gesture family it recognizes.
    public var kind: GestureKind {
        switch self {
        case .scale: return .pinch
        case .rotation: return .rotate
        }
    }

    /// Its own measure and the larger of the two it must dominate, in millimetres.
    @inline(__always)
    func split(_ m: (translation: Double, scale: Double, rotation: Double)) -> (own: Double, others: Double) {
        switch self {
        case .scale: return (m.scale, max(m.translation, m.rotation))
        case .rotation: return (m.rotation, max(m.translation, m.scale))
        }
    }

    /// The direction of the motion from `origin` to `frame`.
    @inline(__always)
    func direction(_ frame: RecognitionFrame, from origin: RecognitionFrame.Origin) -> GestureDirection {
        switch self {
        case .scale: return frame.scale < origin.scale ? .in : .out
        case .rotation: return frame.rotation >= origin.rotation ? .cw : .ccw
        }
    }

    /// The rotation from `origin` to `frame` in degrees for a rotation, and 360 (no limit) for a pinch.
    @inline(__always)
    func angle(_ frame: RecognitionFrame, from origin: RecognitionFrame.Origin) -> Double {
        switch self {
        case .scale: return 360
        case .rotation: return abs(frame.rotation - origin.rotation)
        }
    }

    /// Scale or rotation since the session's origin, mapped to progress.
    func measure(_ frame: RecognitionFrame, session: GestureSession) -> GestureMeasurement {
        let o = session.origin
        let translation = frame.translation - o.translation
        let scale = frame.scale / o.scale
        let span = max(o.span, 1)
        switch self {
        case .scale(let outTarget):
            let rate = frame.scaleVelocity / o.scale
            if session.direction == .in {
                return GestureMeasurement(translation: translation, scale: scale,
                                          progress: GestureMeasurement.clamp(1 - scale), progressVelocity: -rate,
                                          millimetresPerProgress: 2 * span)
            }
            return GestureMeasurement(translation: translation, scale: scale,
                                      progress: GestureMeasurement.clamp((scale - 1) / (outTarget - 1)),
                                      progressVelocity: rate / (outTarget - 1),
                                      millimetresPerProgress: 2 * span * (outTarget - 1))
        case .rotation(let full):
            let rotation = frame.rotation - o.rotation
            let sign: Double = rotation < 0 ? -1 : 1
            return GestureMeasurement(translation: translation, scale: scale, rotation: rotation,
                                      progress: GestureMeasurement.clamp(abs(rotation) / full),
                                      progressVelocity: sign * frame.rotationVelocity / full,
                                      millimetresPerProgress: 2 * span * full * Double.pi / 180)
        }
    }
}
