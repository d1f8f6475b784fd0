import Foundation
import TouchstoneCore

extension CommandContext {
    /// The executable's context: standard output and error, and the real importers.
    public static var standard: CommandContext {
        CommandContext(
            output: OutputSink(isTerminal: isatty(STDOUT_FILENO) != 0) { FileHandle.standardOutput.write(Data($0.utf8)) },
            errors: OutputSink(isTerminal: isatty(STDERR_FILENO) != 0) { FileHandle.standardError.write(Data($0.utf8)) },
            loadRecording: { path, deviceIndex throws(CommandError) in
                try RecordingLoader.load(path: path, deviceIndex: deviceIndex)
            })
    }
}
