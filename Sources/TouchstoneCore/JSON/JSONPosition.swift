/// A place in JSON input: line and column (both from 1, the column in bytes) and the byte offset (from 0).
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// Line number, from 1.
    public var line: Int
    /// Byte column within the line, from 1.
    public var column: Int
    /// Bytes before this place in the whole input.
    public var offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
