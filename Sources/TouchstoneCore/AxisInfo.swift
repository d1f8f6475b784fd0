/// The range and resolution of one absolute axis, as the kernel's `input_absinfo` reports it.
public struct AxisInfo: Sendable, Hashable {
    /// Smallest value the axis reports.
    public var minimum: Int32
    /// Largest value the axis reports.
    public var maximum: Int32
    /// Noise the kernel filters out.
    public var fuzz: Int32
    /// Dead zone around the centre.
    public var flat: Int32
    /// Units per millimetre; 0 when the device does not say.
    public var resolution: Int32

    /// Creates an axis description.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
    }

    /// Number of device units the axis spans.
    public var span: Int64 { Int64(maximum) - Int64(minimum) }

    /// True when `value` lies within the reported range.
    public func contains(_ value: Int32) -> Bool { value >= minimum && value <= maximum }
}
