import TouchstoneCore
/// Placeholder.
public enum TouchstoneCLIPlaceholder {}
