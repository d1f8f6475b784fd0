/// The Touchstone recording format: its name, the version this library writes, and the limits its
/// reader enforces. The contract is documented in `docs/recording-format.md`.
public enum RecordingFormat {
    /// The value of the top-level `"format"` key.
    public static let name = "touchstone-recording"
    /// The version this library writes.
    public static let version = Version(major: 1, minor: 0)
    /// The conventional file extension.
    public static let fileExtension = "json"
    /// Suffix of the file a crash-safe writer writes before it renames it on a clean finish.
    public static let partialSuffix = ".partial"

    /// Deepest nesting of arrays and objects the reader accepts (the top-level object is depth 1).
    public static let maximumNestingDepth = 64
    /// Longest string the reader accepts, in bytes after unescaping.
    public static let maximumStringBytes = 1 << 20
    /// Longest number literal the reader accepts, in characters.
    public static let maximumNumberCharacters = 512
    /// Largest timestamp the reader accepts for libinput gesture events (2^53 µs, the largest
    /// integer a JSON reader that uses doubles keeps exactly; frames accept any non-negative Int64).
    public static let maximumGestureTime: Int64 = 1 << 53

    /// A format version, `MAJOR.MINOR`. A reader accepts any minor version of its major version:
    /// minor versions only add keys, which older readers ignore.
    public struct Version: Sendable, Hashable, Comparable {
        /// Incompatible changes bump the major version.
        public var major: Int
        /// Compatible additions bump the minor version.
        public var minor: Int

        /// Creates a version.
        public init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }

        /// Parses `"MAJOR"`, `"MAJOR.MINOR"` or `"MAJOR.MINOR.PATCH..."` (patch parts are ignored);
        /// nil when the text is not dot-separated decimal numbers without leading zeros (`"01.0"`).
        public init?(_ text: String) {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty, parts.count <= 3 else { return nil }
            var numbers: [Int] = []
            for part in parts {
                guard !part.isEmpty, part.count <= 9, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                      part.count == 1 || part.first != "0",
                      let number = Int(part) else { return nil }
                numbers.append(number)
            }
            self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0)
        }

        /// True when a reader of this version can read `other`: same major version.
        public func canRead(_ other: Version) -> Bool { other.major == major }

        /// Orders by major, then minor version.
        public static func < (a: Version, b: Version) -> Bool {
            (a.major, a.minor) < (b.major, b.minor)
        }
    }
}

extension RecordingFormat.Version: CustomStringConvertible {
    /// `MAJOR.MINOR`, as written in files.
    public var description: String { "\(major).\(minor)" }
}
