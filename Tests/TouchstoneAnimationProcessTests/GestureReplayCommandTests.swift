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
}
