import Glibc

/// The executables `swift build` put next to the running test bundle (`.build/debug/touchstone`, ...).
public enum BuildProducts {
    /// The folder holding the test bundle and the package's executables.
    public static let directory: String = {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return "." }
        let executable = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])
    }()

    /// The path of the package executable `name`, such as `touchstoned`.
    public static func executable(_ name: String) -> String { directory + "/" + name }
}
