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
}
