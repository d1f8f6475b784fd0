import CYAML
import Glibc
import TouchstoneCore

/// A pull parser over libyaml's event API: one event at a time, nothing built that is not asked for.
///
/// It is hardened for untrusted input: anchors and aliases are rejected (so no alias expansion can
/// blow up, "billion laughs"), nesting is bounded, and every failure is a located
/// `RecordingError`. Scalars are read straight from libyaml's buffer, so numbers never
/// become Swift strings.
final class YAMLEventStream {
    /// The kinds of event the importers care about.
    enum Kind: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
        case scalar, alias, none
    }

    /// Default bound on nesting; a libinput record needs six levels.
    static let defaultMaximumDepth = 32

    let file: String
    let maximumDepth: Int
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    /// The bytes parsed, when parsing from memory (nil when reading a descriptor).
    private let input: UnsafeMutableBufferPointer<UInt8>?
    private var hasEvent = false
    /// Containers open around the current event.
    private(set) var depth = 0
    /// The current event's kind.
    private(set) var kind: Kind = .none
    /// The open containers, innermost last, with the keys each open mapping has had so far.
    private var open: [OpenContainer] = []

    /// An open sequence or mapping; a mapping alternates key, value, key...
    private struct OpenContainer {
        var isMapping: Bool
        var expectsKey = true
        /// The keys seen so far (linear search for the few keys of a mapping, a set beyond 16).
        var keys: [[UInt8]] = []
        var keySet: Set<[UInt8]> = []

        /// Records `key`; false when the mapping already has it.
        mutating func insert(_ key: [UInt8]) -> Bool {
            if keys.count < 16 {
                if keys.contains(key) { return false }
                keys.append(key)
                if keys.count == 16 { keySet = Set(keys) }
                return true
            }
            return keySet.insert(key).inserted
        }
    }

    /// Prepares to parse `bytes` (copied, so the caller's buffer need not outlive the stream).
    init<C: Collection<UInt8>>(bytes: C, file: String, maximumDepth: Int = YAMLEventStream.defaultMaximumDepth) {
        self.file = file
        self.maximumDepth = maximumDepth
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = input.initialize(from: bytes)
        self.input = input
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    /// Prepares to parse an open file, read by libyaml in its own small chunks as parsing goes, so
    /// memory does not grow with the file. The descriptor stays the caller's to close.
    init(fileDescriptor: Int32, file: String, maximumDepth: Int = YAMLEventStream.defaultMaximumDepth) {
        self.file = file
        self.maximumDepth = maximumDepth
        input = nil
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        // The descriptor travels in the context pointer (+1, so that descriptor 0 is not null).
        let context = UnsafeMutableRawPointer(bitPattern: Int(fileDescriptor) + 1)
        yaml_parser_set_input(parser, { context, buffer, size, sizeRead in
            guard let buffer, let sizeRead else { return 0 }
            let fd = Int32(Int(bitPattern: context) - 1)
            while true {
                let count = read(fd, buffer, size)
                if count >= 0 {
                    sizeRead.pointee = count
                    return 1
                }
                if errno != EINTR { return 0 }
            }
        }, context)
    }

    deinit {
        if hasEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        input?.deallocate()
    }

    /// Where the current event starts.
    var location: SourceLocation {
        let mark = event.pointee.start_mark
        return SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
    }

    /// Where the current event starts, without building a `SourceLocation` (kept per evdev row).
    var packedLocation: PackedLocation {
        let mark = event.pointee.start_mark
        return PackedLocation(line: mark.line + 1, column: mark.column + 1)
    }

    /// Reads the next event.
    func advance() throws(RecordingError) {
        if hasEvent {
            yaml_event_delete(event)
            hasEvent = false
        }
        guard yaml_parser_parse(parser, event) == 1 else { throw parserError() }
        hasEvent = true
        let e = event.pointee
        switch e.type {
        case YAML_STREAM_START_EVENT: kind = .streamStart
        case YAML_STREAM_END_EVENT: kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT: kind = .documentStart
        case YAML_DOCUMENT_END_EVENT: kind = .documentEnd
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart
            try enter(anchor: e.data.sequence_start.anchor, mapping: false)
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart
            try enter(anchor: e.data.mapping_start.anchor, mapping: true)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            kind = e.type == YAML_SEQUENCE_END_EVENT ? .sequenceEnd : .mappingEnd
            depth -= 1
            open.removeLast()
        case YAML_SCALAR_EVENT:
            kind = .scalar
            if e.data.scalar.anchor != nil { throw anchorError() }
            try noteScalar()
        case YAML_ALIAS_EVENT:
            kind = .alias
            throw anchorError()
        default:
            kind = .none
        }
    }

    private func enter(anchor: UnsafeMutablePointer<yaml_char_t>?, mapping: Bool) throws(RecordingError) {
        if anchor != nil { throw anchorError() }
        depth += 1
        if depth > maximumDepth {
            throw .nestingTooDeep(file: file, location: location, limit: maximumDepth)
        }
        // A container is a value (or, unusually, a key) of its parent mapping.
        if let last = open.indices.last, open[last].isMapping { open[last].expectsKey.toggle() }
        open.append(OpenContainer(isMapping: mapping))
    }

    /// A key of a mapping must not repeat (YAML forbids it; libyaml does not check).
    private func noteScalar() throws(RecordingError) {
        guard let last = open.indices.last, open[last].isMapping else { return }
        defer { open[last].expectsKey.toggle() }
        guard open[last].expectsKey else { return }
        let key = Array(scalarBytes)
        guard open[last].insert(key) else {
            throw .unexpected(location, expected: "each key once in a mapping", found: "the key \(foundDescription) again")
        }
    }

    private func anchorError() -> RecordingError {
        .syntax(file: file, location: location, expected: "no YAML anchors or aliases (libinput record writes none)",
                found: "an anchor or alias")
    }

    private func parserError() -> RecordingError {
        let p = parser.pointee
        let mark = p.problem_mark
        let at = SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1)
        let problem = p.problem.map { String(cString: $0) } ?? "malformed YAML"
        if let context = p.context.map({ String(cString: $0) }) {
            return .syntax(file: file, location: at, expected: "well-formed YAML", found: "a syntax error: \(problem) (\(context))")
        }
        return .syntax(file: file, location: at, expected: "well-formed YAML", found: "a syntax error: \(problem)")
    }

    // MARK: Scalars

    /// The current scalar's bytes (empty for other events); valid until the next `advance()`.
    var scalarBytes: UnsafeBufferPointer<UInt8> {
        guard kind == .scalar, let value = event.pointee.data.scalar.value else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: value, count: event.pointee.data.scalar.length)
    }

    /// True when the current scalar is written without quotes (so it may be a number or null).
    var isPlainScalar: Bool { kind == .scalar && event.pointee.data.scalar.style == YAML_PLAIN_SCALAR_STYLE }

    /// True when the current event is a plain scalar that YAML reads as null (`~`, `null`, empty).
    var isNull: Bool {
        guard isPlainScalar else { return false }
        let b = scalarBytes
        return b.isEmpty || (b.count == 1 && b[0] == UInt8(ascii: "~")) || equals(b, "null") || equals(b, "Null")
            || equals(b, "NULL")
    }

    /// True when the current event is a scalar equal to `literal`.
    func scalarIs(_ literal: StaticString) -> Bool {
        kind == .scalar && equals(scalarBytes, literal)
    }

    private func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard bytes.count == literal.utf8CodeUnitCount else { return false }
        let l = literal.utf8Start
        for i in 0..<bytes.count where bytes[i] != l[i] { return false }
        return true
    }

    /// The current scalar as a string (for names and versions, not for numbers).
    func scalarString() -> String { String(decoding: scalarBytes, as: UTF8.self) }

    /// A short, printable description of the current event for "found ..." messages.
    var foundDescription: String {
        switch kind {
        case .scalar:
            let text = scalarString()
            let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
            return "\"\(shown)\""
        case .sequenceStart: return "a sequence"
        case .mappingStart: return "a mapping"
        case .sequenceEnd: return "the end of a sequence"
        case .mappingEnd: return "the end of a mapping"
        case .streamEnd, .documentEnd: return "the end of the document"
        case .documentStart: return "a new document"
        default: return "something else"
        }
    }

    /// Throws unless the current event is of `kind`.
    func require(_ kind: Kind, expected: @autoclosure () -> String) throws(RecordingError) {
        if self.kind != kind { throw .unexpected(location, expected: expected(), found: foundDescription) }
    }

    /// Advances, then throws unless the new event is of `kind`.
    func next(_ kind: Kind, expected: @autoclosure () -> String) throws(RecordingError) {
        try advance()
        if self.kind != kind { throw .unexpected(location, expected: expected(), found: foundDescription) }
    }

    /// The current event as an integer within `range`: a plain decimal (or 0x hex) scalar.
    func integer(_ what: @autoclosure () -> String, in range: ClosedRange<Int64> = Int64.min...Int64.max)
        throws(RecordingError) -> Int64 {
        guard isPlainScalar, let value = NumberParsing.integer(scalarBytes) else {
            throw .unexpected(location, expected: "an integer (\(what()))", found: foundDescription)
        }
        guard range.contains(value) else {
            throw .unexpected(location, expected: "\(what()) in \(range.lowerBound)...\(range.upperBound)", found: "\(value)")
        }
        return value
    }

    /// The current event as a finite number: a plain scalar.
    func number(_ what: @autoclosure () -> String) throws(RecordingError) -> Double {
        guard isPlainScalar, let value = NumberParsing.double(scalarBytes) else {
            throw .unexpected(location, expected: "a number (\(what()))", found: foundDescription)
        }
        return value
    }

    /// Skips the value that starts at the current event (a scalar, or a whole container).
    func skipValue() throws(RecordingError) {
        guard kind == .sequenceStart || kind == .mappingStart else { return }
        let target = depth - 1
        while depth > target {
            try advance()
            if kind == .streamEnd || kind == .documentEnd {
                throw .unexpected(location, expected: "the end of the open container", found: foundDescription)
            }
        }
    }
}
