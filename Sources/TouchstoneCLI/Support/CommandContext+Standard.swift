extension CommandContext {
    /// The executable's context: standard output and error, and the real importers.
    public static var standard: CommandContext {
        CommandContext(output: .standardOutput, errors: .standardError)
    }
}
