import Foundation
import Testing
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// The one directory walk `test`, `fuzz` and `compare` share.
@Suite("FileTree")
struct FileTreeTests {
    @Test func skipsHiddenEntriesNodeModulesAndSymlinkedFoldersAndSorts() throws {
        let scratch = try TemporaryDirectory("tree")
        defer { scratch.remove() }
        for name in ["b.json", "a/c.json", "a/d.yml", ".hidden/e.json", "node_modules/f.json", "a/.g.json"] {
            try scratch.write(name, "{}")
        }
        // A link back to the root: entering it would never end.
        #expect(symlink(scratch.path, scratch.file("a/loop")) == 0)
        #expect(try FileTree.files(under: scratch.path) { $0.hasSuffix(".json") } == ["a/c.json", "b.json"])
        #expect(try FileTree.files(under: scratch.path + "/") { _ in true } == ["a/c.json", "a/d.yml", "b.json"])
        // compare collects the same walk, joined to the directory it was given.
        #expect(try CompareInputs.recordings(under: scratch.path) == [scratch.file("a/d.yml")])
    }

    @Test func anUnlistableFolderIsAnIOError() throws {
        let error = #expect(throws: CommandError.self) { try FileTree.files(under: "/no/such/folder") { _ in true } }
        #expect(error?.exitCode == .ioError)
        #expect(error?.message.contains("/no/such/folder: cannot list the directory") == true)
    }
}

/// The test-support directory every test target uses.
@Suite("TemporaryDirectory")
struct TemporaryDirectoryTests {
    @Test func writesReadsListsAndRemovesEverythingBelow() throws {
        let scratch = try TemporaryDirectory("support")
        #expect(scratch.path.contains("/touchstone-support-"))
        try scratch.write("deep/er/x.txt", "one\n")
        try scratch.write("a.txt", "ü")
        #expect(scratch.read("deep/er/x.txt") == "one\n")
        #expect(scratch.read("a.txt") == "ü")
        #expect(scratch.read("missing") == nil)
        #expect(scratch.names == ["a.txt", "deep"])
        let other = try TemporaryDirectory("support-kept")
        defer { other.remove() }
        try other.write("kept.txt", "kept")
        #expect(symlink(other.path, scratch.file("link")) == 0)   // the link is removed, never followed
        scratch.remove()
        #expect(!FileManager.default.fileExists(atPath: scratch.path))
        #expect(other.read("kept.txt") == "kept")
        #expect(throws: TemporaryDirectoryError.self) { try TemporaryDirectory("x", in: "/no/such/base") }
    }
}
