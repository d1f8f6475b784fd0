import TouchstoneCore
import TouchstoneLinux

/// `touchstoned`'s settings, read from a small INI-style file (documented in docs/daemon.md).
///
/// ```
/// # ~/.config/touchstone/touchstoned.conf
/// socket = /run/user/1000/touchstone.sock
/// queue = 256
/// clients = 128
/// recognizers = pan swipe pinch rotate hold
///
/// [device "Synaptics*"]          # glob on the device name
/// recognizers = swipe
/// swipe.distance_mm = 25
/// ```
public struct DaemonConfiguration: Sendable, Hashable {
    /// Settings that apply to devices whose name matches `pattern` (a glob with `*` and `?`).
    public struct DeviceSection: Sendable, Hashable {
        /// Glob on the device name.
        public var pattern: String
        /// Keys and values in file order.
        public var settings: [Setting]
    }

    /// One `key = value` line, with where it came from for error messages.
    public struct Setting: Sendable, Hashable {
        /// The key (`swipe.distance_mm`).
        public var key: String
        /// The value as written, trimmed.
        public var value: String
        /// 1-based line number.
        public var line: Int
    }

    /// Socket path; nil means `$XDG_RUNTIME_DIR/touchstone.sock`.
    public var socketPath: String?
    /// Messages each client may have queued before the oldest are dropped.
    public var queueCapacity: Int = 256
    /// Clients connected at once; further connections get an `error` line and are closed.
    public var clientLimit: Int = 128
    /// Settings for every device, in file order.
    public var global: [Setting] = []
    /// Per-device sections, in file order; later sections override earlier ones.
    public var devices: [DeviceSection] = []

    /// The defaults: every recognizer with its documented defaults.
    public init() {}

    /// Parses the file's text.
    /// - Throws: `DaemonConfigurationError` naming the file, line and what was expected.
    public init(parsing text: String, file: String) throws(DaemonConfigurationError) {
        var section: DeviceSection?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            line = line.trimmed
            if line.isEmpty { continue }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]") else { throw .init(DaemonConfigurationError.place(file, line: number), expected: "a section header ending with ']'", found: "'\(line)'") }
                let inner = line.dropFirst().dropLast().trimmed
                guard inner.hasPrefix("device"), let open = inner.firstIndex(of: "\""), let close = inner.lastIndex(of: "\""),
                      open < close else {
                    throw .init(DaemonConfigurationError.place(file, line: number), expected: "[device \"NAME-GLOB\"]", found: "'\(line)'")
                }
                if let section { devices.append(section) }
                section = DeviceSection(pattern: String(inner[inner.index(after: open)..<close]), settings: [])
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw .init(DaemonConfigurationError.place(file, line: number), expected: "'key = value'", found: "'\(line)'")
            }
            let key = String(line[..<equals].trimmed), value = String(line[line.index(after: equals)...].trimmed)
            guard !key.isEmpty else { throw .init(DaemonConfigurationError.place(file, line: number), expected: "a key before '='", found: "none") }
            let setting = Setting(key: key, value: value, line: number)
            if section != nil {
                section?.settings.append(setting)
                continue
            }
            switch key {
            case "socket": socketPath = value
            case "queue":
                guard let capacity = Int(value), (1...1_000_000).contains(capacity) else {
                    throw .init(InputProblem.place(DaemonConfigurationError.place(file, line: number), "queue"), expected: "a whole number from 1 to 1000000", found: "'\(value)'")
                }
                queueCapacity = capacity
            case "clients":
                guard let limit = Int(value), (1...65_536).contains(limit) else {
                    throw .init(InputProblem.place(DaemonConfigurationError.place(file, line: number), "clients"), expected: "a whole number from 1 to 65536", found: "'\(value)'")
                }
                clientLimit = limit
            default: global.append(setting)
            }
        }
        if let section { devices.append(section) }
    }

    /// The settings that apply to a device named `name`: global ones, then matching sections in order.
    public func settings(forDeviceNamed name: String) -> [Setting] {
        global + devices.filter { Glob.matches($0.pattern, name) }.flatMap(\.settings)
    }

    /// The recognizer settings for a device named `name` (every setting but `size`).
    public func recognizerSettings(forDeviceNamed name: String) -> [Setting] {
        settings(forDeviceNamed: name).filter { $0.key != Self.sizeKey }
    }

    /// The `size` key: a device's physical size in millimetres, `WIDTHxHEIGHT`.
    public static let sizeKey = "size"

    /// The size the configuration gives a device named `name` (the last `size` that applies), if any.
    public func size(forDeviceNamed name: String) -> SizeMM? {
        settings(forDeviceNamed: name).last { $0.key == Self.sizeKey }.flatMap { DeviceSizeHints.parseSize($0.value) }
    }
}

/// A configuration file that could not be read: `touchstoned.conf:3: queue: expected ..., found 'lots'`.
public struct DaemonConfigurationError: InputError, Sendable, Hashable {
    /// Where (`file:line`, then the key), what was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }

    /// `file:line` (1-based), or `file` when `line` is 0 (the whole file is at fault).
    public static func place(_ file: String, line: Int) -> String { line > 0 ? "\(file):\(line)" : file }
}

/// Shell-style globs (`*`, `?`) for device names.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

extension Substring {
    var trimmed: Substring {
        var s = self
        while let first = s.first, first == " " || first == "\t" || first == "\r" { s = s.dropFirst() }
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return s
    }
}
