/// Process exit statuses, following BSD `sysexits.h` where one fits.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success.
    case ok = 0
    /// Checks ran and something failed (e.g. `touchstone test` expectations).
    case failure = 1
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The input data was malformed (`EX_DATAERR`).
    case badData = 65
    /// An input file does not exist or cannot be opened (`EX_NOINPUT`).
    case missingFile = 66
    /// Reading or writing failed (`EX_IOERR`).
    case ioError = 74

    /// What the status means, for man pages.
    public var meaning: String {
        switch self {
        case .ok: "Success."
        case .failure: "Checks ran and something failed (an expectation, a test)."
        case .usage: "The command line was wrong."
        case .badData: "An input file was malformed."
        case .missingFile: "An input file does not exist or cannot be opened."
        case .ioError: "Reading or writing failed (a device, a socket, an output file)."
        }
    }
}
