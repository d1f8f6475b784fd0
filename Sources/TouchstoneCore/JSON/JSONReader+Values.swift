extension JSONReader {
    /// Reads one whole document: a value with nothing after it but whitespace.
    public mutating func readDocument() throws(JSONReadError) -> JSONValue {
        _ = try nextToken()
        if isAtEnd { throw error(.empty) }
        let value = try readValue(depth: 0)
        try finish()
        return value
    }

    /// Reads any JSON value into a `JSONValue`, keeping object members in document order.
    ///
    /// - Parameter depth: nesting depth of the container the value sits in (0 at the top level);
    ///   containers deeper than `limits.maximumDepth` are rejected.
    public mutating func readValue(depth: Int) throws(JSONReadError) -> JSONValue {
        let c = try nextToken()
        switch c {
        case UInt8(ascii: "{"):
            try enter(depth)
            index += 1
            var members: [(key: String, value: JSONValue)] = []
            if try nextToken() == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            repeat {
                let key = try readKey()
                try consume(UInt8(ascii: ":"), expected: "':' after an object key")
                members.append((key, try readValue(depth: depth + 1)))
            } while try nextMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after an object member")
            return .object(members)
        case UInt8(ascii: "["):
            try enter(depth)
            index += 1
            var elements: [JSONValue] = []
            if try nextToken() == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            repeat {
                elements.append(try readValue(depth: depth + 1))
            } while try nextMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after an array element")
            return .array(elements)
        case UInt8(ascii: "\""):
            index += 1
            return .string(try readStringAfterQuote())
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

    /// Consumes and checks any JSON value without building it (for keys a typed reader ignores).
    public mutating func skipValue(depth: Int) throws(JSONReadError) {
        let c = try nextToken()
        switch c {
        case UInt8(ascii: "{"):
            try enter(depth)
            index += 1
            if try nextToken() == UInt8(ascii: "}") {
                index += 1
                return
            }
            repeat {
                _ = try readPackedKey()
                try consume(UInt8(ascii: ":"), expected: "':' after an object key")
                try skipValue(depth: depth + 1)
            } while try nextMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after an object member")
        case UInt8(ascii: "["):
            try enter(depth)
            index += 1
            if try nextToken() == UInt8(ascii: "]") {
                index += 1
                return
            }
            repeat {
                try skipValue(depth: depth + 1)
            } while try nextMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after an array element")
        case UInt8(ascii: "\""):
            index += 1
            scratch.removeAll(keepingCapacity: true)
            try readStringContents()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "N"), UInt8(ascii: "I"):
            _ = try readDouble(field: "number")
        default:
            _ = try readValue(depth: depth)
        }
    }

    /// Checks that a container opened inside a container at `depth` stays within the limit.
    @inline(__always)
    func enter(_ depth: Int) throws(JSONReadError) {
        guard depth < limits.maximumDepth else { throw error(.nestingTooDeep(limit: limits.maximumDepth)) }
    }
}

extension JSONValue {
    /// Parses one JSON document (any value at the top level; only whitespace may follow it).
    public init(parsing bytes: [UInt8], name: String = "<memory>",
                limits: JSONReader.Limits = JSONReader.Limits()) throws(JSONReadError) {
        var reader = JSONReader(bytes: bytes, name: name, limits: limits)
        self = try reader.readDocument()
    }

    /// Parses the UTF-8 of `text` as one JSON document.
    public init(parsing text: String, name: String = "<memory>",
                limits: JSONReader.Limits = JSONReader.Limits()) throws(JSONReadError) {
        try self.init(parsing: Array(text.utf8), name: name, limits: limits)
    }
}
