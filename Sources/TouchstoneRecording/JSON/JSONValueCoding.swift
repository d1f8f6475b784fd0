#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Reads and writes free-standing JSON values (label files, expect blocks, tool output) with the
/// same strict reader (Core's `JSONReader`) and deterministic writer as recordings.
public enum JSONValueCoding {
    /// Parses one JSON document (any value at the top level; only whitespace may follow it) with
    /// Core's `JSONReader` under the recording format's limits; errors name `name`.
    public static func decode(_ bytes: [UInt8], name: String = "<memory>") throws(RecordingError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, file: name)
        do {
            return try scanner.reader.readDocument()
        } catch {
            throw scanner.recordingError(error)
        }
    }

    /// Parses a JSON string.
    public static func decode(_ text: String, name: String = "<memory>") throws(RecordingError) -> JSONValue {
        try decode(Array(text.utf8), name: name)
    }

    /// Writes `value` (keys in their order) in the recording's pretty or compact layout; throws for
    /// NaN, infinity or nesting deeper than `RecordingFormat.maximumNestingDepth`.
    public static func encode(_ value: JSONValue, style: RecordingJSONStyle = .pretty) throws(RecordingError) -> [UInt8] {
        if let problem = RecordingHeaderEncoding.firstUnencodable(value, depth: 1) {
            throw .unencodable(file: "<memory>", field: "value" + problem.path, problem: problem.reason)
        }
        var output = JSONOutput()
        switch style {
        case .pretty:
            output.append(pretty: value, indent: 0, column: 0)
            output.append("\n")
        case .compact:
            output.append(compact: value)
        }
        return output.bytes
    }

    /// `value` as a JSON string.
    public static func encodeString(_ value: JSONValue, style: RecordingJSONStyle = .pretty) throws(RecordingError) -> String {
        String(decoding: try encode(value, style: style), as: UTF8.self)
    }
}
