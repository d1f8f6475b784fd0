/// The version of Touchstone, written into recordings and printed by `--version`.
public enum TouchstoneVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
