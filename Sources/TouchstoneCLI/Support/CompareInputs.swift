import Foundation
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneReplay

/// The recordings `touchstone compare` reads and what each is labelled: FILE arguments as given,
/// DIR arguments walked (sorted) for libinput-record `.yml` and Touchstone `.json` recordings.
struct CompareInputs {
    /// A recording's expected verdict and its family, from (first found) its expect block's first
    /// gesture, its metadata labels, or a `labels.json` beside it keyed by file name (the corpus').
    struct Label {
        var verdict: StackVerdict
        var family: String
    }

    /// Files in order.
    var files: [String] = []
    private var labelFiles: [String: JSONValue?] = [:]

    /// Collects `paths`. - Throws: 66 for a path that does not exist, 74 for an unlistable directory.
    init(_ paths: [String]) throws(CommandError) {
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("\(path): cannot open: No such file or directory", exitCode: .missingFile)
            }
            if isDirectory.boolValue { files += try Self.recordings(under: path) } else { files.append(path) }
        }
    }

    /// Recording files below `directory` (walked as `FileTree` walks), sorted by path.
    static func recordings(under directory: String) throws(CommandError) -> [String] {
        try FileTree.files(under: directory) { path in
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return true }
            guard path.hasSuffix(".json"), let bytes = FileManager.default.contents(atPath: path) else { return false }
            return RecordingClaim(scanning: [UInt8](bytes.prefix(4096))).format == "touchstone-recording"
        }.map { PathName.join(directory, $0) }
    }

    /// Whether `recording` came from a capture that writes libinput's events when it has them.
    static func capturesLibinput(_ recording: Recording) -> Bool {
        recording.metadata.source == LibinputRecordImporter.source || !recording.libinputGestures.isEmpty
    }

    /// The label of `recording` read from `path`, if any.
    mutating func label(of recording: Recording, path: String) -> Label? {
        var fields: [String: String] = [:]
        if let block = recording.expect, let expectation = try? Expectation(json: block), let g = expectation.gestures.first,
           let kind = g.kind {
            fields = ["kind": kind, "fingers": g.fingers.map(String.init) ?? "", "direction": g.direction?.rawValue ?? "",
                      "outcome": g.outcome?.rawValue ?? ""]
        } else if recording.metadata.labels["kind"] != nil {
            fields = recording.metadata.labels
        } else if let entry = labelsEntry(for: path) {
            fields = entry
        } else {
            return nil
        }
        guard let kind = fields["kind"].flatMap(StackVerdict.Kind.init(rawValue:)) else { return nil }
        let direction = fields["direction"].flatMap(GestureDirection.init(rawValue:)) ?? .none
        let verdict = StackVerdict(kind: kind, fingers: fields["fingers"].flatMap { Int($0) } ?? 0, direction: direction,
                                   outcome: fields["outcome"].flatMap(StackVerdict.Outcome.init(rawValue:)) ?? .unknown)
        let family = fields["family"] ?? recording.metadata.labels["family"] ?? "\(kind.rawValue)\(verdict.fingers)"
        return Label(verdict: verdict, family: family)
    }

    /// The `labels.json` entry for `path`'s file name in its directory.
    private mutating func labelsEntry(for path: String) -> [String: String]? {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        if labelFiles[directory] == nil {
            let bytes = FileManager.default.contents(atPath: directory + "/labels.json")
            labelFiles[directory] = bytes.flatMap { try? JSONValueCoding.decode([UInt8]($0), name: directory + "/labels.json") }
        }
        guard case .object(let members)? = labelFiles[directory]??[name] else { return nil }
        var fields: [String: String] = [:]
        for (key, value) in members {
            switch value {
            case .string(let text): fields[key] = text
            case .number(let number): fields[key] = String(Int(number))
            default: continue
            }
        }
        return fields
    }
}
