import Glibc

/// Which file a path names (device and inode), so a command can tell that an output path is its
/// input under another name (`./z.yml`, a hard link, a symbolic link).
public struct FileIdentity: Sendable, Hashable {
    /// The device the file is on.
    public var device: UInt64
    /// The file's inode number on that device.
    public var inode: UInt64

    /// The identity of the file at `path` (symbolic links followed), or nil when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// True when both paths name the same existing file.
    public static func same(_ a: String, _ b: String) -> Bool {
        guard let first = FileIdentity(path: a) else { return false }
        return first == FileIdentity(path: b)
    }
}
