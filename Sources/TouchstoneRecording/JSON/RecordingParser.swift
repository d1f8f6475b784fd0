#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// The reading state machine behind `RecordingReader`: top-level keys in any order, frames
/// streamed one at a time when the header precedes them, buffered otherwise.
struct RecordingParser {
    private enum Phase {
        /// Before the top-level object has been read up to `frames` or its end.
        case start
        /// Inside the frames array; `separator` is false before the first frame.
        case streaming(separator: Bool)
        /// Frames were buffered because the header came after them.
        case buffered(next: Int)
        /// Every frame has been returned and the document checked to its end.
        case finished
    }

    private enum Stop {
        case frames
        case end
    }

    private var scanner: JSONScanner
    private var phase = Phase.start
    private var seen: Set<String> = []
    private var formatSeen = false
    private var version: RecordingFormat.Version?
    private var deviceValue: (value: JSONValue, location: SourceLocation)?
    private var metadataValue: (value: JSONValue, location: SourceLocation)?
    private var gesturesValue: (value: JSONValue, location: SourceLocation)?
    private var expect: JSONValue?
    private var buffered: [TouchFrame] = []
    private var validator: FrameValidator?
    /// The header read so far (complete once `nextFrame()` returned nil).
    private(set) var header: RecordingHeader?
    /// Frames returned so far.
    private(set) var frameIndex = 0
    /// True while a frame has been started but not completed (what recovery drops).
    private(set) var isInsideFrame = false

    var file: String { scanner.file }

    init(scanner: JSONScanner) {
        self.scanner = scanner
    }

    // MARK: Header

    /// Reads up to the first frame (or the whole document when the header follows the frames).
    mutating func readHeader() throws(RecordingError) -> RecordingHeader {
        let c = try scanner.nextToken()
        if scanner.isAtEnd { throw .empty(file: file) }
        guard c == UInt8(ascii: "{") else {
            throw scanner.unexpected(c, expected: "a JSON object ('{') starting a \(RecordingFormat.name)")
        }
        scanner.advance()
        let stop: Stop
        if try scanner.nextToken() == UInt8(ascii: "}") {
            scanner.advance()
            stop = .end
        } else {
            stop = try readMembers(separatorFirst: false)
        }
        switch stop {
        case .frames:
            phase = .streaming(separator: false)
        case .end:
            try finishDocument()
            let header = try completeHeader()
            var validator = FrameValidator(device: header.device)
            for (i, frame) in buffered.enumerated() {
                if let problem = validator.check(frame) {
                    throw .invalidFrame(file: file, frame: i, location: nil, problem: problem)
                }
            }
            phase = .buffered(next: 0)
        }
        guard let header else { throw .missingKey(file: file, location: scanner.location(), key: "device", object: "the recording") }
        return header
    }

    /// Reads top-level members until the start of a streamable frames array or the closing brace.
    private mutating func readMembers(separatorFirst: Bool) throws(RecordingError) -> Stop {
        var needSeparator = separatorFirst
        while true {
            if needSeparator {
                guard try scanner.endOfMember(closing: UInt8(ascii: "}"),
                                              expected: "',' or '}' after a top-level member") else { return .end }
            }
            needSeparator = true
            let key = try scanner.readKey()
            try scanner.consume(UInt8(ascii: ":"), expected: "':' after an object key")
            let known = ["format", "version", "device", "metadata", "libinput_gestures", "expect", "frames"]
            if known.contains(key) {
                guard seen.insert(key).inserted else {
                    throw .duplicateKey(file: file, location: scanner.location(), key: key, object: "the recording")
                }
            }
            switch key {
            case "format":
                let format = try scanner.readString(field: "format")
                guard format == RecordingFormat.name else { throw .notARecording(file: file, format: format) }
                formatSeen = true
            case "version":
                let text = try scanner.readString(field: "version")
                guard let version = RecordingFormat.Version(text), RecordingFormat.version.canRead(version) else {
                    throw .unsupportedVersion(file: file, version: text)
                }
                self.version = version
            case "device":
                let location = scanner.location()
                deviceValue = (try scanner.readValue(depth: 1), location)
            case "metadata":
                let location = scanner.location()
                metadataValue = (try scanner.readValue(depth: 1), location)
            case "libinput_gestures":
                let location = scanner.location()
                gesturesValue = (try scanner.readValue(depth: 1), location)
            case "expect":
                expect = try scanner.readValue(depth: 1)
            case "frames":
                let c = try scanner.nextToken()
                guard c == UInt8(ascii: "[") else {
                    throw scanner.wrongType(c, field: "frames", expected: "an array of frames")
                }
                if formatSeen, version != nil, deviceValue != nil {
                    let header = try completeHeader()
                    validator = FrameValidator(device: header.device)
                    scanner.advance()
                    return .frames
                }
                try bufferFrames()
            default:
                try scanner.skipValue(depth: 1)
            }
        }
    }

