/// Where `touchstoned` listens by default: `$XDG_RUNTIME_DIR/touchstone.sock`.
public enum DaemonSocketPath {
    /// The default path for `environment`, or nil when `XDG_RUNTIME_DIR` is not set.
    public static func `default`(environment: [String: String]) -> String? {
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
        return runtime + "/touchstone.sock"
    }
}
