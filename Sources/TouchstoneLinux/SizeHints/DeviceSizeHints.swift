import TouchstoneCore

/// Finds sizes for devices that report no resolution, from the sources libinput and udev use, and
/// the user's override (docs/recognition.md, "Device size"). `DeviceDescription.sizeSource` picks
/// among them in `SizeSource` order: override, the recording's `size_mm`, the reported resolution,
/// udev's hwdb, libinput's quirks, libwacom, then the assumed size.
public struct DeviceSizeHints: Sendable {
    /// libinput's quirks; nil: not consulted.
    public var quirks: LibinputQuirks?
    /// Whether udev's hwdb is consulted.
    public var usesHwdb: Bool
    /// Whether libwacom is consulted.
    public var usesLibwacom: Bool
    /// The machine's DMI modalias for quirks and hwdb entries that match on it: the running
    /// machine's for live devices, nil for recordings (made on a machine we do not know).
    public var dmiModalias: String?
    /// The user's size for this run (`--size WxH`, the daemon's `size`), used before anything else.
    public var override: SizeMM?

    /// Creates a set of sources.
    public init(quirks: LibinputQuirks?, usesHwdb: Bool, usesLibwacom: Bool, dmiModalias: String? = nil,
                override: SizeMM? = nil) {
        self.quirks = quirks
        self.usesHwdb = usesHwdb
        self.usesLibwacom = usesLibwacom
        self.dmiModalias = dmiModalias
        self.override = override
    }

    /// No source but the override (tests that must not depend on the machine).
    public static let none = DeviceSizeHints(quirks: nil, usesHwdb: false, usesLibwacom: false)

    /// The machine's sources: libinput's quirks as installed, udev's hwdb and libwacom.
    /// - Parameter liveMachine: true for devices of this machine (matches on its DMI); false for
    ///   recordings, matched only by the ids and name they carry.
    public static func system(liveMachine: Bool) -> DeviceSizeHints {
        let dmi = liveMachine ? (try? TextFile.read(path: "/sys/class/dmi/id/modalias")).map { String($0.prefix { $0 != "\n" }) } : nil
        return DeviceSizeHints(quirks: .system(), usesHwdb: true, usesLibwacom: true, dmiModalias: dmi)
    }

    /// The hints for `device`: the override, and, when neither a declared size nor the resolution
    /// gives a size, the first database that has one per source.
    public func hints(for device: DeviceDescription) -> [SizeHint] {
        var hints: [SizeHint] = []
        if let override { hints.append(SizeHint(size: override, source: .override, detail: "\(Self.format(override)) mm")) }
        guard device.declaredSize == nil, !device.hasResolution else { return hints }
        if usesHwdb, let hint = UdevHwdbSizes.lookup(device, dmiModalias: dmiModalias) { hints.append(hint) }
        if let quirks, let hint = quirks.sizeHint(for: LibinputQuirks.Target(device: device, dmiModalias: dmiModalias)) {
            hints.append(hint)
        }
        // libwacom is read only when nothing earlier gave a size (loading its database takes a while).
        if usesLibwacom, !hints.contains(where: { $0.source != .override }), let hint = LibwacomSizes.lookup(device) {
            hints.append(hint)
        }
        return hints
    }

    /// `device` with its hints attached (replacing any it had).
    public func applied(to device: DeviceDescription) -> DeviceDescription {
        var device = device
        device.sizeHints = hints(for: device)
        return device
    }

    /// Parses `WxH` in millimetres (`250x160`, `476.6x268.1`), both above 0 and at most 10 m.
    public static func parseSize(_ text: String) -> SizeMM? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w > 0, h > 0, w <= 10_000, h <= 10_000 else { return nil }
        return SizeMM(width: w, height: h)
    }

    /// `WxH` for messages.
    public static func format(_ size: SizeMM) -> String {
        func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(number(size.width))x\(number(size.height))"
    }
}
