#if canImport(TouchstoneCore)
import TouchstoneCore
#endif

/// Deterministic synthetic recordings for benchmarks and streaming tests: two fingers moving on
/// a 100 x 66 mm touchpad at 125 Hz, lifted and put down again every 1000 frames (8 s) with new
/// tracking ids. Frames are computed from their index, so a benchmark can stream an hour-long
/// recording without holding it.
public enum RecordingJSONBenchmarkData {
    /// Frames in one hour at 125 Hz.
    public static let hourFrameCount = 450_000
    /// Microseconds between frames (125 Hz).
    public static let frameInterval: Int64 = 8_000

    /// The header of the synthetic recording.
    public static func header() -> RecordingHeader {
        RecordingHeader(device: .touchpad(),
                        metadata: RecordingMetadata(recordedAt: "2026-01-01T00:00:00Z", source: "synthetic",
                                                    toolVersion: "benchmark",
                                                    labels: ["kind": "pan", "purpose": "benchmark"]))
    }

    /// Frame number `index` (two contacts, ids changing every 1000 frames).
    public static func frame(_ index: Int) -> TouchFrame {
        let gesture = index / 1000, step = Int32(index % 1000)
        let id = Int32(truncatingIfNeeded: (gesture * 2) % 60_000)
        let x0: Int32 = 200 + step, y0: Int32 = 100 + (step * 3) % 500
        let contacts = [Contact(id: id, slot: 0, x: x0, y: y0),
                        Contact(id: id + 1, slot: 1, x: x0 + 240, y: y0 + (step % 7))]
        return TouchFrame(time: Int64(index) * frameInterval, contacts: contacts)
    }

    /// A whole synthetic recording of `frames` frames (an hour by default).
    public static func hour(frames: Int = hourFrameCount) -> Recording {
        Recording(header: header(), frames: (0..<max(0, frames)).map(frame))
    }

    /// Streams a synthetic recording of `frames` frames to `path` through `RecordingWriter`
    /// (a bulk writer replacing an earlier run's file, unless `options` say otherwise).
    public static func write(toPath path: String, frames: Int = hourFrameCount,
                             options: RecordingWriter.Options = .bulk(replacesExisting: true))
    throws(RecordingError) {
        let writer = try RecordingWriter(path: path, header: header(), options: options)
        for index in 0..<max(0, frames) { try writer.write(frame(index)) }
        try writer.finish()
    }
}
