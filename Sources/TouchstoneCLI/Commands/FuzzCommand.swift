import Foundation
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneReplay
import TouchstoneSynthesis

/// `touchstone fuzz FILE|DIR...`: perturb recordings, check the recognizers' invariants, shrink and
/// write what breaks them.
public struct FuzzCommand: Command {
    public init() {}
    public let name = "fuzz"
    public let summary = "Perturb recordings, check the recognizers' invariants, shrink counterexamples."
    public let usage = "FILE|DIR... [--runs N] [--seed S] [--perturb LIST] [-o FAILURES_DIR]"
    public var discussion: String {
        """
        Each run applies seeded perturbations (\(PerturbationKind.allCases.map(\.rawValue).joined(separator: ", ")))
        to a recording and checks: \(Invariant.allCases.map(\.rawValue).joined(separator: ", ")). Run 0 is the
        recording as it is. The expected outcome (the expect block's gestures) is checked under the
        perturbations the block's "tolerates" object allows (default: stagger 20 ms, jitter 0.1 mm, drop 10 %,
        resync 2 frames, resample 100-240 Hz, timescale 0.9-1.1, mirror). Each
        broken invariant is shrunk to the fewest, smallest perturbations and fewest frames that still break
        it, and written to FAILURES_DIR as a recording. Directories are searched for .json recordings. The
        last line is "N runs, N violations"; the exit status is 1 when anything broke. docs/fuzz.md.
        """
    }
    public let options: [OptionSpec] = [
        .value("runs", "N", help: "Runs per recording (default 100)."),
        .value("seed", "S", help: "Seed (default 1)."),
        .value("perturb", "LIST", help: "Comma list of perturbations to draw from (default: all; 'none': the recordings as they are)."),
        .value("output", short: "o", "FAILURES_DIR", help: "Write one shrunk counterexample recording per violation here."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        guard !arguments.positionals.isEmpty else { throw .usage("expected at least one FILE or DIR") }
        let runs = try arguments.integer("runs", in: 1...1_000_000) ?? 100
        let seed = try arguments.integer("seed", in: 0...Int.max) ?? 1
        let kinds = try Self.kinds(arguments.value("perturb"))
        let outputDirectory = arguments.value("output")
        let files = try Self.files(arguments.positionals)
        var worst: ExitCode = .ok
        var totalRuns = 0, violations = 0
        for (path, key) in files {
            let target: FuzzTarget, recognizers: [AnyGestureRecognizer]
            do {
                (target, recognizers) = try Self.target(path, context: context)
            } catch {
                context.errors.line("touchstone fuzz: \(error.message)")
                if worst == .ok || error.exitCode.rawValue > worst.rawValue { worst = error.exitCode }
                continue
            }
            let fuzzer = Fuzzer(recognizer: .arena(recognizers), runs: kinds.isEmpty ? 1 : runs, seed: UInt64(seed), kinds: kinds)
            let report = fuzzer.fuzz(target, key: key)
            totalRuns += report.runs
            for example in report.counterexamples {
                violations += 1
                context.output.line("\(path): \(example.violation.invariant.rawValue) broken in \(example.occurrences) of \(report.runs) runs (first: run \(example.run))")
                context.output.line("    \(example.violation.message)")
                let shrunk = example.perturbations.isEmpty ? "no perturbation" : example.perturbations.map(\.description).joined(separator: ", ")
                let drawn = example.original.isEmpty ? "" : " (drawn: \(example.original.map(\.description).joined(separator: ", ")))"
                var line = "    smallest: \(shrunk)\(drawn); \(example.input.frames.count) of \(example.framesBeforeShrinking) frames"
                if let outputDirectory {
                    let written = try Self.write(example, source: path, seed: seed, to: outputDirectory)
                    line += " -> \(written)"
                }
                context.output.line(line)
            }
        }
        context.output.line("\(totalRuns) runs, \(violations) violations")
        if worst != .ok { return worst }
        return violations > 0 ? .failure : .ok
    }

    /// Files as named, and the recordings `touchstone test` would collect under directories (with or
    /// without an expect block), each with the key that seeds its runs: the path relative to the directory
    /// it was found under, or the file name of a file named on its own.
    static func files(_ paths: [String]) throws(CommandError) -> [(path: String, key: String)] {
        var files: [(path: String, key: String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("\(path): no such file or directory", exitCode: .missingFile)
            }
            guard isDirectory.boolValue else {
                files.append((path, PathName.last(path)))
                continue
            }
            let collection = try TestCollection(paths: [path], workingDirectory: FileManager.default.currentDirectoryPath)
            files += (collection.cases + collection.withoutExpect).map { ($0.path, $0.name) }.sorted { $0.path < $1.path }
        }
        return files
    }

    /// The perturbation kinds of `--perturb`.
    static func kinds(_ list: String?) throws(CommandError) -> [PerturbationKind] {
        guard let list else { return PerturbationKind.allCases }
        if list == "none" { return [] }
        var kinds: [PerturbationKind] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let kind = PerturbationKind(rawValue: name) else {
                throw .usage("--perturb: unknown perturbation '\(name)'; known: \(PerturbationKind.allCases.map(\.rawValue).joined(separator: ", ")), none")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    /// Loads `path` and reads its expect block into a target and the recognizers it names.
    static func target(_ path: String, context: CommandContext) throws(CommandError) -> (FuzzTarget, [AnyGestureRecognizer]) {
        try target(try context.loadRecording(path, nil), name: path)
    }

    /// The fuzz target of `recording` (its expect block read: recognizers, gestures, tolerance) and the
    /// recognizers it names; `path` names it in messages.
    public static func target(_ recording: Recording, name path: String) throws(CommandError) -> (FuzzTarget, [AnyGestureRecognizer]) {
        var expectation = Expectation()
        if let block = recording.expect {
            do { expectation = try Expectation(json: block) } catch { throw CommandError("\(path): \(error)", exitCode: .badData) }
        }
        let tolerance: Tolerance
        do { tolerance = try Tolerance(expect: recording.expect) } catch { throw CommandError("\(path): \(error)", exitCode: .badData) }
        let settings: RecognizerSettings
        do {
            settings = try RecognizerSettings(expectation.recognizerSettings.map { (key: $0.key, value: $0.value) })
        } catch {
            throw CommandError("\(path): expect.recognizers: \(error)", exitCode: .badData)
        }
        let expected = expectation.gestures
        var oracle: (@Sendable ([GestureClassification], DirectionMapping) -> [String])?
        if !expected.isEmpty {
            oracle = { gestures, mapping in mismatches(gestures, expected: expected, mapping: mapping) }
        }
        let target = FuzzTarget(name: path, input: FuzzInput(device: recording.device, frames: recording.frames),
                                expect: recording.expect, tolerance: tolerance, oracle: oracle)
        return (target, settings.recognizerList)
    }

    /// Differences between `gestures` and the `expected` ones with directions mapped by `mapping`.
    static func mismatches(_ gestures: [GestureClassification], expected: [GestureExpectation],
                           mapping: DirectionMapping) -> [String] {
        var mapped = expected
        for i in mapped.indices {
            if let direction = mapped[i].direction { mapped[i].direction = mapping.apply(direction) }
        }
        return ExpectationCheck.compare(gestures: gestures, expected: mapped, frames: []).map { $0.description }
    }

    /// Writes a counterexample as a recording; returns its path.
    static func write(_ example: FuzzCounterexample, source: String, seed: Int, to directory: String) throws(CommandError) -> String {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(directory): cannot create the directory", exitCode: .ioError)
        }
        var stem = String(source.split(separator: "/").last ?? Substring(source))
        if let dot = stem.lastIndex(of: ".") { stem = String(stem[..<dot]) }
        let path = (directory.hasSuffix("/") ? directory : directory + "/") + "\(stem).\(example.violation.invariant.rawValue).json"
        let labels = ["fuzz.invariant": example.violation.invariant.rawValue, "fuzz.message": example.violation.message,
                      "fuzz.perturbations": example.perturbations.map(\.description).joined(separator: ", "),
                      "fuzz.seed": String(seed), "fuzz.run": String(example.run)]
        let recording = Recording(device: example.input.device,
                                  metadata: RecordingMetadata(source: "touchstone fuzz", sourceFile: source,
                                                              toolVersion: TouchstoneVersion.current, labels: labels),
                                  frames: example.input.frames, expect: example.expect)
        let bytes: [UInt8]
        do { bytes = try RecordingEncoder().encode(recording) } catch { throw CommandError(error) }
        try FileOutput.write(bytes: bytes, to: path)
        return path
    }
}
