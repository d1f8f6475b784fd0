import CTouchstoneBuild
import TouchstoneCore

/// What `--version` prints: the release and the commit the binary was built from.
public enum BuildInfo {
    /// The commit the Makefile recorded at build time (`git describe`-style), or "unknown".
    public static var commit: String { String(cString: touchstone_build_commit()) }

    /// `touchstone 0.1.0 (commit 1a2b3c4d5e6f)`.
    public static func versionLine(program: String) -> String {
        "\(program) \(TouchstoneVersion.current) (commit \(commit))"
    }
}
