/// An error a command reports to the user: a message and the exit status it implies.
public struct CommandError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as one or more sentences that name the file and the place.
    public var message: String
    /// The exit status.
    public var exitCode: ExitCode

    /// Creates an error.
    public init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// A wrong command line; the message should say what was expected.
    public static func usage(_ message: String) -> CommandError { CommandError(message, exitCode: .usage) }

    /// The sentence shown to the user.
    public var description: String { message }
}
