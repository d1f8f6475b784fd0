import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording
import TouchstoneTestSupport

@Suite("Recording JSON crash-safe writing and recovery")
struct JSONWriterRecoveryTests {
    private func fileSize(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
    }

    private func contents(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("finish() renames NAME.partial to NAME; a finished writer refuses more frames")
    func finishRenames() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("r.json")
        let recording = JSONFixtures.small()
        let writer = try RecordingWriter(path: path, header: RecordingHeader(recording))
        #expect(FileManager.default.fileExists(atPath: path + ".partial"))
        #expect(!FileManager.default.fileExists(atPath: path))
        for frame in recording.frames { try writer.write(frame) }
        try writer.finish()
        #expect(!FileManager.default.fileExists(atPath: path + ".partial"))
        #expect(try RecordingDecoder().decode(contentsOfFile: path) == recording)
        #expect(throws: RecordingError.writerClosed(file: path)) { try writer.write(recording.frames[0]) }
        #expect(throws: RecordingError.writerClosed(file: path)) { try writer.finish() }
    }

    @Test("A descriptor writer writes in place and leaves the descriptor open")
    func descriptorWriter() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("fd.json")
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        let recording = JSONFixtures.small()
        let writer = try RecordingWriter(fileDescriptor: fd, name: "stdout", header: RecordingHeader(recording),
                                         options: .init(style: .compact))
        #expect(writer.temporaryPath == nil)
        for frame in recording.frames { try writer.write(frame) }
        try writer.finish()
        #expect(fcntl(fd, F_GETFD) >= 0)
        #expect(try RecordingDecoder().decode(contentsOfFile: path) == recording)
        #expect(try contents(path) == (try RecordingEncoder(style: .compact).encode(recording)))
    }

    @Test("RecordingEncoder.write(_:toPath:) replaces an existing file through a rename only when asked")
    func encoderWrite() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("e.json")
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: RecordingError.outputExists(file: path)) { try RecordingEncoder().write(JSONFixtures.small(), toPath: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["e.json"])
        try RecordingEncoder().write(JSONFixtures.small(), toPath: path, replacing: true)
        #expect(try contents(path) == (try RecordingEncoder().encode(JSONFixtures.small())))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["e.json"])
    }

    @Test("A .partial left by a crash is not overwritten unless asked")
    func partialInTheWay() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("p.json")
        try "left by a crash".write(toFile: path + ".partial", atomically: false, encoding: .utf8)
        #expect(throws: RecordingError.partialExists(file: path + ".partial")) {
            _ = try RecordingWriter(path: path, header: RecordingHeader(JSONFixtures.small()))
        }
        #expect(try String(contentsOfFile: path + ".partial", encoding: .utf8) == "left by a crash")
        let writer = try RecordingWriter(path: path, header: RecordingHeader(JSONFixtures.small()),
                                         options: .init(replacesPartial: true))
        try writer.finish()
        #expect(try RecordingDecoder().decode(contentsOfFile: path).frames.isEmpty)
    }

    @Test("The writer refuses invalid frames without writing them")
    func refusesInvalidFrames() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("r.json")
        let writer = try RecordingWriter(path: path, header: RecordingHeader(JSONFixtures.small()))
        try writer.write(TouchFrame(time: 100, contacts: []))
        #expect(throws: RecordingError.invalidFrame(file: path, frame: 1, location: nil,
                                                    problem: .timeWentBackwards(previous: 100, time: 99))) {
            try writer.write(TouchFrame(time: 99, contacts: []))
        }
        #expect(throws: RecordingError.invalidFrame(file: path, frame: 1, location: nil,
                                                    problem: .slotOutOfRange(slot: 3, slotCount: 3))) {
            try writer.write(TouchFrame(time: 200, contacts: [Contact(id: 1, slot: 3, x: 0, y: 0)]))
        }
        try writer.write(TouchFrame(time: 300, contacts: []))
        try writer.finish()
        #expect(try RecordingDecoder().decode(contentsOfFile: path).frames.map(\.time) == [100, 300])
    }

    @Test("The encoder refuses NaN and values the reader would reject")
    func refusesUnencodable() {
        var recording = JSONFixtures.small()
        recording.libinputGestures[1].delta = PointMM(x: .nan, y: 0)
        #expect(throws: RecordingError.self) { try RecordingEncoder().encode(recording) }
        do {
            _ = try RecordingEncoder().encode(recording)
        } catch {
            #expect(error.description.contains("libinput_gestures[1].delta[0]: nan is not a finite number"), "\(error)")
        }
        recording = JSONFixtures.small()
        recording.expect = .array([.number(.infinity)])
        #expect(throws: RecordingError.unencodable(file: "<memory>", field: "expect[0]",
                                                   problem: "inf is not a finite number; JSON has no NaN or infinity")) {
            try RecordingEncoder().encode(recording)
        }
        recording = JSONFixtures.small()
        recording.frames[1].contacts[1].slot = 0
        #expect(throws: RecordingError.invalidFrame(file: "<memory>", frame: 1, location: nil, problem: .duplicateSlot(0))) {
            try RecordingEncoder().encode(recording)
        }
    }

    @Test("Frames spanning more than 100 ms of recorded time are on disk before finish()")
    func flushCadence() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("live.json")
        let writer = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header(),
                                         options: .init(flushPolicy: .hundredMilliseconds))
        let partial = path + ".partial"
        let headerSize = try fileSize(partial)
        #expect(headerSize > 0 && headerSize == writer.bytesFlushed)
        // 12 frames at 8 ms span 88 ms: still buffered.
        for i in 0..<12 { try writer.write(RecordingJSONBenchmarkData.frame(i)) }
        #expect(try fileSize(partial) == headerSize)
        // The 13th frame makes the buffered frames span 96 ms, the 14th 104 ms: flushed.
        try writer.write(RecordingJSONBenchmarkData.frame(12))
        try writer.write(RecordingJSONBenchmarkData.frame(13))
        let flushed = try fileSize(partial)
        #expect(flushed > headerSize)
        let report = try RecordingRecovery.recover(partialPath: partial, outputPath: directory.file("check.json"),
                                                   options: .bulk(replacesExisting: true))
        #expect(report.framesRecovered == 14)
        // Over a long run, every frame 100 ms or more older than the newest one is on disk.
        for i in 14..<2_000 {
            let frame = RecordingJSONBenchmarkData.frame(i)
            try writer.write(frame)
            if i % 37 == 0 {
                let onDisk = try RecordingRecovery.recover(partialPath: partial, outputPath: directory.file("check.json"),
                                                           options: .bulk(replacesExisting: true))
                #expect(onDisk.framesRecovered <= i + 1)
                let firstBuffered = RecordingJSONBenchmarkData.frame(onDisk.framesRecovered).time
                #expect(frame.time - firstBuffered < 100_000, "frame \(i)")
            }
        }
        try writer.finish()
    }

    @Test("By default every frame is on disk as soon as it is written")
    func everyFrame() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("live.json")
        let writer = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header())
        #expect(writer.options.flushPolicy == .everyFrame)
        for i in 0..<5 {
            try writer.write(RecordingJSONBenchmarkData.frame(i))
            let report = try RecordingRecovery.recover(partialPath: path + ".partial", outputPath: directory.file("c.json"),
                                                       options: .bulk(replacesExisting: true))
            #expect(report.framesRecovered == i + 1 && !report.droppedTruncatedFrame)
        }
    }

    @Test("A killed writer's .partial recovers every flushed frame", arguments: RecordingJSONStyle.allCases)
    func crashRecovery(style: RecordingJSONStyle) throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let path = directory.file("crash.json")
        let count = 1_000
        let writer = try RecordingWriter(path: path, header: RecordingJSONBenchmarkData.header(),
                                         options: .init(style: style, flushPolicy: .everyFrame))
        for i in 0..<count { try writer.write(RecordingJSONBenchmarkData.frame(i)) }
        // "Kill" the writer: take what is on disk now, without finish().
        let partial = directory.file("copy.json.partial")
        try FileManager.default.copyItem(atPath: path + ".partial", toPath: partial)
        let report = try RecordingRecovery.recover(partialPath: partial)
        #expect(report.outputPath == directory.file("copy.json"))
        #expect(report.framesRecovered == count && !report.droppedTruncatedFrame && !report.inputWasComplete)
        #expect(report.stopReason?.isTruncation == true)
        let recovered = try RecordingDecoder().decode(contentsOfFile: report.outputPath)
        #expect(recovered == RecordingJSONBenchmarkData.hour(frames: count))
        #expect(report.description == "recovered 1000 frames from \(partial) into \(directory.file("copy.json"))")
        #expect(FileManager.default.fileExists(atPath: partial))
        #expect(!FileManager.default.fileExists(atPath: report.outputPath + ".recovering"))
    }

    @Test("Truncating the .partial at seeded random offsets recovers exactly the complete frames")
    func randomTruncation() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let recording = RecordingJSONBenchmarkData.hour(frames: 300)
        let bytes = try RecordingEncoder().encode(recording)
        let text = String(decoding: bytes, as: UTF8.self)
        let headerEnd = text.utf8.count - (text.split(separator: "\"frames\": [", maxSplits: 1).last?.utf8.count ?? 0)
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<60 {
            let cut = Int(generator.next() % UInt64(bytes.count - headerEnd)) + headerEnd
            let partial = directory.file("t\(round).json.partial")
            try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: partial))
            let report = try RecordingRecovery.recover(partialPath: partial)
            // Complete frames are the lines ending in "]}," or "]}" (the end of the frame object) before the cut.
            let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
            let frameLines = prefix.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("    {") }
            let complete = frameLines.filter { $0.hasSuffix("]}") || $0.hasSuffix("]},") }.count
            #expect(report.framesRecovered == complete, "cut at \(cut)")
            #expect(report.droppedTruncatedFrame == (frameLines.count > complete), "cut at \(cut)")
            let recovered = try RecordingDecoder().decode(contentsOfFile: report.outputPath)
            #expect(recovered.frames == Array(recording.frames.prefix(complete)), "cut at \(cut)")
            #expect(recovered.device == recording.device && recovered.metadata == recording.metadata)
        }
    }

    @Test("Recovering a complete file copies it; garbage and cut headers are clear errors")
    func recoveryEdges() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        let complete = directory.file("done.json.partial")
        try RecordingEncoder().encodeString(JSONFixtures.small()).write(toFile: complete, atomically: false, encoding: .utf8)
        let report = try RecordingRecovery.recover(partialPath: complete, outputPath: directory.file("out.json"))
        #expect(report.inputWasComplete && report.framesRecovered == 5 && report.stopReason == nil)
        #expect(try RecordingDecoder().decode(contentsOfFile: directory.file("out.json")) == JSONFixtures.small())

        let garbage = directory.file("garbage.partial")
        try Data([0x7F, 0x45, 0x4C, 0x46, 2, 1, 1, 0]).write(to: URL(fileURLWithPath: garbage))
        #expect {
            try RecordingRecovery.recover(partialPath: garbage)
        } throws: { error in
            guard let error = error as? RecordingError, case .nothingToRecover = error else { return false }
            return error.description.hasPrefix("\(garbage): nothing to recover: the header is not complete and valid:")
                && error.description.contains("found byte 0x7F")
        }
        let empty = directory.file("empty.partial")
        try Data().write(to: URL(fileURLWithPath: empty))
        #expect(throws: RecordingError.nothingToRecover(file: empty, reason: "the file is empty")) {
            try RecordingRecovery.recover(partialPath: empty)
        }
        let cutHeader = directory.file("cut.partial")
        try Data(try RecordingEncoder().encode(JSONFixtures.small()).prefix(300)).write(to: URL(fileURLWithPath: cutHeader))
        #expect {
            try RecordingRecovery.recover(partialPath: cutHeader)
        } throws: { error in
            (error as? RecordingError)?.description.contains("truncated") == true
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("cut")))
        #expect(RecordingRecovery.defaultOutputPath(for: "a/b.json.partial") == "a/b.json")
        #expect(RecordingRecovery.defaultOutputPath(for: "a/b.json") == "a/b.json.recovered.json")
    }

    @Test("A corrupt frame in the middle stops recovery there and is reported")
    func corruptMiddle() throws {
        let directory = try TemporaryDirectory("json")
        defer { directory.remove() }
        var text = try RecordingEncoder().encodeString(RecordingJSONBenchmarkData.hour(frames: 20))
        text = text.replacingOccurrences(of: "{\"t_us\":80000,", with: "{\"t_us\":\"x\",")
        let partial = directory.file("c.json.partial")
        try text.write(toFile: partial, atomically: false, encoding: .utf8)
        let report = try RecordingRecovery.recover(partialPath: partial)
        #expect(report.framesRecovered == 10 && !report.droppedTruncatedFrame && !report.inputWasComplete)
        #expect(report.description.contains("stopped at: \(partial):40:13: "), "\(report)")
        #expect(report.description.contains("frames[10].t_us: expected an integer, found a string"), "\(report)")
    }
}
