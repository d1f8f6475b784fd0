import TouchstoneRecognition
import XCTest

/// Fails the XCTest for every way `replay` differs from the expected values (nil values are not checked).
public func XCTAssertOutcome(_ replay: GestureReplay, kind: GestureKind?? = nil, fingers: Int? = nil,
                             direction: GestureDirection? = nil, outcome: GestureOutcome? = nil,
                             finalProgress: Double? = nil, styleToggled: Bool? = nil, currentChild: String? = nil,
                             file: StaticString = #filePath, line: UInt = #line) {
    for message in OutcomeCheck.mismatches(replay, kind: kind, fingers: fingers, direction: direction, outcome: outcome,
                                           finalProgress: finalProgress, styleToggled: styleToggled,
                                           currentChild: currentChild) {
        XCTFail(message, file: file, line: line)
    }
}

/// Fails the XCTest for every way the recording at `path` differs from its embedded `expect` block.
public func XCTAssertEmbeddedExpectations(_ path: String, file: StaticString = #filePath, line: UInt = #line) {
    for message in OutcomeCheck.embeddedMismatches(path) { XCTFail(message, file: file, line: line) }
}
