import Foundation
import Testing
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneTestSupport

/// `classify` against the labelled real-kernel corpus (Corpus/, 216 recordings over three pads).
/// `scripts/accuracy` prints the per-family table beside libinput's verdicts; this test holds the line.
@Suite("Classification accuracy on the real-kernel corpus")
struct CorpusAccuracyTests {
    static let corpus = RepositoryPaths.corpus

    struct Label: Decodable {
        var kind: String
        var fingers: Int
        var direction: String
        var outcome: String
        var family: String
    }

    @Test func atLeast97PercentOverallAndEveryFamilyMostlyRight() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/labels.json"))
        let labels = try JSONDecoder().decode([String: Label].self, from: data)
        #expect(labels.count >= 150)
        var right = 0
        var byFamily: [String: (right: Int, total: Int)] = [:]
        var misses: [String] = []
        for name in labels.keys.sorted() {
            let label = labels[name]!
            // The evemu twin of each .yml: the same kernel events, faster to read in a debug build.
            let path = Self.corpus + "/" + name.replacingOccurrences(of: ".yml", with: ".evemu")
            let results = GestureClassifier.classify(try RecordingImporter.load(path: path))
            let ok = results.count == 1 && results[0].kindName == label.kind && results[0].fingers == label.fingers
                && results[0].direction.rawValue == label.direction && results[0].outcome.rawValue == label.outcome
            if ok { right += 1 } else { misses.append("\(name): \(results.map { "\($0.kindName) \($0.fingers) \($0.direction) \($0.outcome)" })") }
            byFamily[label.family, default: (0, 0)].total += 1
            if ok { byFamily[label.family, default: (0, 0)].right += 1 }
        }
        let accuracy = Double(right) / Double(labels.count)
        #expect(accuracy >= 0.97, "accuracy \(accuracy); misses: \(misses)")
        for (family, tally) in byFamily.sorted(by: { $0.key < $1.key }) {
            #expect(Double(tally.right) / Double(tally.total) >= 0.5, "\(family): \(tally.right)/\(tally.total)")
        }
    }
}