    /// Builds the header from what has been read; required keys must be present.
    @discardableResult
    private mutating func completeHeader() throws(RecordingError) -> RecordingHeader {
        guard formatSeen else {
            throw .missingKey(file: file, location: scanner.location(), key: "format", object: "the recording")
        }
        guard let version else {
            throw .missingKey(file: file, location: scanner.location(), key: "version", object: "the recording")
        }
        guard let deviceValue else {
            throw .missingKey(file: file, location: scanner.location(), key: "device", object: "the recording")
        }
        let device = try RecordingHeaderDecoding(file: file, location: deviceValue.location).device(deviceValue.value)
        var metadata = RecordingMetadata(source: "unknown")
        if let metadataValue {
            metadata = try RecordingHeaderDecoding(file: file, location: metadataValue.location).metadata(metadataValue.value)
        }
        var gestures: [LibinputGestureEvent] = []
        if let gesturesValue {
            gestures = try RecordingHeaderDecoding(file: file, location: gesturesValue.location).gestures(gesturesValue.value)
        }
        let header = RecordingHeader(device: device, metadata: metadata, libinputGestures: gestures, expect: expect,
                                     version: version)
        self.header = header
        return header
    }

    /// Reads a frames array that precedes the header, checking only what needs no device.
    private mutating func bufferFrames() throws(RecordingError) {
        scanner.advance()
        if try scanner.nextToken() == UInt8(ascii: "]") {
            scanner.advance()
            return
        }
        repeat {
            buffered.append(try scanner.parseFrame(index: buffered.count, maxContacts: MTDecoder.maximumSlots))
        } while try scanner.endOfMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after a frame")
    }

    /// After the top-level object: requires `frames` and nothing but whitespace to follow.
    private mutating func finishDocument() throws(RecordingError) {
        guard seen.contains("frames") else {
            throw .missingKey(file: file, location: scanner.location(), key: "frames", object: "the recording")
        }
        let c = try scanner.nextToken()
        guard scanner.isAtEnd else {
            _ = c
            throw .trailingData(file: file, location: scanner.location())
        }
    }

    // MARK: Frames

    /// The next frame, or nil after the last one (the rest of the document is then read and checked).
    mutating func nextFrame() throws(RecordingError) -> TouchFrame? {
        switch phase {
        case .streaming(let separator):
            if separator {
                guard try scanner.endOfMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after a frame") else {
                    try finishAfterFrames()
                    return nil
                }
            } else if try scanner.nextToken() == UInt8(ascii: "]") {
                scanner.advance()
                try finishAfterFrames()
                return nil
            }
            _ = try scanner.nextToken()
            isInsideFrame = !scanner.isAtEnd
            guard var validator else { return nil }
            let frame = try scanner.parseFrame(index: frameIndex, maxContacts: validator.slotCount)
            isInsideFrame = false
            if let problem = validator.check(frame) {
                throw .invalidFrame(file: file, frame: frameIndex, location: scanner.location(), problem: problem)
            }
            self.validator = validator
            frameIndex += 1
            phase = .streaming(separator: true)
            return frame
        case .buffered(let next):
            guard next < buffered.count else {
                buffered = []
                phase = .finished
                return nil
            }
            phase = .buffered(next: next + 1)
            frameIndex += 1
            return buffered[next]
        case .start, .finished:
            return nil
        }
    }

    /// Reads the top-level members after the frames array (header keys may follow the frames).
    private mutating func finishAfterFrames() throws(RecordingError) {
        phase = .finished
        guard try readMembers(separatorFirst: true) == .end else { return }
        try finishDocument()
        try completeHeader()
    }
}
