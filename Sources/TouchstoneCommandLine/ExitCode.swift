/// Process exit statuses, following BSD `sysexits.h` where one fits.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case ok = 0
    /// Checks ran and something failed (e.g. `touchstone test` expectations).
    case failure = 1
    /// `touchstone test` collected nothing to run (pytest's status: a wrong path must not pass CI).
    case noTestsCollected = 5
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The input data was malformed (`EX_DATAERR`).
    case badData = 65
    /// An input file does not exist or cannot be opened (`EX_NOINPUT`).
    case missingFile = 66
    /// The output file cannot be created: it exists (and `--force` was not given), it is the
    /// input, or it is a directory or device (`EX_CANTCREAT`).
    case cannotCreate = 73
    /// Reading or writing failed (`EX_IOERR`).
    case ioError = 74

    /// What the status means, for man pages.
    public var meaning: String {
        switch self {
        case .ok: "Success."
        case .failure: "Checks ran and something failed (an expectation, a test)."
        case .noTestsCollected: "touchstone test found no recording to check."
        case .usage: "The command line was wrong."
        case .badData: "An input file was malformed."
        case .missingFile: "An input file does not exist or cannot be opened."
        case .cannotCreate: "An output file cannot be created: it exists (without --force), it is the input, or it is a directory."
        case .ioError: "Reading or writing failed (a device, a socket, an output file)."
        }
    }
}
