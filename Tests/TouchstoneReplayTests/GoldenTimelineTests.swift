import Foundation
import Testing
import TouchstoneReplay

/// Golden timelines: the same recording, animation and settings must give byte-identical timelines on
/// every run, machine and clean clone. Regenerate deliberately with `scripts/update-golden`.
@Suite("Golden timelines")
struct GoldenTimelineTests {
    static let cases: [(recording: String, animation: String, engine: String, settings: [(String, String)])] = [
        ("pan2_down_flick_a.yml", "reveal", "gagat", [("preset", "gagat")]),
        ("swipe3_left_complete_a.yml", "cube", "vctransitions", []),
        ("pinch2_in_a.yml", "explode", "spring", []),
        ("swipe4_up_cancel_a.yml", "fold", "vctransitions", []),
    ]

    @Test(arguments: 0..<cases.count)
    func timelineMatchesGolden(index: Int) throws {
        let item = Self.cases[index]
        let result = try Replayer.replay(try Fixtures.load(item.recording),
                                         configuration: ReplayConfiguration(animationName: item.animation, enginePreset: item.engine,
                                                                            recognizerSettings: item.settings))
        let actual = ReplayJSON.timeline(result, file: item.recording)
        let path = Fixtures.golden(Self.goldenName(index))
        if ProcessInfo.processInfo.environment["TOUCHSTONE_UPDATE_GOLDEN"] == "1" {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if actual != expected {
            let a = actual.split(separator: "\n"), e = expected.split(separator: "\n")
            let line = Array(zip(a, e)).firstIndex { $0 != $1 } ?? min(a.count, e.count)
            Issue.record("timeline differs from \(path) at line \(line + 1):\n  golden: \(line < e.count ? e[line] : "<end>")\n  actual: \(line < a.count ? a[line] : "<end>")")
        }
    }

    static func goldenName(_ index: Int) -> String {
        let item = cases[index]
        return item.recording.split(separator: ".")[0] + "." + item.animation + ".timeline.json"
    }
}
