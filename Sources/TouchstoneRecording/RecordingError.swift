#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TouchstoneCore

/// Why a recording file of any format (Touchstone JSON, libinput-record YAML, evemu) could not be
/// read, written or recovered. Every case names the file (or `<memory>` for bytes), and where it can,
/// the line and column or frame index; every message is an `InputProblem`
/// (`file:line:column: path: expected X, found Y`), and `category` says which exit status it implies.
public enum RecordingError: Error, Sendable, Hashable {
    // MARK: The file itself
    /// The input could not be opened (absent, not readable, a path that is not a directory...).
    case cannotOpen(file: String, errno: Int32)
    /// The input is not a regular file (a directory, a character device such as `/dev/zero`, a FIFO...).
    case notARegularFile(file: String, kind: String)
    /// A system call on the file failed (`operation` is `read`, `write`, `fsync`, `rename`...).
    case io(file: String, operation: String, errno: Int32)
    /// The input is larger than a reader that loads whole files accepts (`limit` bytes).
    case tooLarge(file: String, limit: Int)
    /// Neither the extension nor the first bytes say which format the file is in.
    case unknownFormat(file: String)
    /// The input is empty or only whitespace.
    case empty(file: String)
    /// The `"format"` key names another format.
    case notARecording(file: String, format: String)
    /// The version's major number is not one this reader understands, or the version is malformed.
    case unsupportedVersion(file: String, version: String)

    // MARK: A place in the file
    /// The bytes are not what the format allows at `location` (JSON grammar, YAML, an evemu line, a
    /// structure such as a second `N:` line).
    case syntax(file: String, location: SourceLocation, expected: String, found: String)
    /// The input ends before the document is complete.
    case truncated(file: String, location: SourceLocation, expected: String)
    /// `NaN`, `Infinity` or `-Infinity`: not JSON numbers.
    case nonFiniteNumber(file: String, location: SourceLocation, text: String)
    /// A number does not fit the field (or a double).
    case numberOutOfRange(file: String, location: SourceLocation, field: String, text: String, range: String)
    /// Containers are nested deeper than the reader allows (`RecordingFormat.maximumNestingDepth` for JSON).
    case nestingTooDeep(file: String, location: SourceLocation, limit: Int)
    /// A string is longer than `RecordingFormat.maximumStringBytes` or not valid UTF-8 / escapes.
    case invalidString(file: String, location: SourceLocation, problem: String)
    /// A value has the wrong type.
    case wrongType(file: String, location: SourceLocation, field: String, expected: String, found: String)
    /// A required key is absent from an object (`object` is its path, empty for the top level).
    case missingKey(file: String, location: SourceLocation, key: String, object: String)
    /// A key appears twice in an object whose keys Touchstone interprets.
    case duplicateKey(file: String, location: SourceLocation, key: String, object: String)
    /// A value has the right type but a meaning the format does not allow (`field` may be empty
    /// when `problem` names the value itself).
    case invalidValue(file: String, location: SourceLocation, field: String, problem: String)
    /// A frame breaks a rule of the format (`location` is nil when the writer refused it).
    case invalidFrame(file: String, frame: Int, location: SourceLocation?, problem: FrameProblem)
    /// Something other than whitespace follows the document.
    case trailingData(file: String, location: SourceLocation)
    /// The event rows (YAML, evemu) could not be decoded into touch frames; located at the offending row.
    case decoding(file: String, location: SourceLocation, error: MTDecoderError)
    /// The rows put fingers down (from the located row on) but decoded to no contact at all.
    case touchesDropped(file: String, location: SourceLocation, protocolA: Bool)

    // MARK: Devices
    /// The requested device does not exist in the file.
    case deviceIndexOutOfRange(file: String, index: Int, deviceCount: Int)
    /// The file holds no device with touch axes (and no device was asked for).
    case noTouchDevice(file: String, deviceCount: Int)
    /// The requested device has no touch axes.
    case notATouchDevice(file: String, index: Int, name: String)

    // MARK: Writing and recovery
    /// The writer was asked to write a value JSON cannot hold (NaN, infinity, an out-of-range time).
    case unencodable(file: String, field: String, problem: String)
    /// The writer was used after `finish()` or after an earlier error.
    case writerClosed(file: String)
    /// A `.partial` from an earlier, unfinished recording is in the way (recover or remove it).
    case partialExists(file: String)
    /// A `.partial` file holds too little to recover a recording (no complete header).
    case nothingToRecover(file: String, reason: String)
    /// The output already exists and the writer was not told to replace it.
    case outputExists(file: String)
    /// The output path names something a recording never replaces (a directory, a device...).
    case cannotReplace(file: String, kind: String)
    /// The output path names the input file (under the same or another name).
    case outputIsInput(file: String, input: String)
}

