import Foundation
import Glibc
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecording
import TouchstoneTestSupport

/// `import` and `recover` on real files (issue 9): refuse to replace without --force, never write
/// over the input, leave nothing behind on failure, refuse inputs that are not regular files.
@Suite("File commands: overwrite and leftovers")
struct FileCommandTests {
    /// A fresh directory holding a copy of one corpus sample, `z.yml`.
    func scratch() throws -> TemporaryDirectory {
        let scratch = try TemporaryDirectory("cli")
        let sample = RepositoryPaths.fixture("corpus-sample/pan2_down_complete_a.yml")
        try FileManager.default.copyItem(atPath: sample, toPath: scratch.file("z.yml"))
        return scratch
    }

    @Test func importRefusesToWriteOverItsInput() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        let input = scratch.file("z.yml")
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        #expect(symlink(input, scratch.file("link.yml")) == 0)
        for output in [input, scratch.path + "/./z.yml", scratch.file("link.yml")] {
            for force in [[], ["--force"]] {
                let result = CLIRun.readingFiles(["import", input, "-o", output] + force)
                #expect(result.status == .cannotCreate, "\(output) \(force)")
                #expect(result.errors.text.contains("is the input \(input); write the output to another file"), "\(result.errors.text)")
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
        #expect(scratch.names == ["link.yml", "z.yml"])
    }

    @Test func importReplacesAnExistingFileOnlyWithForce() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        let output = scratch.file("out.json")
        try "precious".write(toFile: output, atomically: false, encoding: .utf8)
        let refused = CLIRun.readingFiles(["import", scratch.file("z.yml"), "-o", output])
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.text.contains("\(output): already exists; refusing to replace it"), "\(refused.errors.text)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "precious")
        #expect(scratch.names == ["out.json", "z.yml"])
        #expect(CLIRun.readingFiles(["import", scratch.file("z.yml"), "-o", output, "--force"]).status == .ok)
        #expect(try RecordingDecoder().decode(contentsOfFile: output).frames.count > 10)
    }

    @Test func importIntoADirectoryLeavesNoPartial() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.file("DIR"), withIntermediateDirectories: false)
        for force in [[], ["--force"]] {
            let result = CLIRun.readingFiles(["import", scratch.file("z.yml"), "-o", scratch.file("DIR")] + force)
            #expect(result.status == .cannotCreate)
            #expect(result.errors.text.contains("DIR: expected a new or regular file (a recording is written only to a regular file), found a directory"), "\(result.errors.text)")
        }
        #expect(scratch.names == ["DIR", "z.yml"])
    }

    @Test func recoverRefusesToReplaceACompleteRecordingWithoutForce() throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        #expect(CLIRun.readingFiles(["import", scratch.file("z.yml"), "-o", scratch.file("x.json")]).status == .ok)
        let complete = try RecordingDecoder().decode(contentsOfFile: scratch.file("x.json"))
        // A shorter, interrupted attempt beside it.
        var short = complete
        short.frames = Array(complete.frames.prefix(15))
        let bytes = try RecordingEncoder().encode(short)
        try Data(bytes.dropLast(12)).write(to: URL(fileURLWithPath: scratch.file("x.json.partial")))
        let refused = CLIRun.readingFiles(["recover", scratch.file("x.json.partial")])
        #expect(refused.status == .cannotCreate)
        #expect(try RecordingDecoder().decode(contentsOfFile: scratch.file("x.json")) == complete)
        #expect(CLIRun.readingFiles(["recover", scratch.file("x.json.partial"), "--force"]).status == .ok)
        #expect(try RecordingDecoder().decode(contentsOfFile: scratch.file("x.json")).frames.count < complete.frames.count)
        let same = CLIRun.readingFiles(["recover", scratch.file("x.json"), "-o", scratch.file("x.json"), "--force"])
        #expect(same.status == .cannotCreate && same.errors.text.contains("is the input"), "\(same.errors.text)")
    }

    @Test(arguments: ["info", "dump", "classify", "stream", "import"])
    func characterDevicesAndFIFOsAreRefusedUpFront(command: String) throws {
        let scratch = try scratch()
        defer { scratch.remove() }
        let fifo = scratch.file("pipe.yml")
        #expect(mkfifo(fifo, 0o600) == 0)
        for input in ["/dev/zero", fifo] {
            let extra = command == "import" ? ["-o", scratch.file("out.json")] : []
            let result = CLIRun.readingFiles([command, input] + extra)
            #expect(result.status == .missingFile, "\(command) \(input)")
            #expect(result.errors.text.contains("expected a regular file"), "\(result.errors.text)")
        }
        #expect(scratch.names == ["pipe.yml", "z.yml"])
    }
}
