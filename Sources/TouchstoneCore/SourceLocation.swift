/// A place in a text input (a recording, a configuration file...), for error messages:
/// `file:line:column`, both 1-based, the column counted in bytes (the form compilers and editors understand).
public struct SourceLocation: Sendable, Hashable {
    /// The file name (or the name the caller gave the bytes, `<memory>` by default).
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

extension SourceLocation: CustomStringConvertible {
    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