extension RecordingError {
    /// The four kinds of failure a command maps to exit statuses (sysexits).
    public enum Category: String, Sendable, Hashable, CaseIterable {
        /// The data is malformed or unusable (`EX_DATAERR`, 65).
        case badData
        /// The input does not exist, may not be read or is not a regular file (`EX_NOINPUT`, 66).
        case missingInput
        /// The output may not be created or replaced (`EX_CANTCREAT`, 73).
        case cannotCreate
        /// Reading or writing failed (`EX_IOERR`, 74).
        case io
    }

    /// The errno values that mean "this input cannot be had" rather than "reading it failed".
    private static let absentInput: Set<Int32> = [ENOENT, ENOTDIR, EACCES, EPERM, ELOOP, ENAMETOOLONG]

    /// What kind of failure this is, for the exit status.
    public var category: Category {
        switch self {
        case let .cannotOpen(_, code): return Self.absentInput.contains(code) ? .missingInput : .io
        case .notARegularFile: return .missingInput
        case let .io(_, _, code): return code == ENOENT || code == ENOTDIR ? .missingInput : .io
        case .tooLarge, .writerClosed, .partialExists: return .io
        case .outputExists, .cannotReplace, .outputIsInput: return .cannotCreate
        default: return .badData
        }
    }

    /// The file the error is about.
    public var file: String {
        switch self {
        case .cannotOpen(let file, _), .notARegularFile(let file, _), .io(let file, _, _), .tooLarge(let file, _),
             .unknownFormat(let file), .empty(let file), .notARecording(let file, _), .unsupportedVersion(let file, _),
             .syntax(let file, _, _, _), .truncated(let file, _, _), .nonFiniteNumber(let file, _, _),
             .numberOutOfRange(let file, _, _, _, _), .nestingTooDeep(let file, _, _), .invalidString(let file, _, _),
             .wrongType(let file, _, _, _, _), .missingKey(let file, _, _, _), .duplicateKey(let file, _, _, _),
             .invalidValue(let file, _, _, _), .invalidFrame(let file, _, _, _), .trailingData(let file, _),
             .decoding(let file, _, _), .touchesDropped(let file, _, _), .deviceIndexOutOfRange(let file, _, _),
             .noTouchDevice(let file, _), .notATouchDevice(let file, _, _), .unencodable(let file, _, _),
             .writerClosed(let file), .partialExists(let file), .nothingToRecover(let file, _),
             .outputExists(let file), .cannotReplace(let file, _), .outputIsInput(let file, _):
            return file
        }
    }

    /// Where in the file the problem was found, when the error has a position.
    public var location: SourceLocation? {
        switch self {
        case .syntax(_, let l, _, _), .truncated(_, let l, _), .nonFiniteNumber(_, let l, _),
             .numberOutOfRange(_, let l, _, _, _), .nestingTooDeep(_, let l, _), .invalidString(_, let l, _),
             .wrongType(_, let l, _, _, _), .missingKey(_, let l, _, _), .duplicateKey(_, let l, _, _),
             .invalidValue(_, let l, _, _), .trailingData(_, let l), .decoding(_, let l, _),
             .touchesDropped(_, let l, _):
            return l
        case .invalidFrame(_, _, let l, _):
            return l
        default:
            return nil
        }
    }

    /// True when the input simply ended early (what recovery tolerates in the last frame).
    public var isTruncation: Bool {
        if case .truncated = self { return true }
        return false
    }
}

extension RecordingError: CustomStringConvertible {
    /// `file:line:column: path: expected X, found Y` (see `problem`).
    public var description: String { problem.description }

