/// The recording file formats Touchstone reads.
public enum RecordingFileFormat: String, Sendable, Hashable, CaseIterable {
    /// Touchstone's own versioned JSON.
    case json
    /// `libinput record` YAML.
    case libinputRecord = "libinput-record"
    /// `evemu-record` text.
    case evemu

    /// The format a file name's extension names (`.json`, `.yml`/`.yaml`, `.evemu`), or nil.
    public static func detect(fileName: String) -> RecordingFileFormat? {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "json": return .json
        case "yml", "yaml": return .libinputRecord
        case "evemu": return .evemu
        default: return nil
        }
    }

    /// The format the first bytes look like, or nil: `# EVEMU`, `# libinput record` or a
    /// top-level `version:` key, or a JSON object.
    public static func detect<C: Collection<UInt8>>(content: C) -> RecordingFileFormat? {
        // Only the head matters; skip a UTF-8 byte order mark and leading blank space.
        var bytes = Array(content.prefix(4096))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return nil }
        let text = bytes[first...]
        if text.first == UInt8(ascii: "{") { return .json }
        if text.starts(with: Array("# EVEMU".utf8)) { return .evemu }
        if text.starts(with: Array("# libinput record".utf8)) { return .libinputRecord }
        // Without the comment, a libinput record still starts its mapping with `version:`;
        // evemu files without the header start with `N:` or `I:` lines.
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            if !line.isEmpty, line.first != UInt8(ascii: "#") {
                if line.starts(with: Array("version:".utf8)) || line.starts(with: Array("---".utf8)) {
                    return .libinputRecord
                }
                if line.count >= 2, [UInt8(ascii: "N"), UInt8(ascii: "I")].contains(line.first!),
                   line[line.index(after: line.startIndex)] == UInt8(ascii: ":") {
                    return .evemu
                }
                return nil
            }
            lineStart = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
