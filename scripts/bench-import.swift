// Import throughput benchmark, compiled by scripts/bench-import in one module with TouchstoneCore
// and TouchstoneRecording (hence no imports of them).
#if canImport(Glibc)
import Glibc
#endif

@main
struct ImportBenchmark {
    /// `bench-import OUT_DIR [FILE...]`: writes OUT_DIR/synthetic-20mb.yml, then times the import of
    /// every FILE (any importable format) and of that file; one tab-separated line per file.
    static func main() throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let outDirectory = arguments.first else {
            fputs("usage: bench-import OUT_DIR [FILE...]\n", stderr)
            exit(64)
        }
        let synthetic = outDirectory + "/synthetic-20mb.yml"
        let (text, _) = LibinputRecordSynthesizer.makeYAML(minimumBytes: 20 * 1024 * 1024)
        guard let handle = fopen(synthetic, "w") else { exit(73) }
        _ = text.utf8.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)

        print("file\tbytes\tframes\tseconds_per_import\tMB_per_s\tframes_per_s")
        for path in arguments.dropFirst() + [synthetic] {
            let bytes = try RecordingImporter.readFile(path: path)
            var frames = 0
            var runs = 0
            let clock = ContinuousClock()
            let start = clock.now
            // At least 3 runs and 1 s of work, so small files are timed over many imports.
            while runs < 3 || clock.now - start < .seconds(1) {
                frames = try RecordingImporter.load(bytes: bytes, sourceName: path).frames.count
                runs += 1
            }
            let elapsed = clock.now - start
            let seconds = (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) / Double(runs)
            let megabytes = Double(bytes.count) / 1_000_000
            print("\(path)\t\(bytes.count)\t\(frames)\t\(seconds)\t\(megabytes / seconds)\t\(Double(frames) / seconds)")
        }
    }
}
