/// A whole synthesis spec: the device, the seed, the frame rate and the gestures played one after
/// the other (docs/synth.md).
public struct SynthesisSpec: Sendable, Hashable {
    /// The device the frames are for.
    public var device: SynthDevice
    /// Seed of every random choice (jitter, tracking ids).
    public var seed: UInt64
    /// Frames per second; nil: the device profile's rate.
    public var rate: Double?
    /// The gestures, in order, each followed by its pause.
    public var gestures: [GestureSpec]

    /// Creates a spec.
    public init(device: SynthDevice = .profile(.precision), seed: UInt64 = 1, rate: Double? = nil, gestures: [GestureSpec]) {
        self.device = device
        self.seed = seed
        self.rate = rate
        self.gestures = gestures
    }
}
