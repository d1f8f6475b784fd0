/// A place in an imported file, for error messages: `file:line:column`, both 1-based.
public struct RecordingFileLocation: Sendable, Hashable {
    /// The file name (or the name the caller gave the bytes).
    public var file: String
    /// Line, counting from 1.
    public var line: Int
    /// Column in bytes, counting from 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

extension RecordingFileLocation: CustomStringConvertible {
    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }
}
