/// What `RecordingRecovery.recover` salvaged from a `.partial` file.
public struct RecoveryReport: Sendable, Hashable {
    /// The file read.
    public var partialPath: String
    /// The valid recording written.
    public var outputPath: String
    /// Complete frames copied to the output.
    public var framesRecovered: Int
    /// True when the input ended inside a frame, which was dropped.
    public var droppedTruncatedFrame: Bool
    /// True when the input was already a complete, valid recording.
    public var inputWasComplete: Bool
    /// Why reading stopped before the end of the document (nil when the input was complete).
    public var stopReason: RecordingError?

    /// Creates a report.
    public init(partialPath: String, outputPath: String, framesRecovered: Int, droppedTruncatedFrame: Bool,
                inputWasComplete: Bool, stopReason: RecordingError?) {
        self.partialPath = partialPath
        self.outputPath = outputPath
        self.framesRecovered = framesRecovered
        self.droppedTruncatedFrame = droppedTruncatedFrame
        self.inputWasComplete = inputWasComplete
        self.stopReason = stopReason
    }
}

extension RecoveryReport: CustomStringConvertible {
    /// One line for `touchstone recover`.
    public var description: String {
        var text = "recovered \(framesRecovered) frame\(framesRecovered == 1 ? "" : "s") from \(partialPath) into \(outputPath)"
        if inputWasComplete {
            text += " (the input was complete)"
        } else if droppedTruncatedFrame {
            text += "; dropped the truncated last frame"
        }
        if let stopReason, !stopReason.isTruncation {
            text += "; stopped at: \(stopReason)"
        }
        return text
    }
}
