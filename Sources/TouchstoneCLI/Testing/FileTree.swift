import Foundation

/// The files below a directory, walked one way for every command that takes folders (`test`, `fuzz`,
/// `compare`, `sweep`): hidden entries, `node_modules` and symlinked folders are not entered (a link to an
/// ancestor would never end).
enum FileTree {
    /// The paths, relative to `directory`, of the files below it for which `include` (given the file's
    /// full path) is true; sorted.
    /// - Throws: `CommandError` (74) when a folder cannot be listed.
    static func files(under directory: String, where include: (String) -> Bool) throws(CommandError) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let here = folder.isEmpty ? directory : PathName.join(directory, folder)
            let entries: [String]
            do {
                entries = try FileManager.default.contentsOfDirectory(atPath: here)
            } catch {
                throw CommandError("\(here): cannot list the directory", exitCode: .ioError)
            }
            for entry in entries where !entry.hasPrefix(".") {
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                let path = PathName.join(directory, relative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    let type = try? FileManager.default.attributesOfItem(atPath: path)[.type]
                    let isLink = type as? FileAttributeType == .typeSymbolicLink
                    if entry != "node_modules" && !isLink { folders.append(relative) }
                } else if include(path) {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }
}
