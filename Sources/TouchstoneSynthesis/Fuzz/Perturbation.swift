import TouchstoneCore

/// One perturbation of a fuzz run: what, how much, and the seed of its random choices (which frames
/// are dropped, which finger lifts early). Applying it is deterministic.
public struct Perturbation: Sendable, Hashable, CustomStringConvertible {
    /// What is perturbed.
    public var kind: PerturbationKind
    /// How much (see `PerturbationKind`); for resample the target rate in Hz.
    public var magnitude: Double
    /// Seed of its random choices.
    public var seed: UInt64

    /// Creates a perturbation.
    public init(_ kind: PerturbationKind, _ magnitude: Double, seed: UInt64 = 0) {
        self.kind = kind
        self.magnitude = magnitude
        self.seed = seed
    }

    /// `stagger 37.5 ms`, `mirror`.
    public var description: String {
        if kind.isSwitch { return kind.rawValue }
        let value = kind.isWhole ? String(Int(magnitude)) : Self.number(magnitude)
        return "\(kind.rawValue) \(value)\(kind.unit.isEmpty ? "" : " " + kind.unit)"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}

/// A device and its frames: what perturbations transform.
public struct FuzzInput: Sendable, Hashable {
    /// The device.
    public var device: DeviceDescription
    /// The frames, in time order.
    public var frames: [TouchFrame]

    /// Creates an input.
    public init(device: DeviceDescription, frames: [TouchFrame]) {
        self.device = device
        self.frames = frames
    }
}
