#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Salvages the complete frames of a recording whose writer was killed (`NAME.partial`).
public enum RecordingRecovery {
    /// Reads `partialPath` as far as it is complete and writes a valid recording.
    ///
    /// The header must be complete; frames are copied until the input ends or the first invalid
    /// frame. A frame cut by the end of the input is dropped and reported; a frame that is
    /// corrupt (not just cut) ends the recovery with `stopReason` set. Frames are streamed, so
    /// memory stays constant. The input file is left in place.
    ///
    /// - Parameters:
    ///   - partialPath: the file to read, usually `NAME.partial`.
    ///   - outputPath: where to write; default `partialPath` without `.partial` (or with
    ///     `.recovered.json` appended when it has no such suffix).
    ///   - options: how to write the output; by default a bulk writer that refuses to replace an
    ///     existing file (`options.replacesExisting` allows it) and leaves nothing behind on failure.
    /// - Throws: `RecordingError.nothingToRecover` when the header is incomplete or not a
    ///   recording; `outputIsInput` when the output names the input; `outputExists`; I/O errors.
    @discardableResult
    public static func recover(partialPath: String, outputPath: String? = nil,
                               options: RecordingWriter.Options = .bulk())
    throws(RecordingError) -> RecoveryReport {
        try recover(partialPath: partialPath, outputPath: outputPath, options: options,
                    writeCall: RecordingFileIO.systemWrite)
    }

    /// As the public `recover`, with the write(2) the writer uses (tests simulate a full disk).
    static func recover(partialPath: String, outputPath: String?, options: RecordingWriter.Options,
                        writeCall: @escaping RecordingFileIO.WriteCall) throws(RecordingError) -> RecoveryReport {
        let output = outputPath ?? defaultOutputPath(for: partialPath)
        if output == partialPath || FileIdentity.same(partialPath, output) {
            throw .outputIsInput(file: output, input: partialPath)
        }
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: partialPath)
        } catch {
            switch error {
            case .io: throw error
            case .empty: throw .nothingToRecover(file: partialPath, reason: "the file is empty")
            default: throw .nothingToRecover(file: partialPath, reason: "the header is not complete and valid: \(error)")
            }
        }
        let writer = try RecordingWriter(path: output, header: reader.header, options: options,
                                         temporaryPath: output + ".recovering", writeCall: writeCall)
        var stopReason: RecordingError?
        var dropped = false
        while true {
            let frame: TouchFrame?
            do {
                frame = try reader.next()
            } catch {
                stopReason = error
                dropped = error.isTruncation && reader.endedInsideFrame
                break
            }
            guard let frame else { break }
            try writer.write(frame)
        }
        try writer.finish()
        return RecoveryReport(partialPath: partialPath, outputPath: output, framesRecovered: writer.framesWritten,
                              droppedTruncatedFrame: dropped, inputWasComplete: stopReason == nil,
                              stopReason: stopReason)
    }

    /// `NAME` for `NAME.partial`, else `NAME.recovered.json`.
    public static func defaultOutputPath(for partialPath: String) -> String {
        let suffix = RecordingFormat.partialSuffix
        if partialPath.hasSuffix(suffix), partialPath.count > suffix.count {
            return String(partialPath.dropLast(suffix.count))
        }
        return partialPath + ".recovered.json"
    }
}
