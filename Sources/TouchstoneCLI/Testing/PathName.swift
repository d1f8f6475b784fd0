/// Lexical path arithmetic for `touchstone test`'s names: no file system access, no symlink resolution
/// (Bazel's runfiles are symlinks, and names must not depend on where they point).
enum PathName {
    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `/a/./b//c/../d` → `/a/b/d`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The folder holding `path` (`/` for a top-level name, `` for a bare relative name).
    static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component.
    static func last(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `base/relative`, without doubling a slash.
    static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// The deepest folder that holds every absolute path in `paths` (`/` when they share none).
    static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first?.split(separator: "/") else { return "/" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/")
            var count = 0
            while count < min(common.count, parts.count) && common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }

    /// `absolute` relative to the folder `root` (which holds it).
    static func relative(_ absolute: String, to root: String) -> String {
        let prefix = root == "/" ? "/" : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
