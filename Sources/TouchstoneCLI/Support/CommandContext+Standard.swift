import Foundation
import TouchstoneCore

extension CommandContext {
    /// The executable's context: standard output and error, and the real importers.
    public static var standard: CommandContext {
        CommandContext(
            output: OutputSink(isTerminal: isatty(STDOUT_FILENO) != 0) { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: OutputSink(isTerminal: isatty(STDERR_FILENO) != 0) { FileHandle.standardError.write(Data($0.utf8)) },
            loadRecording: { path, _ throws(CommandError) in
                throw CommandError("\(path): importers are not wired yet", exitCode: .badData)
            })
    }
}
