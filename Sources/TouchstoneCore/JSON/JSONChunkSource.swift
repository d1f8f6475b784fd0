/// Where a streaming `JSONReader` gets its input, one chunk at a time (a file read in fixed-size
/// pieces, so memory stays constant however long the input is). The source does the I/O; the reader
/// never looks back, so each chunk replaces the one before.
public protocol JSONChunkSource: AnyObject {
    /// Replaces `chunk`'s contents with the next bytes of the input, or leaves it empty at the end.
    ///
    /// - Returns: false when reading failed; the reader then throws `JSONReadError.Problem.inputFailed`
    ///   and the source keeps the reason for its owner to report.
    func readChunk(into chunk: inout [UInt8]) -> Bool
}
