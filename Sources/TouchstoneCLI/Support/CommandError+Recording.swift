import TouchstoneRecording

extension CommandError {
    /// A recording error as the user sees it, with the exit status its category implies
    /// (66 missing input, 73 cannot create the output, 74 I/O, 65 bad data).
    init(_ error: RecordingError) {
        switch error.category {
        case .missingInput: self.init(error.description, exitCode: .missingFile)
        case .cannotCreate: self.init(error.description, exitCode: .cannotCreate)
        case .io: self.init(error.description, exitCode: .ioError)
        case .badData: self.init(error.description, exitCode: .badData)
        }
    }
}
