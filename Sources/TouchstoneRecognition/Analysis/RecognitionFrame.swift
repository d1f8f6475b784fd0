import TouchstoneCore

/// What the arena measured for one frame: the single input every recognizer reads.
///
/// Translation, scale and rotation are accumulated over the whole touch sequence from the contacts
/// present in consecutive frames, so fingers landing or lifting never make them jump. Recognizers
/// keep their own origin and work with differences.
public struct RecognitionFrame: Sendable {
    /// Frame time in microseconds.
    public var time: Int64
    /// Fingers taking part: fingers down minus resting thumbs.
    public var fingers: Int
    /// Contacts with a position (fingers beyond the slots have none).
    public var contactCount: Int
    /// Accumulated translation of the contacts' centroid since the sequence began, millimetres.
    public var translation: PointMM
    /// Accumulated scale (span ratio) since the sequence began.
    public var scale: Double
    /// Accumulated rotation since the sequence began, degrees, clockwise positive (y grows down).
    public var rotation: Double
    /// Current span of the taking-part contacts (mean distance from their centroid), millimetres.
    public var span: Double
    /// Current centroid of the taking-part contacts, millimetres.
    public var centroid: PointMM
    /// Time the taking-part finger count last changed (or the sequence began).
    public var fingersStableSince: Int64
    /// Time the last finger landed.
    public var lastLanding: Int64
    /// Accumulated values when the finger count last changed: the candidate origin.
    public var origin: Origin
    /// Largest distance any contact now down has travelled since it landed, millimetres.
    public var maximumContactTravel: Double
    /// Largest distance any taking-part contact is from where it was at `origin`, millimetres.
    public var maximumDriftFromOrigin: Double
    /// The second largest such distance: how far the second most moving finger went (a pinch or a
    /// rotation moves two fingers; one finger moving beside a resting one does not).
    public var secondDriftFromOrigin: Double = 0
    /// True when the most moving finger is in the left or right edge band (`DeviceGeometry.edgeBand`),
    /// where one-finger edge scrolling happens.
    public var mostMovingAtEdge: Bool = false
    /// Centroid velocity in mm/s (zero unless the arena asked for velocities this frame).
    public var velocity: PointMM
    /// Scale change per second.
    public var scaleVelocity: Double
    /// Rotation change in degrees per second.
    public var rotationVelocity: Double
    /// The device's size.
    public var geometry: DeviceGeometry

    /// Accumulated values at an instant.
    public struct Origin: Sendable, Hashable {
        /// Translation then, millimetres.
        public var translation: PointMM
        /// Scale then.
        public var scale: Double
        /// Rotation then, degrees.
        public var rotation: Double
        /// Span then, millimetres.
        public var span: Double

        /// Creates an origin.
        public init(translation: PointMM = .zero, scale: Double = 1, rotation: Double = 0, span: Double = 0) {
            self.translation = translation
            self.scale = scale
            self.rotation = rotation
            self.span = span
        }
    }

    /// The accumulated values now, as an origin.
    public var current: Origin {
        Origin(translation: translation, scale: scale, rotation: rotation, span: span)
    }

    /// Translation `T`, scale `S` and rotation `R` measures since `origin`, in millimetres
    /// (see `MotionKind`).
    public func measures(since origin: Origin) -> (translation: Double, scale: Double, rotation: Double) {
        let t = (translation - origin.translation).length
        let base = max(origin.span, 1)
        let s = 2 * base * abs(scale / origin.scale - 1)
        let r = 2 * base * abs(rotation - origin.rotation) * Double.pi / 180
        return (t, s, r)
    }

    /// The dominant motion since `origin`.
    public func dominantMotion(since origin: Origin) -> MotionKind {
        let m = measures(since: origin)
        return MotionKind.dominant(translation: m.translation, scale: m.scale, rotation: m.rotation)
    }
}
