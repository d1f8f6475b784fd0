import Glibc

/// What can go wrong at the Linux input edge, with the path and the system's reason.
public enum LinuxInputError: Error, Sendable, Hashable {
    /// `open(2)` failed.
    case openFailed(path: String, errno: Int32)
    /// libevdev refused the file (not an evdev node).
    case notAnInputDevice(path: String, errno: Int32)
    /// `/dev/uinput` is missing or not writable, so devices cannot be created.
    case uinputUnavailable(errno: Int32)
    /// Creating a uinput device failed.
    case uinputCreateFailed(errno: Int32)
    /// Reading events failed.
    case readFailed(path: String, errno: Int32)
    /// Writing events to a uinput device failed.
    case writeFailed(errno: Int32)
    /// A udev call failed.
    case udevFailed(String)
    /// A socket call on `path` failed.
    case socketFailed(path: String, errno: Int32)
    /// Another daemon answers on (or holds the lock for) the socket `path`.
    case socketInUse(path: String)
    /// Something other than a socket is at the socket `path`; it is left alone.
    case notASocket(path: String)
    /// The file is not UTF-8 text.
    case notText(path: String)
}

extension LinuxInputError: CustomStringConvertible {
    /// A sentence naming the file and the system's reason, with a hint where one helps.
    public var description: String {
        switch self {
        case let .openFailed(path, code):
            let hint = code == EACCES ? " (opt in with 'sudo touchstone setup --allow touchpad' or '--allow touchscreen'; see touchstone-setup(1))" : ""
            return "\(path): cannot open: \(Self.reason(code))\(hint)"
        case let .notAnInputDevice(path, code):
            return "\(path): not an evdev input device: \(Self.reason(code))"
        case let .uinputUnavailable(code):
            let hint = code == ENOENT
                ? "the kernel has no uinput (try 'modprobe uinput')"
                : "opt in with 'sudo touchstone setup --allow uinput' (see touchstone-setup(1)) or run as root"
            return "/dev/uinput is not usable: \(Self.reason(code)); \(hint)"
        case let .uinputCreateFailed(code):
            return "creating the uinput device failed: \(Self.reason(code))"
        case let .readFailed(path, code):
            return "\(path): read failed: \(Self.reason(code))"
        case let .writeFailed(code):
            return "writing to the uinput device failed: \(Self.reason(code))"
        case let .udevFailed(what):
            return "udev: \(what)"
        case let .socketFailed(path, code):
            return "\(path): socket: \(Self.reason(code))"
        case let .socketInUse(path):
            return "\(path): another touchstoned is already running there (stop it, or pass another --socket)"
        case let .notASocket(path):
            return "\(path): exists and is not a socket; not replacing it (remove it or pass another --socket)"
        case let .notText(path):
            return "\(path): not UTF-8 text"
        }
    }

    public static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
