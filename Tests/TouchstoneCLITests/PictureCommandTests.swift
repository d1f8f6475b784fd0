import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore

@Suite("touchstone plot and render")
struct PictureCommandTests {
    let recording = ClassifyCommandTests().panDown()

    func temporaryPath(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-pictures-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name).path
    }

    @Test(arguments: [("plot", "p.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("plot", "p.svg", Array("<?xml".utf8)),
                      ("plot", "p.pdf", Array("%PDF".utf8)), ("render", "s.png", [0x89, 0x50, 0x4E, 0x47])])
    func writesTheFormatTheExtensionNames(command: String, name: String, magic: [UInt8]) throws {
        let path = temporaryPath(name)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = CLIRun([command, "pan.json", "-o", path, "--animation", "crossfade"], recordings: ["pan.json": recording])
        #expect(run.status == .ok, "\(run.errors.text)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(magic.count)) == magic)
        // Data on stdout, chatter on stderr: the picture is the data, its path is chatter.
        #expect(run.output.text.isEmpty)
        #expect(run.errors.text.contains(path))
    }

    @Test func badExtensionsAndFrameCountsAreUsageErrors() {
        #expect(CLIRun(["plot", "pan.json", "-o", temporaryPath("p.gif")], recordings: ["pan.json": recording]).status == .usage)
        #expect(CLIRun(["render", "pan.json", "-o", temporaryPath("s.png"), "--frames", "0"],
                       recordings: ["pan.json": recording]).status == .usage)
    }
}
