import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

@Suite("Recording JSON streaming")
struct JSONStreamingTests {
    @Test("Streaming a 50k-frame file gives the same frames as the whole decode and the generator",
          arguments: RecordingJSONStyle.allCases)
    func largeFile(style: RecordingJSONStyle) throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("long.json")
        let count = 50_000
        try RecordingJSONBenchmarkData.write(toPath: path, frames: count, options: .init(style: style))
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))

        let reader = try RecordingReader(path: path)
        #expect(reader.header == RecordingJSONBenchmarkData.header())
        var index = 0
        var mismatches = 0
        while let frame = try reader.next() {
            if frame != RecordingJSONBenchmarkData.frame(index) { mismatches += 1 }
            index += 1
        }
        #expect(index == count && mismatches == 0)
        #expect(reader.framesRead == count)
        #expect(try reader.next() == nil)

        let whole = try RecordingDecoder().decode(contentsOfFile: path)
        #expect(whole == RecordingJSONBenchmarkData.hour(frames: count))
        // The streamed file is byte-identical to the whole-value encoding.
        let bytes = try RecordingEncoder(style: style).encode(whole)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
    }

    @Test("Reading from a pipe descriptor works across chunk boundaries")
    func pipe() throws {
        let recording = RecordingJSONBenchmarkData.hour(frames: 3_000)
        let bytes = try RecordingEncoder().encode(recording)
        #expect(bytes.count > JSONScanner.chunkSize)
        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(bytes))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let reader = try RecordingReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, name: "pipe")
        #expect(try reader.readAllFrames() == recording.frames)
        #expect(reader.header.device == recording.device)
    }

    @Test("Errors past the first chunk report the right line")
    func errorLineAcrossChunks() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("bad.json")
        var text = try RecordingEncoder().encodeString(RecordingJSONBenchmarkData.hour(frames: 10_000))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let framesStart = try #require(lines.firstIndex { $0.hasPrefix("  \"frames\"") })
        // Corrupt frame 9000 (line framesStart + 9001, 1-based + 1).
        var edited = lines.map(String.init)
        edited[framesStart + 9001] = edited[framesStart + 9001].replacingOccurrences(of: "\"x\":", with: "\"x\":true,\"q\":")
        text = edited.joined(separator: "\n")
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        let reader = try RecordingReader(path: path)
        var read = 0
        do {
            while try reader.next() != nil { read += 1 }
            Issue.record("no error")
        } catch {
            #expect(read == 9000)
            #expect(error.location?.line == framesStart + 9002, "\(error)")
            #expect(error.description.contains("frames[9000].contacts[0].x: expected an integer, found a boolean"), "\(error)")
        }
    }

    @Test("A missing file is an I/O error naming it")
    func missingFile() {
        #expect {
            _ = try RecordingReader(path: "/nonexistent/touchstone.json")
        } throws: { error in
            (error as? RecordingError)?.description.hasPrefix("/nonexistent/touchstone.json: cannot open: No such file") == true
        }
    }
}
