import TouchstoneCore
import TouchstoneRecording

/// Group 2: importing `libinput record` YAML (a generated ~20 MB file and the Corpus .yml files)
/// against PyYAML's CLoader parsing the same files, and evemu import (no peer). Both sides open and
/// read the file inside the timed region.
enum ImportBenchmark {
    /// Measures the group and returns its table rows.
    static func run(_ context: BenchContext) throws(BenchError) -> [Figure] {
        let runs = context.runs
        let synthetic = context.outputDirectory + "/synthetic.yml"
        context.log("import: generating \(context.syntheticYAMLBytes / 1_000_000) MB of libinput record YAML")
        let (text, _) = LibinputRecordSynthesizer.makeYAML(minimumBytes: context.syntheticYAMLBytes)
        try Measure.write(Array(text.utf8), to: synthetic)

        let corpus = context.root + "/Corpus"
        let yamlFiles = Measure.files(in: corpus, suffix: ".yml")
        let evemuFiles = Measure.files(in: corpus, suffix: ".evemu")
        var figures: [Figure] = []
        let generatedName = "libinput record import, generated (\(format1(Double(Measure.fileSize(synthetic)) / 1e6)) MB)"
        figures += try yamlRows(context, name: generatedName, files: [synthetic], runs: runs)
        if yamlFiles.isEmpty {
            figures.append(.plain("import", "libinput record import, Corpus", nil, "MB/s", runs: 0, note: "no Corpus/*.yml"))
        } else {
            let bytes = yamlFiles.reduce(0) { $0 + Measure.fileSize($1) }
            let name = "libinput record import, Corpus (\(yamlFiles.count) files, \(format1(Double(bytes) / 1e6)) MB)"
            figures += try yamlRows(context, name: name, files: yamlFiles, runs: runs)
        }
        if !evemuFiles.isEmpty {
            context.log("import: evemu x\(runs)")
            let bytes = evemuFiles.reduce(0) { $0 + Measure.fileSize($1) }
            let (seconds, frames) = try importTimes(evemuFiles, runs: runs)
            let name = "evemu import, Corpus (\(evemuFiles.count) files, \(format1(Double(bytes) / 1e6)) MB)"
            figures.append(.plain("import", name, Double(bytes) / 1e6 / seconds, "MB/s", runs: runs, note: "no peer"))
            figures.append(.plain("import", "evemu import, Corpus, frames", Double(frames) / seconds, "frames/s", runs: runs))
        }
        return figures
    }

    private static func yamlRows(_ context: BenchContext, name: String, files: [String], runs: Int) throws(BenchError) -> [Figure] {
        context.log("import: \(name) x\(runs)")
        let bytes = files.reduce(0) { $0 + Measure.fileSize($1) }
        let (seconds, frames) = try importTimes(files, runs: runs)
        var peerSeconds: Double?
        if let python = context.python {
            context.log("import: PyYAML CLoader x\(context.peerRuns)")
            peerSeconds = Measure.median(try python.run("yaml-load", runs: context.peerRuns, paths: files).seconds)
        }
        let peer = peerSeconds == nil ? nil : "PyYAML CLoader"
        let megabytes = Double(bytes) / 1e6
        return [
            Figure(group: "import", name: name, value: megabytes / seconds, unit: "MB/s", better: .higher, peer: peer,
                   peerValue: peerSeconds.map { megabytes / $0 }, runs: runs, peerRuns: peerSeconds == nil ? nil : context.peerRuns, note: "goal: >= 3x PyYAML"),
            Figure(group: "import", name: name.prefix { $0 != "(" } + "frames", value: Double(frames) / seconds,
                   unit: "frames/s", better: .higher, peer: peer, peerValue: peerSeconds.map { Double(frames) / $0 },
                   runs: runs, peerRuns: peerSeconds == nil ? nil : context.peerRuns,
                   note: "PyYAML builds Python objects; its frames/s counts our frames over its time"),
        ]
    }

    /// Median seconds to import every file once, and the frames they hold.
    private static func importTimes(_ files: [String], runs: Int) throws(BenchError) -> (Double, Int) {
        var frames = 0
        let times = try timed(runs) { () throws(BenchError) in
            frames = 0
            for file in files {
                frames += try wrap { try RecordingImporter.load(path: file).frames.count }
            }
        }
        return (Measure.median(times), frames)
    }
}
