import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneTestSupport

@Suite("touchstone plot and render")
struct PictureCommandTests {
    let recording = ClassifyCommandTests().panDown()

    @Test(arguments: [("plot", "p.png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("plot", "p.svg", Array("<?xml".utf8)),
                      ("plot", "p.pdf", Array("%PDF".utf8)), ("render", "s.png", [0x89, 0x50, 0x4E, 0x47])])
    func writesTheFormatTheExtensionNames(command: String, name: String, magic: [UInt8]) throws {
        let directory = try TemporaryDirectory("pictures")
        defer { directory.remove() }
        let path = directory.file(name)
        let run = CLIRun([command, "pan.json", "-o", path, "--animation", "crossfade"], recordings: ["pan.json": recording])
        #expect(run.status == .ok, "\(run.errors.text)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(magic.count)) == magic)
        // Data on stdout, chatter on stderr: the picture is the data, its path is chatter.
        #expect(run.output.text.isEmpty)
        #expect(run.errors.text.contains(path))
    }

    @Test func badExtensionsAndFrameCountsAreUsageErrors() throws {
        let directory = try TemporaryDirectory("pictures")
        defer { directory.remove() }
        #expect(CLIRun(["plot", "pan.json", "-o", directory.file("p.gif")], recordings: ["pan.json": recording]).status == .usage)
        #expect(CLIRun(["render", "pan.json", "-o", directory.file("s.png"), "--frames", "0"],
                       recordings: ["pan.json": recording]).status == .usage)
    }
}
