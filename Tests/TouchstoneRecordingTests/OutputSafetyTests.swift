import Foundation
import Glibc
import Testing
import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

/// Issue 9 (files): nothing is overwritten without being asked, nothing half-written is left after
/// a failure, and inputs that are not regular files are refused before a byte is read.
@Suite("Recording outputs and inputs are safe")
struct OutputSafetyTests {
    /// A partial recording of `frames` frames at `path` (a killed writer's file).
    private func writePartial(_ path: String, frames: Int) throws {
        let writer = try RecordingWriter(path: String(path.dropLast(".partial".count)),
                                         header: RecordingJSONBenchmarkData.header())
        for i in 0..<frames { try writer.write(RecordingJSONBenchmarkData.frame(i)) }
        try writer.flush()
    }

    @Test("recover refuses to replace a complete recording (47 frames -> 15) unless told to")
    func recoverKeepsACompleteRecording() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let complete = directory.file("x.json")
        try RecordingJSONBenchmarkData.write(toPath: complete, frames: 47)
        let partial = directory.file("x.json.partial")
        // A stale .partial beside the complete file, e.g. from a later interrupted attempt.
        let bytes = try RecordingEncoder().encode(RecordingJSONBenchmarkData.hour(frames: 15))
        try Data(bytes.dropLast(5)).write(to: URL(fileURLWithPath: partial))
        #expect(throws: RecordingError.outputExists(file: complete)) { try RecordingRecovery.recover(partialPath: partial) }
        #expect(try RecordingDecoder().decode(contentsOfFile: complete).frames.count == 47)
        #expect(directory.names == ["x.json", "x.json.partial"])
        let report = try RecordingRecovery.recover(partialPath: partial, options: .bulk(replacesExisting: true))
        #expect(report.framesRecovered == 15)
        #expect(try RecordingDecoder().decode(contentsOfFile: complete).frames.count == 15)
    }

    @Test("recover refuses an output that is the input, by name, hard link or symbolic link")
    func recoverOutputIsInput() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let input = directory.file("in.json")
        try RecordingJSONBenchmarkData.write(toPath: input, frames: 10)
        let hard = directory.file("hard.json"), soft = directory.file("soft.json")
        #expect(link(input, hard) == 0 && symlink(input, soft) == 0)
        for output in [input, hard, soft, directory.path + "/./in.json"] {
            #expect(throws: RecordingError.outputIsInput(file: output, input: input)) {
                try RecordingRecovery.recover(partialPath: input, outputPath: output, options: .bulk(replacesExisting: true))
            }
        }
        #expect(try RecordingDecoder().decode(contentsOfFile: input).frames.count == 10)
    }

    @Test("A directory or device output is refused before anything is created, even when replacing")
    func directoryAndDeviceOutputs() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let target = directory.file("DIR")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        for replacing in [false, true] {
            #expect(throws: RecordingError.cannotReplace(file: target, kind: "a directory")) {
                try RecordingEncoder().write(JSONFixtures.small(), toPath: target, replacing: replacing)
            }
        }
        #expect(directory.names == ["DIR"])
        #expect(throws: RecordingError.cannotReplace(file: "/dev/null", kind: "a character device")) {
            try RecordingEncoder().write(JSONFixtures.small(), toPath: "/dev/null", replacing: true)
        }
    }

    @Test("A live writer refuses an existing recording; with replacesExisting it replaces it on finish")
    func liveWriterExisting() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("r.json")
        try RecordingJSONBenchmarkData.write(toPath: path, frames: 3)
        #expect(throws: RecordingError.outputExists(file: path)) {
            _ = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header())
        }
        #expect(directory.names == ["r.json"])
        let writer = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header(),
                                         options: .init(replacesExisting: true))
        try writer.write(RecordingJSONBenchmarkData.frame(0))
        try writer.finish()
        #expect(try RecordingDecoder().decode(contentsOfFile: path).frames.count == 1)
    }

    @Test("A file that appears at the output while writing is not replaced by finish()")
    func appearsWhileWriting() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("race.json")
        let writer = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header(), options: .bulk())
        try writer.write(RecordingJSONBenchmarkData.frame(0))
        try "someone else's".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: RecordingError.outputExists(file: path)) { try writer.finish() }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's")
        #expect(directory.names == ["race.json"])
    }

    /// Bytes a fake disk has taken (one writer uses it, on one thread).
    private final class Written: @unchecked Sendable { var total = 0 }

    /// A write(2) that fails with ENOSPC once `capacity` bytes have been written, like a full disk.
    private static func fullDisk(after capacity: Int) -> RecordingFileIO.WriteCall {
        let written = Written()
        return { fd, bytes, count in
            let allowed = min(count, capacity - written.total)
            written.total += max(0, allowed)
            guard allowed > 0 else {
                errno = ENOSPC
                return -1
            }
            return Glibc.write(fd, bytes, allowed)
        }
    }

    @Test("A full disk while converting leaves no .partial and no output", arguments: [0, 100, 5_000, 60_000])
    func fullDiskWhileConverting(capacity: Int) throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("big.json")
        let recording = RecordingJSONBenchmarkData.hour(frames: 2_000)
        #expect {
            let writer = try RecordingWriter(path: path, header: RecordingHeader(recording), options: .bulk(),
                                             temporaryPath: nil, writeCall: Self.fullDisk(after: capacity))
            for frame in recording.frames { try writer.write(frame) }
            try writer.finish()
        } throws: { error in
            guard let error = error as? RecordingError, case .io(_, "write", ENOSPC) = error else { return false }
            return error.description.contains("No space left on device")
        }
        #expect(directory.names == [])
    }

    @Test("A full disk while recovering leaves no .recovering and no output; the .partial stays")
    func fullDiskWhileRecovering() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let partial = directory.file("x.json.partial")
        try writePartial(partial, frames: 3_000)
        #expect {
            try RecordingRecovery.recover(partialPath: partial, outputPath: nil, options: .bulk(),
                                          writeCall: Self.fullDisk(after: 20_000))
        } throws: { error in
            guard let error = error as? RecordingError, case .io(_, "write", ENOSPC) = error else { return false }
            return true
        }
        #expect(directory.names == ["x.json.partial"])
    }

    @Test("A bulk writer dropped unfinished (an invalid frame) leaves nothing; a live one keeps its .partial")
    func droppedWriters() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        #expect(throws: RecordingError.self) {
            var recording = RecordingJSONBenchmarkData.hour(frames: 50)
            recording.frames[30].time = 0
            try RecordingEncoder().write(recording, toPath: directory.file("bulk.json"))
        }
        #expect(directory.names == [])
        do {
            let live = try RecordingWriter(path: directory.file("live.json"), header: RecordingJSONBenchmarkData.header())
            try live.write(RecordingJSONBenchmarkData.frame(0))
        }
        #expect(directory.names == ["live.json.partial"])
    }

    @Test("Inputs that are not regular files are refused before reading", arguments: ["/dev/zero", "/dev/null"])
    func characterDevices(path: String) throws {
        #expect(throws: RecordingError.notARegularFile(file: path, kind: "a character device")) {
            _ = try RecordingReader(path: path)
        }
        #expect(throws: RecordingError.notARegularFile(file: path, kind: "a character device")) {
            _ = try RecordingImporter.readFile(path: path)
        }
    }

    @Test("A FIFO input is refused at once (no writer needed); a directory too")
    func fifoAndDirectoryInputs() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let fifo = directory.file("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: RecordingError.notARegularFile(file: fifo, kind: "a FIFO (named pipe)")) {
            _ = try RecordingReader(path: fifo)
        }
        #expect(throws: RecordingError.notARegularFile(file: fifo, kind: "a FIFO (named pipe)")) {
            _ = try RecordingImporter.load(path: fifo)
        }
        #expect(throws: RecordingError.notARegularFile(file: directory.path, kind: "a directory")) {
            _ = try RecordingImporter.load(path: directory.path)
        }
    }
}
