import TouchstoneCore

/// What a recognizer reads from a frame for its gesture: the values of a `GestureUpdate` that
/// depend on the kind.
public struct GestureMeasurement: Sendable, Hashable {
    /// Translation since the gesture's origin, millimetres.
    public var translation: PointMM = .zero
    /// Scale since the origin.
    public var scale: Double = 1
    /// Rotation since the origin, degrees.
    public var rotation: Double = 0
    /// Progress 0...1.
    public var progress: Double = 0
    /// Progress per second.
    public var progressVelocity: Double = 0
    /// Millimetres of travel per unit of progress.
    public var millimetresPerProgress: Double = 1

    /// Creates a measurement.
    public init(translation: PointMM = .zero, scale: Double = 1, rotation: Double = 0, progress: Double = 0,
                progressVelocity: Double = 0, millimetresPerProgress: Double = 1) {
        self.translation = translation
        self.scale = scale
        self.rotation = rotation
        self.progress = progress
        self.progressVelocity = progressVelocity
        self.millimetresPerProgress = millimetresPerProgress
    }

    /// Clamps to 0...1.
    @inline(__always)
    public static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
}
