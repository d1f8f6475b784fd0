#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Packed (little-endian) forms of the keys of frames and contacts, see `JSONReader.readPackedKey`.
enum FrameKey {
    static let time: UInt64 = 0x7375_5f74 // "t_us"
    static let contacts: UInt64 = 0x7374_6361_746e_6f63 // "contacts"
    static let fingers: UInt64 = 0x73_7265_676e_6966 // "fingers"
    static let resync: UInt64 = 0x636e_7973_6572 // "resync"
    static let slot: UInt64 = 0x746f_6c73 // "slot"
    static let id: UInt64 = 0x6469 // "id"
    static let x: UInt64 = 0x78 // "x"
    static let y: UInt64 = 0x79 // "y"
    static let pressure: UInt64 = 0x70 // "p"
}

extension JSONScanner {
    private static let int32Range = Int64(Int32.min)...Int64(Int32.max)

    /// Parses one frame object (the hot path of reading).
    ///
    /// Checks JSON types, required keys, that `fingers` is not below the contact count, and stops
    /// as soon as a frame has more than `maxContacts` contacts. Device-dependent rules (slot
    /// range, time order) are `FrameValidator`'s. Contacts are returned sorted by slot.
    mutating func parseFrame(index: Int, maxContacts: Int) throws(RecordingError) -> TouchFrame {
        do {
            return try parseFrameBody(index: index, maxContacts: maxContacts)
        } catch {
            throw error.inField("frames[\(index)]")
        }
    }

    private mutating func parseFrameBody(index: Int, maxContacts: Int) throws(RecordingError) -> TouchFrame {
        let c = try nextToken()
        guard c == UInt8(ascii: "{") else { throw wrongType(c, field: "", expected: "a frame object") }
        advance()
        var time: Int64?
        var contacts: [Contact]?
        var fingers: Int?
        var resync = false
        var seenResync = false
        if try nextToken() == UInt8(ascii: "}") {
            throw RecordingError.missingKey(file: file, location: location(), key: "t_us", object: "")
        }
        repeat {
            let key = try readPackedKey()
            try consume(UInt8(ascii: ":"), expected: "':' after an object key")
            switch key {
            case FrameKey.time:
                guard time == nil else { throw duplicate(key, in: "") }
                time = try readInteger(field: "t_us", in: Int64.min...Int64.max)
            case FrameKey.contacts:
                guard contacts == nil else { throw duplicate(key, in: "") }
                contacts = try parseContacts(frame: index, maxContacts: maxContacts)
            case FrameKey.fingers:
                guard fingers == nil else { throw duplicate(key, in: "") }
                fingers = Int(try readInteger(field: "fingers", in: 0...Int64(Int32.max)))
            case FrameKey.resync:
                guard !seenResync else { throw duplicate(key, in: "") }
                seenResync = true
                resync = try readBool(field: "resync")
            default:
                try skipValue(depth: 3)
            }
        } while try endOfMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after a frame member")
        guard let time else {
            throw RecordingError.missingKey(file: file, location: location(), key: "t_us", object: "")
        }
        guard var contacts else {
            throw RecordingError.missingKey(file: file, location: location(), key: "contacts", object: "")
        }
        if let fingers, fingers < contacts.count {
            throw RecordingError.invalidFrame(file: file, frame: index, location: location(),
                                              problem: .fingersBelowContacts(fingers: fingers, contacts: contacts.count))
        }
        if !Self.isSortedBySlot(contacts) { contacts.sort { $0.slot < $1.slot } }
        return TouchFrame(time: time, contacts: contacts, fingerCount: fingers, isResync: resync)
    }

    @inline(__always)
    static func isSortedBySlot(_ contacts: [Contact]) -> Bool {
        var previous = Int.min
        for contact in contacts {
            guard contact.slot >= previous else { return false }
            previous = contact.slot
        }
        return true
    }

