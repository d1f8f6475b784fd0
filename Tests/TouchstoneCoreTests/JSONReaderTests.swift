import Testing
import TouchstoneCore

/// Hands the input out `size` bytes at a time (a file read in tiny chunks), failing after `failAfter` chunks.
private final class TinyChunks: JSONChunkSource {
    private let bytes: [UInt8]
    private let size: Int
    private let failAfter: Int?
    private var next = 0
    private var chunks = 0

    init(_ text: String, size: Int, failAfter: Int? = nil) {
        bytes = Array(text.utf8)
        self.size = size
        self.failAfter = failAfter
    }

    func readChunk(into chunk: inout [UInt8]) -> Bool {
        if let failAfter, chunks == failAfter { return false }
        chunks += 1
        let end = min(bytes.count, next + size)
        chunk = Array(bytes[next..<end])
        next = end
        return true
    }
}

/// The error reading `reader`'s document throws, or nil.
private func documentError(_ reader: JSONReader) -> JSONReadError? {
    var reader = reader
    do {
        _ = try reader.readDocument()
        return nil
    } catch {
        return error
    }
}

/// The error parsing `text` throws, or nil.
private func parseError(_ text: String, limits: JSONReader.Limits = JSONReader.Limits()) -> JSONReadError? {
    documentError(JSONReader(text: text, limits: limits))
}

/// The value of `reader`'s document, or its error.
private func document(_ reader: JSONReader) -> Result<JSONValue, JSONReadError> {
    var reader = reader
    do {
        return .success(try reader.readDocument())
    } catch {
        return .failure(error)
    }
}

struct JSONReaderTests {
    /// The document in `text` read from memory and from chunks of 1, 2, 3 and 7 bytes: all must agree.
    private func readEverywhere(_ text: String) -> [Result<JSONValue, JSONReadError>] {
        [document(JSONReader(text: text, name: "doc"))]
            + [1, 2, 3, 7].map { document(JSONReader(source: TinyChunks(text, size: $0), name: "doc", chunkCapacity: $0)) }
    }

