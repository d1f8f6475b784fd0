import Testing
import TouchstoneRecognition
import TouchstoneTestSupport
import TouchstoneTesting
import TouchstoneTransitions
import XCTest

@Suite("TouchstoneTesting helpers (Swift Testing)")
struct TouchstoneTestingSwiftTests {
    @Test func passingExpectationsRecordNothing() throws {
        let replay = try GestureReplay(contentsOf: Fixtures.sample("pan2_down_flick_a.yml"), animation: "reveal",
                                       settings: ["preset": "gagat"])
        expectOutcome(replay, kind: .pan, fingers: 2, direction: .down, outcome: .completed, finalProgress: 1, styleToggled: true)
    }

    @Test func failingExpectationsRecordAnIssuePointingAtTheFrame() throws {
        let replay = try GestureReplay(contentsOf: Fixtures.sample("pan2_down_cancel_a.yml"), animation: "reveal",
                                       settings: ["preset": "gagat"])
        let messages = OutcomeCheck.mismatches(replay, outcome: .completed, styleToggled: true)
        #expect(messages.count == 2)
        #expect(messages[0].contains("gestures[0].outcome: expected completed, found cancelled (input frame"))
        withKnownIssue { expectOutcome(replay, outcome: .completed) }
    }

    @Test func userDefinedAnimationsReplayToo() throws {
        let slide = AnyTransitionAnimation(name: "slide-down", duration: 0.3) { progress, context in
            Scene(containerSize: context.containerSize, layers: [
                SceneLayer(name: "to", frame: SceneRect(x: 0, y: (progress - 1) * context.containerSize.height,
                                                        width: context.containerSize.width, height: context.containerSize.height)),
            ])
        }
        let replay = try GestureReplay(contentsOf: Fixtures.sample("pan2_down_complete_a.yml"), animation: slide,
                                       settings: ["preset": "gagat"])
        expectOutcome(replay, kind: .pan, outcome: .completed, finalProgress: 1)
        #expect(replay.result.timeline.ticks.contains { $0.progress > 0 && $0.progress < 1 })
    }

    @Test("embedded expect blocks of the container recordings pass; a wrong child is named")
    func embeddedExpectations() throws {
        for name in ["swipe3_thumb_container_swap", "swipe4_left_hops"] {
            expectEmbeddedExpectations(RepositoryPaths.recordings + "/\(name).json")
        }
        // The same swap checked against a child it does not end on: the mismatch names the field.
        let replay = try GestureReplay(contentsOf: RepositoryPaths.recordings + "/swipe3_thumb_container_swap.json",
                                       animation: "container-swap", engine: "vctransitions")
        let messages = OutcomeCheck.mismatches(replay, currentChild: "first")
        #expect(messages.count == 1 && messages[0].contains("first") && messages[0].contains("second"), "\(messages)")
    }

    @Test func missingFilesAreErrorsNotCrashes() {
        #expect(throws: GestureReplayError.self) { try GestureReplay(contentsOf: "/nonexistent/x.json") }
    }
}

final class TouchstoneTestingXCTests: XCTestCase {
    func testXCTestAssertionsPassOnAMatchingReplay() throws {
        let replay = try GestureReplay(contentsOf: Fixtures.sample("swipe3_left_complete_a.yml"), animation: "cube",
                                       engine: "vctransitions")
        XCTAssertOutcome(replay, kind: .swipe, fingers: 3, direction: .left, outcome: .completed, finalProgress: 1)
    }

    func testXCTestEmbeddedExpectationsPassOnABundledRecording() {
        XCTAssertEmbeddedExpectations(RepositoryPaths.recordings + "/swipe4_left_hops.json")
    }
}
