/// A position in a JSON file: byte offset, and the line and column people see in an editor.
public struct JSONSourceLocation: Sendable, Hashable {
    /// Bytes before the position, from the start of the input.
    public var offset: Int
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in bytes from the start of the line.
    public var column: Int

    /// Creates a location.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }
}

extension JSONSourceLocation: CustomStringConvertible {
    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }
}
