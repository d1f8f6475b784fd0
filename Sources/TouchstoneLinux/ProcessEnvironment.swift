import Glibc

/// The process's environment variables, read from `environ` (no Foundation at the edge).
public enum ProcessEnvironment {
    /// Every `NAME=value` pair; for a repeated name the first wins, as getenv(3) does.
    public static var current: [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return result
    }

    /// Removes `names` from the process environment (for a main, before children start: setenv and
    /// unsetenv are not safe while other threads read the environment).
    public static func remove(_ names: [String]) {
        for name in names { unsetenv(name) }
    }
}
