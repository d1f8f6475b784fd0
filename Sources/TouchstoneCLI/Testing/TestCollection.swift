import Foundation
import TouchstoneRecording

/// What `touchstone test` collects under its paths: the recordings with an expect block, in a stable
/// order, and every other JSON file with the reason it was skipped.
///
/// Directories are searched recursively for `.json` files (hidden and symlinked folders and
/// `node_modules` are not entered); a file named on the command line is looked at whatever its extension. A file is a
/// recording when its top-level `"format"` is `"touchstone-recording"` ([RecordingClaim]).
struct TestCollection: Sendable {
    /// A file that was looked at and not collected.
    struct Skipped: Sendable, Hashable {
        /// The path as the user would type it.
        var path: String
        /// Why it is not a case.
        var reason: String
    }

    /// The absolute directory names are relative to: the deepest folder holding every path given.
    var root: String
    /// The cases, sorted by name.
    var cases: [TestCase]
    /// Files looked at and skipped, sorted by path.
    var skipped: [Skipped]
    /// The skipped recordings that only lack an expect block (what `--accept` writes one into), by name.
    var withoutExpect: [TestCase]

    /// Collects under `paths` (files or directories).
    /// - Parameter workingDirectory: the absolute directory relative paths start from.
    /// - Throws: `CommandError` (66) when a path does not exist.
    init(paths: [String], workingDirectory: String) throws(CommandError) {
        var candidates: [(path: String, absolute: String, named: Bool)] = []
        var tops: [String] = []
        for path in paths {
            let absolute = PathName.absolute(path, from: workingDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw CommandError("\(path): no such file or directory", exitCode: .missingFile)
            }
            if !isDirectory.boolValue {
                candidates.append((path, absolute, true))
                tops.append(PathName.parent(absolute))
                continue
            }
            tops.append(absolute)
            for relative in try Self.jsonFiles(under: absolute) {
                candidates.append((PathName.join(path, relative), PathName.join(absolute, relative), false))
            }
        }
        root = PathName.commonAncestor(tops)
        var seen: Set<String> = []
        var cases: [TestCase] = []
        var skipped: [Skipped] = []
        var withoutExpect: [TestCase] = []
        for candidate in candidates where seen.insert(candidate.absolute).inserted {
            let name = PathName.relative(candidate.absolute, to: root)
            let folder = PathName.parent(name)
            let rootName = PathName.last(root).isEmpty ? "touchstone" : PathName.last(root)
            let classname = ([rootName] + folder.split(separator: "/").map(String.init)).joined(separator: ".")
            let bytes: [UInt8]
            do {
                bytes = try RecordingImporter.readFile(path: candidate.absolute)
            } catch {
                // It may well be a recording: never drop it silently.
                cases.append(TestCase(path: candidate.path, file: candidate.absolute, name: name, classname: classname,
                                      collectionError: error.description.replacingOccurrences(of: candidate.absolute, with: name)))
                continue
            }
            let claim = RecordingClaim(scanning: bytes)
            if !claim.claimsRecording {
                var reason = "not a Touchstone recording (\(claim.notARecordingReason))"
                if let format = RecordingFileFormat.detect(fileName: PathName.last(candidate.path)), format != .json {
                    reason = "a \(format.rawValue) file carries no expect block; 'touchstone import FILE --expect EXPECT.json' makes a recording that does"
                }
                skipped.append(Skipped(path: candidate.path, reason: reason))
            } else if claim.complete && !claim.hasExpect {
                skipped.append(Skipped(path: candidate.path, reason: "no expect block ('touchstone test --accept' writes one)"))
                withoutExpect.append(TestCase(path: candidate.path, file: candidate.absolute, name: name, classname: classname))
            } else {
                cases.append(TestCase(path: candidate.path, file: candidate.absolute, name: name, classname: classname))
            }
        }
        self.cases = cases.sorted { $0.name < $1.name }
        self.skipped = skipped.sorted { $0.path < $1.path }
        self.withoutExpect = withoutExpect.sorted { $0.name < $1.name }
    }

    /// The `.json` files below `directory`, relative to it, sorted.
    private static func jsonFiles(under directory: String) throws(CommandError) -> [String] {
        try FileTree.files(under: directory) { $0.hasSuffix(".json") }
    }
}
