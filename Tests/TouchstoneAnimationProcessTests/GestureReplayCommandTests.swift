import Foundation
import Testing
import TouchstoneCore
import TouchstoneTesting
import TouchstoneTestSupport

/// `TouchstoneTesting` drives an animation command too (for people who mix Swift and other code).
@Suite("GestureReplay with a command")
struct GestureReplayCommandTests {
    @Test func aPythonTransitionEndsOnPageOne() throws {
        let replay = try GestureReplay(contentsOf: RepositoryPaths.recordings + "/swipe3_left_cube.json",
                                       command: ["python3", "../examples/animation-protocol/python/slide.py"],
                                       engine: "vctransitions", replyTimeout: 300_000_000)
        #expect(replay.outcome.transition.completedTransitions == 1)
        #expect(replay.animationState?["page"] == .number(1))
        // The page changes once, at the tick where the transition ended.
        let pages = replay.animationStates.compactMap { $0.state["page"] }
        #expect(pages.first == .number(0) && pages.last == .number(1))
        #expect(replay.configuration.animationName == "python3 ../examples/animation-protocol/python/slide.py")
    }

    @Test func aFailingCommandIsAnError() {
        #expect(throws: GestureReplayError.self) {
            try GestureReplay(contentsOf: RepositoryPaths.recordings + "/swipe3_left_cube.json", command: ["false"])
        }
    }
}

/// `expectEmbeddedExpectations` runs a recording whose expect block names a command.
@Suite("Embedded expectations with a command")
struct EmbeddedCommandExpectationTests {
    @Test func theBundledExternalRecordingsPass() {
        for name in ["slide_python_swipe3_left", "slide_c_pan_left_cancels"] {
            #expect(OutcomeCheck.embeddedMismatches(RepositoryPaths.recordings + "/with-animation-commands/\(name).json",
                                                      replyTimeout: 300_000_000) == [])
        }
    }

    @Test("the block's recognizer settings apply in the block's order, as `touchstone test` applies them")
    func settingsApplyInTheirOrder() throws {
        // The Gagat preset, then a pan gated upwards: the bundled downward pan is then no pan, so the block's
        // "pan down, cancelled" must fail. Applied in key order instead ("pan.direction" < "preset"), the
        // preset would undo the gate and the block would pass.
        let original = try String(contentsOfFile: RepositoryPaths.recordings
                                  + "/with-animation-commands/slide_python_pan_down_cancels.json", encoding: .utf8)
        let gated = original
            .replacingOccurrences(of: #""recognizers": {"preset": "gagat"}"#,
                                  with: #""recognizers": {"preset": "gagat", "pan.direction": "up"}"#)
            .replacingOccurrences(of: "../../examples/animation-protocol/python/slide.py",
                                  with: RepositoryPaths.root + "/examples/animation-protocol/python/slide.py")
        #expect(gated.contains(#""pan.direction": "up""#) && gated.contains(RepositoryPaths.root))
        let directory = try TemporaryDirectory("settings-order")
        defer { directory.remove() }
        let path = try directory.write("pan_down_gated_up.json", gated)
        let mismatches = OutcomeCheck.embeddedMismatches(path, replyTimeout: 300_000_000)
        #expect(mismatches.contains { $0.hasPrefix(path + ": gesture") }, "\(mismatches)")
    }
}