    private mutating func parseContacts(frame: Int, maxContacts: Int) throws(RecordingError) -> [Contact] {
        let c = try nextToken()
        guard c == UInt8(ascii: "[") else { throw wrongType(c, field: "contacts", expected: "an array of contacts") }
        advance()
        var contacts: [Contact] = []
        if try nextToken() == UInt8(ascii: "]") {
            advance()
            return contacts
        }
        contacts.reserveCapacity(4)
        repeat {
            guard contacts.count < maxContacts else {
                throw RecordingError.invalidFrame(file: file, frame: frame, location: location(),
                                                  problem: .tooManyContacts(count: contacts.count + 1, slotCount: maxContacts))
            }
            do {
                contacts.append(try parseContact())
            } catch {
                throw error.inField("contacts[\(contacts.count)]")
            }
        } while try endOfMember(closing: UInt8(ascii: "]"), expected: "',' or ']' after a contact")
        return contacts
    }

    private mutating func parseContact() throws(RecordingError) -> Contact {
        let c = try nextToken()
        guard c == UInt8(ascii: "{") else { throw wrongType(c, field: "", expected: "a contact object") }
        advance()
        var slot: Int64?, id: Int64?, x: Int64?, y: Int64?, pressure: Int64?
        if try nextToken() == UInt8(ascii: "}") {
            throw RecordingError.missingKey(file: file, location: location(), key: "slot", object: "")
        }
        repeat {
            let key = try readPackedKey()
            try consume(UInt8(ascii: ":"), expected: "':' after an object key")
            switch key {
            case FrameKey.slot:
                guard slot == nil else { throw duplicate(key, in: "") }
                slot = try readInteger(field: "slot", in: Self.int32Range)
            case FrameKey.id:
                guard id == nil else { throw duplicate(key, in: "") }
                id = try readInteger(field: "id", in: Self.int32Range)
            case FrameKey.x:
                guard x == nil else { throw duplicate(key, in: "") }
                x = try readInteger(field: "x", in: Self.int32Range)
            case FrameKey.y:
                guard y == nil else { throw duplicate(key, in: "") }
                y = try readInteger(field: "y", in: Self.int32Range)
            case FrameKey.pressure:
                guard pressure == nil else { throw duplicate(key, in: "") }
                pressure = try readInteger(field: "p", in: Self.int32Range)
            default:
                try skipValue(depth: 5)
            }
        } while try endOfMember(closing: UInt8(ascii: "}"), expected: "',' or '}' after a contact member")
        guard let slot else { throw missing("slot") }
        guard let id else { throw missing("id") }
        guard let x else { throw missing("x") }
        guard let y else { throw missing("y") }
        // The ranges above guarantee these conversions cannot trap.
        return Contact(id: Int32(truncatingIfNeeded: id), slot: Int(slot), x: Int32(truncatingIfNeeded: x),
                       y: Int32(truncatingIfNeeded: y), pressure: pressure.map { Int32(truncatingIfNeeded: $0) })
    }

    private func missing(_ key: String) -> RecordingError {
        .missingKey(file: file, location: location(), key: key, object: "")
    }

    private func duplicate(_ key: UInt64, in object: String) -> RecordingError {
        .duplicateKey(file: file, location: location(), key: JSONReader.unpack(key), object: object)
    }
}

extension RecordingError {
    /// The same error with `prefix` put before the field it names (`frames[3]` + `x` gives
    /// `frames[3].contacts[1].x`), so messages name the exact value.
    func inField(_ prefix: String) -> RecordingError {
        func join(_ field: String) -> String {
            if field.isEmpty { return prefix }
            return field.hasPrefix("[") ? prefix + field : prefix + "." + field
        }
        switch self {
        case let .wrongType(file, location, field, expected, found):
            return .wrongType(file: file, location: location, field: join(field), expected: expected, found: found)
        case let .numberOutOfRange(file, location, field, text, range):
            return .numberOutOfRange(file: file, location: location, field: join(field), text: text, range: range)
        case let .missingKey(file, location, key, object):
            return .missingKey(file: file, location: location, key: key, object: join(object))
        case let .duplicateKey(file, location, key, object):
            return .duplicateKey(file: file, location: location, key: key, object: join(object))
        case let .invalidValue(file, location, field, problem):
            return .invalidValue(file: file, location: location, field: join(field), problem: problem)
        default:
            return self
        }
    }
}
