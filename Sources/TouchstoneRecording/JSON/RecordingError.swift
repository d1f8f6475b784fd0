/// Why a recording could not be read, written or recovered. Every case names the file (or
/// `<memory>` for bytes), and where it can, the line and column or frame index and what was expected.
public enum RecordingError: Error, Sendable, Hashable {
    /// A system call on the file failed (`operation` is `open`, `read`, `write`, `fsync`, `rename`...).
    case io(file: String, operation: String, errno: Int32)
    /// The input is empty or only whitespace.
    case empty(file: String)
    /// The bytes are not JSON: `expected` describes what the grammar allows at `location`.
    case syntax(file: String, location: SourceLocation, expected: String, found: String)
    /// The input ends before the document is complete.
    case truncated(file: String, location: SourceLocation, expected: String)
    /// `NaN`, `Infinity` or `-Infinity`: not JSON numbers.
    case nonFiniteNumber(file: String, location: SourceLocation, text: String)
    /// A number does not fit the field (or a double).
    case numberOutOfRange(file: String, location: SourceLocation, field: String, text: String, range: String)
    /// Arrays and objects are nested deeper than `RecordingFormat.maximumNestingDepth`.
    case nestingTooDeep(file: String, location: SourceLocation, limit: Int)
    /// A string is longer than `RecordingFormat.maximumStringBytes` or not valid UTF-8 / escapes.
    case invalidString(file: String, location: SourceLocation, problem: String)
    /// A value has the wrong JSON type.
    case wrongType(file: String, location: SourceLocation, field: String, expected: String, found: String)
    /// A required key is absent from an object.
    case missingKey(file: String, location: SourceLocation, key: String, object: String)
    /// A key appears twice in an object whose keys Touchstone interprets.
    case duplicateKey(file: String, location: SourceLocation, key: String, object: String)
    /// The `"format"` key names another format.
    case notARecording(file: String, format: String)
    /// The version's major number is not one this reader understands, or the version is malformed.
    case unsupportedVersion(file: String, version: String)
    /// A value has the right type but a meaning the format does not allow.
    case invalidValue(file: String, location: SourceLocation, field: String, problem: String)
    /// A frame breaks a rule of the format (`location` is nil when the writer refused it).
    case invalidFrame(file: String, frame: Int, location: SourceLocation?, problem: FrameProblem)
    /// Something other than whitespace follows the document.
    case trailingData(file: String, location: SourceLocation)
    /// The writer was asked to write a value JSON cannot hold (NaN, infinity, an out-of-range time).
    case unencodable(file: String, field: String, problem: String)
    /// The writer was used after `finish()` or after an earlier error.
    case writerClosed(file: String)
    /// A `.partial` from an earlier, unfinished recording is in the way (recover or remove it).
    case partialExists(file: String)
    /// A `.partial` file holds too little to recover a recording (no complete header).
    case nothingToRecover(file: String, reason: String)
    /// The input is not a regular file (a directory, a character device such as `/dev/zero`, a FIFO...).
    case notARegularFile(file: String, kind: String)
    /// The output already exists and the writer was not told to replace it.
    case outputExists(file: String)
    /// The output path names something a recording never replaces (a directory, a device...).
    case cannotReplace(file: String, kind: String)
    /// The output path names the input file (under the same or another name).
    case outputIsInput(file: String, input: String)
}

extension RecordingError {
    /// The file the error is about.
    public var file: String {
        switch self {
        case .io(let file, _, _), .empty(let file), .syntax(let file, _, _, _), .truncated(let file, _, _),
             .nonFiniteNumber(let file, _, _), .numberOutOfRange(let file, _, _, _, _),
             .nestingTooDeep(let file, _, _), .invalidString(let file, _, _), .wrongType(let file, _, _, _, _),
             .missingKey(let file, _, _, _), .duplicateKey(let file, _, _, _), .notARecording(let file, _),
             .unsupportedVersion(let file, _), .invalidValue(let file, _, _, _), .invalidFrame(let file, _, _, _),
             .trailingData(let file, _), .unencodable(let file, _, _), .writerClosed(let file),
             .partialExists(let file), .nothingToRecover(let file, _), .notARegularFile(let file, _),
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
             .invalidValue(_, let l, _, _), .trailingData(_, let l):
            return l
        case .invalidFrame(_, _, let l, _):
            return l
        case .io, .empty, .notARecording, .unsupportedVersion, .unencodable, .writerClosed, .partialExists,
             .nothingToRecover, .notARegularFile, .outputExists, .cannotReplace, .outputIsInput:
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
    /// `FILE:LINE:COLUMN: what is wrong; what was expected` (as `RecordingImportError` prints).
    public var description: String {
        switch self {
        case let .io(file, operation, code):
            return "\(file): \(operation) failed: \(RecordingFileIO.message(code)) (errno \(code))"
        case .empty(let file):
            return "\(file): the file is empty; expected a \(RecordingFormat.name) JSON object"
        case let .syntax(_, l, expected, found):
            return "\(l): expected \(expected), found \(found)"
        case let .truncated(_, l, expected):
            return "\(l): the file ends too early (truncated); expected \(expected)"
        case let .nonFiniteNumber(_, l, text):
            return "\(l): \(text) is not a JSON number; expected a finite number"
        case let .numberOutOfRange(_, l, field, text, range):
            return "\(l): \(field): number \(text) is out of range; expected \(range)"
        case let .nestingTooDeep(_, l, limit):
            return "\(l): arrays and objects are nested more than \(limit) deep"
        case let .invalidString(_, l, problem):
            return "\(l): invalid string: \(problem)"
        case let .wrongType(_, l, field, expected, found):
            return "\(l): \(field): expected \(expected), found \(found)"
        case let .missingKey(_, l, key, object):
            return "\(l): \(object.isEmpty ? "the object" : object) has no \"\(key)\" key; it is required"
        case let .duplicateKey(_, l, key, object):
            return "\(l): \(object.isEmpty ? "the object" : object) has the key \"\(key)\" twice; expected it once"
        case let .notARecording(file, format):
            return "\(file): format is \"\(format)\"; expected \"\(RecordingFormat.name)\""
        case let .unsupportedVersion(file, version):
            return "\(file): unsupported \(RecordingFormat.name) version \"\(version)\"; this reader reads "
                + "version \(RecordingFormat.version.major).x (written as \"MAJOR.MINOR\")"
        case let .invalidValue(_, l, field, problem):
            return "\(l): \(field): \(problem)"
        case let .invalidFrame(file, frame, l, problem):
            return "\(l.map(\.description) ?? file): frame \(frame): \(problem)"
        case let .trailingData(_, l):
            return "\(l): unexpected data after the end of the recording; expected only whitespace"
        case let .unencodable(file, field, problem):
            return "\(file): cannot write \(field): \(problem)"
        case .writerClosed(let file):
            return "\(file): the recording writer is already finished or failed; create a new writer"
        case .partialExists(let file):
            return "\(file): already exists, left by an unfinished recording; recover it (touchstone recover) or remove it"
        case let .nothingToRecover(file, reason):
            return "\(file): nothing to recover: \(reason)"
        case let .notARegularFile(file, kind):
            return "\(file): is \(kind); expected a regular file"
        case .outputExists(let file):
            return "\(file): already exists; refusing to replace it (remove it, or ask to replace it: --force)"
        case let .cannotReplace(file, kind):
            return "\(file): is \(kind); a recording is written only to a regular file"
        case let .outputIsInput(file, input):
            return "\(file): is the input \(input); write the output to another file"
        }
    }
}