    /// The error as place, expectation and finding: the one way every recording error is said.
    public var problem: InputProblem {
        let here = InputProblem.place(location, "")
        switch self {
        case let .cannotOpen(file, code):
            return InputProblem(file, "cannot open: \(RecordingFileIO.message(code)) (errno \(code))")
        case let .notARegularFile(file, kind):
            return InputProblem(file, expected: "a regular file", found: kind)
        case let .io(file, operation, code):
            return InputProblem(file, "\(operation) failed: \(RecordingFileIO.message(code)) (errno \(code))")
        case let .tooLarge(file, limit):
            return InputProblem(file, expected: "at most \(limit) bytes", found: "a larger file")
        case .unknownFormat(let file):
            return InputProblem(file, expected: "a .json, .yml/.yaml (libinput record) or .evemu file",
                                found: "an unknown recording format")
        case .empty(let file):
            return InputProblem(file, expected: "a \(RecordingFormat.name) JSON object", found: "an empty file")
        case let .notARecording(file, format):
            return InputProblem(InputProblem.place(file, "format"), expected: "\"\(RecordingFormat.name)\"",
                                found: "\"\(format)\"")
        case let .unsupportedVersion(file, version):
            return InputProblem(InputProblem.place(file, "version"),
                                expected: "\(RecordingFormat.version.major).x (written as \"MAJOR.MINOR\")",
                                found: "\"\(version)\"")
        case let .syntax(_, _, expected, found):
            return InputProblem(here, expected: expected, found: found)
        case let .truncated(_, _, expected):
            return InputProblem(here, expected: expected, found: "the end of the file (truncated)")
        case let .nonFiniteNumber(_, _, text):
            return InputProblem(here, expected: "a finite number", found: "\(text), which is not a JSON number")
        case let .numberOutOfRange(_, l, field, text, range):
            return InputProblem(InputProblem.place(l, field), expected: range, found: text)
        case let .nestingTooDeep(_, _, limit):
            return InputProblem(here, expected: "nesting at most \(limit) levels deep", found: "deeper nesting")
        case let .invalidString(_, _, problem):
            return InputProblem(here, "invalid string: \(problem)")
        case let .wrongType(_, l, field, expected, found):
            return InputProblem(InputProblem.place(l, field), expected: expected, found: found)
        case let .missingKey(_, l, key, object):
            return InputProblem(InputProblem.place(l, object), expected: "the key \"\(key)\" (it is required)",
                                found: "no such key")
        case let .duplicateKey(_, l, key, object):
            return InputProblem(InputProblem.place(l, object), expected: "the key \"\(key)\" once", found: "it twice")
        case let .invalidValue(_, l, field, problem):
            return InputProblem(InputProblem.place(l, field), problem)
        case let .invalidFrame(file, frame, l, problem):
            return problem.problem.within(InputProblem.place(l?.description ?? file, "frame \(frame)"))
        case .trailingData:
            return InputProblem(here, expected: "only whitespace after the end of the recording", found: "more data")
        case let .decoding(_, _, error):
            return error.problem.within(here)
        case let .touchesDropped(_, _, protocolA):
            return InputProblem(here, expected: "contacts where fingers go down (ABS_MT_POSITION_X/Y with slots or "
                                    + "SYN_MT_REPORT, or ABS_X/Y with BTN_TOUCH)",
                                found: "fingers going down here but no contact decoded from the file"
                                    + (protocolA ? " (multi-touch protocol A, converted with mtdev)" : ""))
        case let .deviceIndexOutOfRange(file, index, count):
            return InputProblem(file, expected: "a device numbered from 0 to \(count - 1) (the file has \(count) device(s))",
                                found: "device \(index)")
        case let .noTouchDevice(file, count):
            return InputProblem(file, expected: "a device with touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH)",
                                found: "none among the \(count) device(s)")
        case let .notATouchDevice(file, index, name):
            return InputProblem(InputProblem.place(file, "device \(index) (\(name))"),
                                expected: "touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with BTN_TOUCH)", found: "none")
        case let .unencodable(file, field, problem):
            return InputProblem(file, "cannot write \(field): \(problem)")
        case .writerClosed(let file):
            return InputProblem(file, "the recording writer is already finished or failed; create a new writer")
        case .partialExists(let file):
            return InputProblem(file, "already exists, left by an unfinished recording; recover it (touchstone recover) or remove it")
        case let .nothingToRecover(file, reason):
            return InputProblem(file, "nothing to recover: \(reason)")
        case .outputExists(let file):
            return InputProblem(file, "already exists; refusing to replace it (remove it, or ask to replace it: --force)")
        case let .cannotReplace(file, kind):
            return InputProblem(file, expected: "a new or regular file (a recording is written only to a regular file)",
                                found: kind)
        case let .outputIsInput(file, input):
            return InputProblem(file, "is the input \(input); write the output to another file")
        }
    }
}

extension RecordingError {
    /// A value that is not what the format allows at `location` (`wrongType` without a field path:
    /// what the YAML and evemu readers report, the place being the location itself).
    static func unexpected(_ location: SourceLocation, expected: String, found: String) -> RecordingError {
        .wrongType(file: location.file, location: location, field: "", expected: expected, found: found)
    }

    /// A value at `location` that `problem` says is wrong (`invalidValue` without a field path).
    static func invalid(_ location: SourceLocation, _ problem: String) -> RecordingError {
        .invalidValue(file: location.file, location: location, field: "", problem: problem)
    }
}
