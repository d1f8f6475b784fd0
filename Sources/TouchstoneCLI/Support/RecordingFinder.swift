import Foundation

/// Finds the recordings `touchstone test` runs: files as given, directories searched recursively
/// for `.json` files, in a stable (sorted) order.
enum RecordingFinder {
    static func files(in paths: [String]) throws(CommandError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("\(path): no such file or directory", exitCode: .missingFile)
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: path) else {
                throw CommandError("\(path): cannot list the directory", exitCode: .ioError)
            }
            var inDirectory: [String] = []
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".json") { inDirectory.append(path.hasSuffix("/") ? path + relative : path + "/" + relative) }
            }
            found += inDirectory.sorted()
        }
        return found
    }
}
