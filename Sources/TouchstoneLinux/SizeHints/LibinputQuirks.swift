import Glibc
import TouchstoneCore

/// libinput's device quirks (`/usr/share/libinput/*.quirks`, then
/// `/etc/libinput/local-overrides.quirks`): the size and resolution hints libinput uses for devices
/// that report no resolution. libinput does not export its quirks, so this reads the INI format
/// itself: `[Section]` headers, `MatchX=` conditions that must all hold, `AttrX=`/`ModelX=` values;
/// files in name order, and a later matching section overrides an earlier one, as in libinput.
public struct LibinputQuirks: Sendable, Hashable {
    /// One `[Section]` of a quirks file.
    public struct Section: Sendable, Hashable {
        /// The section's name (between the brackets).
        public var name: String
        /// The file it is in.
        public var file: String
        /// `Match*` keys and values, in file order.
        public var matches: [Entry]
        /// Every other key (`Attr*`, `Model*`), in file order.
        public var attributes: [Entry]
    }

    /// One `key=value` line.
    public struct Entry: Sendable, Hashable {
        /// The key (`MatchVendor`, `AttrSizeHint`).
        public var key: String
        /// The value as written, trimmed.
        public var value: String
    }

    /// What a section's `Match*` keys are compared with.
    public struct Target: Sendable, Hashable {
        /// The device (name, bus, vendor, product, version, kind).
        public var device: DeviceDescription
        /// The machine's DMI modalias (`dmi:bvn...:svn...`), nil when unknown (a recording).
        public var dmiModalias: String?

        /// Creates a target.
        public init(device: DeviceDescription, dmiModalias: String? = nil) {
            self.device = device
            self.dmiModalias = dmiModalias
        }
    }

    /// Where libinput installs its quirks, and the local overrides it reads last.
    public static let systemDirectory = "/usr/share/libinput"
    public static let localOverrides = "/etc/libinput/local-overrides.quirks"

    /// Every section, in the order libinput applies them.
    public var sections: [Section]

    /// Parses quirks text (`file` names it in hints and errors).
    public init(parsing text: String, file: String) {
        sections = Self.parse(text, file: file)
    }

    /// Reads the `*.quirks` files of `directory` in name order, then `extraFiles` (missing files and
    /// a missing directory give no sections: a system without libinput has no quirks).
    public init(directory: String, extraFiles: [String] = []) {
        var names: [String] = []
        if let dir = opendir(directory) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name.hasSuffix(".quirks") { names.append(directory + "/" + name) }
            }
            closedir(dir)
        }
        sections = []
        for path in names.sorted() + extraFiles {
            guard let text = try? TextFile.read(path: path) else { continue }
            sections += Self.parse(text, file: path)
        }
    }

    /// The system's quirks, as libinput reads them.
    public static func system() -> LibinputQuirks {
        LibinputQuirks(directory: systemDirectory, extraFiles: [localOverrides])
    }

    /// The value of attribute `key` for `target`: from the last matching section that sets it.
    public func attribute(_ key: String, for target: Target) -> (value: String, section: Section)? {
        for section in sections.reversed() where section.matches(target) {
            if let value = section.attributes.last(where: { $0.key == key })?.value { return (value, section) }
        }
        return nil
    }

    /// libinput's size for a device that reports no resolution: `AttrResolutionHint` (units per
    /// millimetre) when a matching section has one, else `AttrSizeHint` (millimetres).
    public func sizeHint(for target: Target) -> SizeHint? {
        let device = target.device
        if let (value, section) = attribute("AttrResolutionHint", for: target), let (x, y) = Self.dimensions(value),
           x > 0, y > 0, let xAxis = device.xAxis, let yAxis = device.yAxis {
            return SizeHint(size: SizeMM(width: Double(xAxis.span) / Double(x), height: Double(yAxis.span) / Double(y)),
                            source: .quirks, detail: "\(section.file) [\(section.name)] AttrResolutionHint=\(value)")
        }
        if let (value, section) = attribute("AttrSizeHint", for: target), let (w, h) = Self.dimensions(value), w > 0, h > 0 {
            return SizeHint(size: SizeMM(width: Double(w), height: Double(h)), source: .quirks,
                            detail: "\(section.file) [\(section.name)] AttrSizeHint=\(value)")
        }
        return nil
    }

    /// `WxH` with whole numbers (libinput's dimension format).
    static func dimensions(_ value: String) -> (Int, Int)? {
        let parts = value.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
        return (w, h)
    }

    private static func parse(_ text: String, file: String) -> [Section] {
        var sections: [Section] = []
        var current: Section?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(raw)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            line = line.trimmingSpaces
            if line.isEmpty { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                if let current { sections.append(current) }
                current = Section(name: String(line.dropFirst().dropLast()), file: file, matches: [], attributes: [])
                continue
            }
            guard let equals = line.firstIndex(of: "="), current != nil else { continue }
            let key = String(line[..<equals].trimmingSpaces), value = String(line[line.index(after: equals)...].trimmingSpaces)
            let entry = Entry(key: key, value: value)
            if key.hasPrefix("Match") { current?.matches.append(entry) } else { current?.attributes.append(entry) }
        }
        if let current { sections.append(current) }
        // libinput ignores a section without any match (it is a bug in the file).
        return sections.filter { !$0.matches.isEmpty }
    }
}

extension LibinputQuirks.Section {
    /// libinput's bus names (`MatchBus`).
    static let buses: [String: UInt16] = ["usb": 0x03, "bluetooth": 0x05, "ps2": 0x11, "i2c": 0x18, "spi": 0x1C, "rmi": 0x1D]

    /// True when every `Match*` condition holds for `target`. A condition on something a recording
    /// does not carry (`MatchUniq`, `MatchDeviceTree`, DMI when unknown) does not hold.
    func matches(_ target: LibinputQuirks.Target) -> Bool {
        let device = target.device
        return matches.allSatisfy { entry in
            let value = entry.value
            switch entry.key {
            case "MatchName": return fnmatch(value, device.name, 0) == 0
            case "MatchBus": return Self.buses[value] == device.bus
            case "MatchVendor": return Self.hexValues(value).contains(device.vendor)
            case "MatchProduct": return Self.hexValues(value).contains(device.product)
            case "MatchVersion": return Self.hexValues(value).contains(device.version)
            case "MatchUdevType": return Self.udevTypes(device).contains(value)
            case "MatchDMIModalias":
                guard let dmi = target.dmiModalias else { return false }
                return fnmatch(value, dmi, 0) == 0
            default: return false
            }
        }
    }

    /// `0x05AC`, or several separated by `;` (libinput 1.23+).
    static func hexValues(_ value: String) -> [UInt16] {
        value.split(separator: ";").compactMap { part in
            let p = part.trimmingSpaces
            guard p.hasPrefix("0x") || p.hasPrefix("0X") else { return nil }
            return UInt16(p.dropFirst(2), radix: 16)
        }
    }

    /// The udev types (`ID_INPUT_*`) udev's input_id gives a device of this kind.
    static func udevTypes(_ device: DeviceDescription) -> [String] {
        switch device.kind {
        case .touchpad: return ["touchpad"]
        case .tabletTouch: return ["touchpad", "tablet"]
        case .touchscreen: return ["touchscreen"]
        case .unknown: return []
        }
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let c = s.first, c == " " || c == "\t" || c == "\r" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return s
    }
}
