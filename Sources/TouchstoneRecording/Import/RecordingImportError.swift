import TouchstoneCore

/// Why a recording could not be imported, with the file, line and column where known.
public enum RecordingImportError: Error, Sendable, Hashable {
    /// The file does not exist or may not be read.
    case missingFile(path: String, reason: String)
    /// Reading the file failed part-way, or it is too large to load.
    case readFailed(path: String, reason: String)
    /// Neither the extension nor the first bytes say which format the file is in.
    case unknownFormat(file: String)
    /// The format is recognised but this build cannot read it yet.
    case unsupportedFormat(file: String, format: RecordingFileFormat, reason: String)
    /// The bytes are not well-formed (YAML syntax, a malformed evemu line, invalid UTF-8...).
    case syntax(SourceLocation, message: String)
    /// Something other than what the format requires was found here.
    case unexpected(SourceLocation, expected: String, found: String)
    /// A value is well-formed but not acceptable (out of range, negative time, wrong version...).
    case invalidValue(SourceLocation, message: String)
    /// The event rows could not be decoded into touch frames; located at the offending row.
    case decoding(SourceLocation, MTDecoderError)
    /// The rows put fingers down (from the located row on) but decoded to no contact at all.
    case touchesDropped(SourceLocation, protocolA: Bool)
    /// The requested device does not exist in the file.
    case deviceIndexOutOfRange(file: String, index: Int, deviceCount: Int)
    /// The file holds no device with touch axes (and no device was asked for).
    case noTouchDevice(file: String, deviceCount: Int)
    /// The requested device has no touch axes.
    case notATouchDevice(file: String, index: Int, name: String)
    /// A required part of the file is missing.
    case missingField(file: String, field: String)
    /// A Touchstone JSON recording that the JSON reader refused (it says where and why).
    case json(RecordingError)

    /// How a command-line tool should report this error.
    public var category: RecordingImportErrorCategory {
        switch self {
        case .missingFile: return .missingFile
        case .readFailed: return .io
        case .json(.io): return .io
        default: return .badData
        }
    }

    /// Where the problem is, when it is tied to one place in the file.
    public var location: SourceLocation? {
        switch self {
        case .syntax(let l, _), .unexpected(let l, _, _), .invalidValue(let l, _), .decoding(let l, _),
             .touchesDropped(let l, _): return l
        default: return nil
        }
    }
}

/// The three kinds of import failure a command maps to exit codes (sysexits: 65, 66, 74).
public enum RecordingImportErrorCategory: String, Sendable, Hashable, CaseIterable {
    /// The data is malformed or unusable (`EX_DATAERR`, 65).
    case badData
    /// The input file does not exist or cannot be opened (`EX_NOINPUT`, 66).
    case missingFile
    /// Reading failed (`EX_IOERR`, 74).
    case io
}

extension RecordingImportError: CustomStringConvertible {
    /// `file:line:column: message`, saying what was expected where it helps.
    public var description: String {
        switch self {
        case let .missingFile(path, reason): return "\(path): cannot open: \(reason)"
        case let .readFailed(path, reason): return "\(path): read failed: \(reason)"
        case let .unknownFormat(file):
            return "\(file): unknown recording format; expected a .json, .yml/.yaml (libinput record) or .evemu file"
        case let .unsupportedFormat(file, format, reason): return "\(file): \(format.rawValue) is not supported: \(reason)"
        case let .syntax(l, message): return "\(l): \(message)"
        case let .unexpected(l, expected, found): return "\(l): expected \(expected), found \(found)"
        case let .invalidValue(l, message): return "\(l): \(message)"
        case let .decoding(l, error): return "\(l): \(error)"
        case let .touchesDropped(l, protocolA):
            return "\(l): fingers go down here but no contact could be decoded from the file"
                + (protocolA ? " (multi-touch protocol A, converted with mtdev)" : "")
                + "; expected ABS_MT_POSITION_X/Y (with slots, or SYN_MT_REPORT) or ABS_X/Y with BTN_TOUCH"
        case let .deviceIndexOutOfRange(file, index, count):
            return "\(file): there is no device \(index); the file has \(count) device(s), numbered from 0"
        case let .noTouchDevice(file, count):
            return "\(file): none of the \(count) device(s) has touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH)"
        case let .notATouchDevice(file, index, name):
            return "\(file): device \(index) (\(name)) has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH)"
        case let .missingField(file, field): return "\(file): missing required field `\(field)`"
        case let .json(error): return error.description
        }
    }
}