    @Test func valuesKeepMembersInOrderWithDuplicates() throws {
        let text = #"{"b": [1, -2.5, true, false, null, {}], "a": {"x": "y"}, "b": []}"#
        let expected = JSONValue.object([
            ("b", .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null, .object([])])),
            ("a", .object([("x", .string("y"))])), ("b", .array([])),
        ])
        for result in readEverywhere(text) { #expect(try result.get() == expected) }
    }

    @Test func stringsUnescapeIncludingSurrogatePairs() throws {
        let text = #"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "é😀"]"#
        let expected = JSONValue.array([.string("a\"b\\c/d\u{8}\u{c}\n\r\t"), .string("é€"), .string("😀"), .string("é😀")])
        for result in readEverywhere(text) { #expect(try result.get() == expected) }
    }

    @Test(arguments: [
        (#"["\ud83d"]"#, "lone UTF-16 surrogate"),
        (#"["\ude00x"]"#, "lone UTF-16 surrogate"),
        (#"["\ud83d\u0041"]"#, "lone UTF-16 surrogate"),
        (#"["\q"]"#, #"unknown escape \q"#),
        (#"["\u12G4"]"#, "expected 4 hex digits after \\u, found 'G'"),
        ("[\"a\tb\"]", "control character byte 0x09 must be escaped"),
        ("[\"a", "expected the closing '\"' of a string, found the end of the input (truncated)"),
    ])
    func badStringsSayWhy(text: String, fragment: String) {
        for result in readEverywhere(text) {
            guard case .failure(let error) = result else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test func invalidUTF8IsRefused() {
        let error = documentError(JSONReader(bytes: [0x22, 0xC3, 0x28, 0x22]))
        #expect(error?.problem == .invalidString(problem: "not valid UTF-8"))
    }

    @Test func integersAreExactAcrossInt64() throws {
        for value in [Int64.min, Int64.min + 1, -1, 0, 9_007_199_254_740_993, Int64.max] {
            var reader = JSONReader(text: " \(value) ")
            #expect(try reader.readInteger(field: "n", in: Int64.min...Int64.max) == value)
        }
        var whole = JSONReader(text: "12.0e1")
        #expect(try whole.readInteger(field: "n", in: 0...1000) == 120)
    }

    @Test(arguments: [
        ("1.5", "n: expected an integer, found the number 1.5"),
        ("70000", "n: expected an integer in 0...65535, found 70000"),
        ("18446744073709551616", "n: expected an integer in 0...65535, found 18446744073709551616"),
        ("-", "expected a digit after '-', found the end of the input (truncated)"),
        ("\"7\"", "n: expected an integer, found a string"),
        ("007", "expected a number without leading zeros, found a digit after 0"),
        ("-Infinity", "found -Infinity, which is not a JSON number"),
    ])
    func badIntegersSayWhy(text: String, fragment: String) {
        var reader = JSONReader(text: text)
        do {
            let value = try reader.readInteger(field: "n", in: 0...65535)
            Issue.record("\(text) read as \(value)")
        } catch {
            #expect(error.message.contains(fragment), "\(error)")
        }
    }

    @Test(arguments: [0.1, -2.5, 1e-7, 5e-324, 1.7976931348623157e308, 1.0000000000000002, 0.30000000000000004, -0.0])
    func doublesRoundTrip(value: Double) throws {
        var reader = JSONReader(text: "\(value)")
        #expect(try reader.readDouble(field: "d").bitPattern == value.bitPattern)
    }

    @Test(arguments: ["1e400", "NaN", "01", "1.", ".5", "+1", "1e", "--1"])
    func badNumbersAreRefused(text: String) {
        #expect(parseError("[\(text)]") != nil)
    }

    @Test func errorsNameLineAndColumnInBytesAcrossChunks() {
        let text = "{\n  \"a\": 1,\n  \"é\": [1 2]\n}"
        for result in readEverywhere(text) {
            guard case .failure(let error) = result else {
                Issue.record("accepted")
                continue
            }
            #expect(error.location == SourceLocation(file: "doc", line: 3, column: 12), "\(error)")
            #expect(error.description == "doc:3:12: expected ',' or ']' after an array element, found '2'")
        }
    }

    @Test func nestingIsLimited() {
        let limits = JSONReader.Limits(maximumDepth: 3)
        #expect(parseError("[[[1]]]", limits: limits) == nil)
        let error = parseError("[[[[1]]]]", limits: limits)
        #expect(error?.problem == .nestingTooDeep(limit: 3))
        #expect(error?.location.column == 4)
    }

    @Test func stringAndNumberLengthsAreLimited() {
        let limits = JSONReader.Limits(maximumStringBytes: 4, maximumNumberCharacters: 5)
        #expect(parseError(#"["abcd", 12345]"#, limits: limits) == nil)
        #expect(parseError(#""abcde""#, limits: limits)?.problem == .invalidString(problem: "longer than 4 bytes"))
        #expect(parseError("123456", limits: limits)?.message.contains("at most 5 characters") == true)
    }

    @Test func documentsAreWholeAndAlone() {
        #expect(parseError(" \n ")?.problem == .empty)
        let trailing = parseError("{} x")
        #expect(trailing?.problem == .trailingData && trailing?.location.column == 4)
        #expect(parseError("[1,]")?.message == "expected a JSON value, found ']'")
        #expect(parseError("{\"a\" 1}")?.message == "expected ':' after an object key, found '1'")
    }

    @Test func packedKeysMatchAcrossChunkEdges() throws {
        let text = #"{"t_us": 1, "contacts": 2, "a\u0062": 3, "much_longer_key": 4}"#
        for size in [1, 5, 64] {
            var reader = JSONReader(source: TinyChunks(text, size: size), name: "keys", chunkCapacity: size)
            var keys: [UInt64] = []
            _ = try reader.nextToken()
            reader.advance()
            repeat {
                keys.append(try reader.readPackedKey())
                try reader.consume(UInt8(ascii: ":"), expected: "':'")
                try reader.skipValue(depth: 1)
            } while try reader.nextMember(closing: UInt8(ascii: "}"), expected: "'}'")
            try reader.finish()
            #expect(keys == [0x7375_5f74, JSONReader.pack(Array("contacts".utf8)), JSONReader.pack([0x61, 0x62]), JSONReader.longKey])
            #expect(JSONReader.unpack(keys[1]) == "contacts")
        }
    }

    @Test func aFailedChunkReadIsReported() {
        let error = documentError(JSONReader(source: TinyChunks("[1, 2, 3]", size: 2, failAfter: 2), name: "chunks", chunkCapacity: 2))
        #expect(error?.problem == .inputFailed)
        #expect(error?.location == SourceLocation(file: "chunks", line: 1, column: 5))
    }
}
