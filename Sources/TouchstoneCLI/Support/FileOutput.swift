import Foundation

/// Writes a command's output file whole, through a temporary file and a rename, so a failure never
/// leaves half a file behind.
enum FileOutput {
    /// Writes text output (timelines, reports, JUnit XML).
    static func write(_ text: String, to path: String) throws(CommandError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes binary output (pictures).
    static func write(bytes: [UInt8], to path: String) throws(CommandError) {
        let temporary = path + ".partial"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw CommandError("\(path): cannot write", exitCode: .ioError)
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CommandError("\(path): cannot rename the finished file into place", exitCode: .ioError)
        }
    }
}
