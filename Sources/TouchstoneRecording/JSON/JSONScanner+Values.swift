#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

extension JSONScanner {
    /// Parses any JSON value into a `JSONValue`, keeping object keys in document order.
    ///
    /// - Parameter depth: nesting depth of the container the value sits in (the top-level
    ///   object is 1); containers deeper than `RecordingFormat.maximumNestingDepth` are rejected.
    mutating func parseValue(depth: Int) throws(RecordingError) -> JSONValue {
        let c = try nextToken()
        switch c {
        case UInt8(ascii: "{"):
            try enter(depth)
            pos += 1
            var members: [(key: String, value: JSONValue)] = []
            if try nextToken() == UInt8(ascii: "}") {
                pos += 1
                return .object(members)
            }
            while true {
                let key = try readKeyString()
                try consume(UInt8(ascii: ":"), expected: "':' after an object key")
                members.append((key, try parseValue(depth: depth + 1)))
                guard try endOfMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after an object member") else {
                    return .object(members)
                }
            }
        case UInt8(ascii: "["):
            try enter(depth)
            pos += 1
            var elements: [JSONValue] = []
            if try nextToken() == UInt8(ascii: "]") {
                pos += 1
                return .array(elements)
            }
            while true {
                elements.append(try parseValue(depth: depth + 1))
                guard try endOfMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after an array element") else {
                    return .array(elements)
                }
            }
        case UInt8(ascii: "\""):
            pos += 1
            scratch.removeAll(keepingCapacity: true)
            try readStringContents()
            return .string(scratchString())
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "N"), UInt8(ascii: "I"):
            return .number(try readDouble(field: "number"))
        default:
            throw unexpected(c, expected: "a JSON value")
        }
    }

    /// Consumes and validates any JSON value without building it (for unknown keys).
    mutating func skipValue(depth: Int) throws(RecordingError) {
        let c = try nextToken()
        switch c {
        case UInt8(ascii: "{"):
            try enter(depth)
            pos += 1
            if try nextToken() == UInt8(ascii: "}") {
                pos += 1
                return
            }
            while true {
                _ = try readPackedKey(expected: "a string key in double quotes")
                try consume(UInt8(ascii: ":"), expected: "':' after an object key")
                try skipValue(depth: depth + 1)
                guard try endOfMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after an object member") else {
                    return
                }
            }
        case UInt8(ascii: "["):
            try enter(depth)
            pos += 1
            if try nextToken() == UInt8(ascii: "]") {
                pos += 1
                return
            }
            while true {
                try skipValue(depth: depth + 1)
                guard try endOfMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after an array element") else {
                    return
                }
            }
        case UInt8(ascii: "\""):
            pos += 1
            scratch.removeAll(keepingCapacity: true)
            try readStringContents()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "N"), UInt8(ascii: "I"):
            _ = try readDouble(field: "number")
        default:
            _ = try parseValue(depth: depth)
        }
    }

    /// Reads an object key as a String.
    mutating func readKeyString() throws(RecordingError) -> String {
        let c = try nextToken()
        guard c == UInt8(ascii: "\"") else { throw unexpected(c, expected: "a string key in double quotes") }
        pos += 1
        scratch.removeAll(keepingCapacity: true)
        try readStringContents()
        return scratchString()
    }

    /// After a member or element: consumes `,` (true: another follows) or the closing bracket (false).
    @inline(__always)
    mutating func endOfMember(closing: UInt8, expected: @autoclosure () -> String) throws(RecordingError) -> Bool {
        let c = try nextToken()
        if c == UInt8(ascii: ",") {
            pos += 1
            return true
        }
        guard c == closing else { throw unexpected(c, expected: expected()) }
        pos += 1
        return false
    }

    /// Checks that a container opened inside a container at `depth` stays within the limit.
    @inline(__always)
    func enter(_ depth: Int) throws(RecordingError) {
        guard depth < RecordingFormat.maximumNestingDepth else {
            throw RecordingError.nestingTooDeep(file: file, location: location(), limit: RecordingFormat.maximumNestingDepth)
        }
    }
}
