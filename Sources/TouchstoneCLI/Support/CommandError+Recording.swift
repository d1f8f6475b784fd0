import Glibc
import TouchstoneRecording

extension CommandError {
    /// A recording error as the user sees it, with the exit status its kind implies
    /// (66 missing file, 73 cannot create the output, 74 I/O, 65 bad data).
    init(_ error: RecordingError) {
        switch error {
        case .io(_, _, let code) where code == ENOENT || code == ENOTDIR: self.init(error.description, exitCode: .missingFile)
        case .notARegularFile: self.init(error.description, exitCode: .missingFile)
        case .outputExists, .cannotReplace, .outputIsInput: self.init(error.description, exitCode: .cannotCreate)
        case .io, .writerClosed, .partialExists: self.init(error.description, exitCode: .ioError)
        default: self.init(error.description, exitCode: .badData)
        }
    }
}
