import TouchstoneCore

extension RecordingImporter {
    /// Reads Touchstone's JSON format with the streaming JSON reader (`RecordingDecoder`).
    static func loadJSON(bytes: [UInt8], sourceName: String) throws(RecordingImportError) -> Recording {
        do {
            return try RecordingDecoder().decode(bytes, name: sourceName)
        } catch {
            throw .json(error)
        }
    }
}
