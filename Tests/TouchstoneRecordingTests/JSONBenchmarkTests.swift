import Foundation
import Testing
import TouchstoneCore
import TouchstoneRecording

/// Throughput of the hour-long synthetic recording. Not a timed unit test: it runs only when
/// `TOUCHSTONE_JSON_BENCH` is set, reports figures, and asserts only correctness.
///
///     TOUCHSTONE_JSON_BENCH=1 swift test -c release --filter JSONBenchmark
///
/// Compare with CPython on the file it leaves in `TOUCHSTONE_JSON_BENCH_DIR` (default /tmp):
///
///     python3 -c "import json,time; t=time.perf_counter(); o=json.load(open('/tmp/touchstone-hour.json')); \
///       print('load', time.perf_counter()-t); t=time.perf_counter(); json.dump(o, open('/tmp/py.json','w')); \
///       print('dump', time.perf_counter()-t)"
@Suite("Recording JSON benchmark", .enabled(if: ProcessInfo.processInfo.environment["TOUCHSTONE_JSON_BENCH"] != nil))
struct JSONBenchmarkTests {
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func line(_ label: String, _ time: Double, bytes: Int, frames: Int) -> String {
        "\(label): \(String(format: "%.3f", time)) s, \(String(format: "%.1f", Double(bytes) / time / 1e6)) MB/s, "
            + "\(Int(Double(frames) / time)) frames/s"
    }

    @Test("Load and save an hour at 125 Hz (450,000 frames, 2 contacts each)")
    func hour() throws {
        let directory = ProcessInfo.processInfo.environment["TOUCHSTONE_JSON_BENCH_DIR"] ?? "/tmp"
        let path = directory + "/touchstone-hour.json"
        let count = RecordingJSONBenchmarkData.hourFrameCount
        var results: [String] = []

        let writeTime = try seconds { try RecordingJSONBenchmarkData.write(toPath: path, frames: count) }
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        results.append(line("stream write (100 ms flushes)", writeTime, bytes: size, frames: count))

        var read = 0
        let readTime = try seconds {
            let reader = try RecordingReader(path: path)
            while try reader.next() != nil { read += 1 }
        }
        #expect(read == count)
        results.append(line("stream read", readTime, bytes: size, frames: count))

        var recording: Recording?
        let loadTime = try seconds { recording = try RecordingDecoder().decode(contentsOfFile: path) }
        let loaded = try #require(recording)
        #expect(loaded.frames.count == count)
        results.append(line("load whole", loadTime, bytes: size, frames: count))

        var bytes: [UInt8] = []
        let encodeTime = try seconds { bytes = try RecordingEncoder().encode(loaded) }
        #expect(bytes.count == size)
        results.append(line("encode whole", encodeTime, bytes: size, frames: count))

        let saveTime = try seconds { try RecordingEncoder().write(loaded, toPath: path + ".copy") }
        results.append(line("save whole (crash-safe writer)", saveTime, bytes: size, frames: count))
        try? FileManager.default.removeItem(atPath: path + ".copy")

        let everyFrameTime = try seconds {
            try RecordingJSONBenchmarkData.write(toPath: path + ".every", frames: count,
                                                 options: .init(flushPolicy: .everyFrame, syncOnFinish: false))
        }
        results.append(line("stream write (flush every frame)", everyFrameTime, bytes: size, frames: count))
        try? FileManager.default.removeItem(atPath: path + ".every")

        for result in results { print("[JSON benchmark] \(result)") }
    }
}
