import Testing
import TouchstoneRecognition

/// Records an issue for every way `replay` differs from the expected values (nil values are not checked).
///
/// Messages name the recording and the input frame or display tick where actual and expected part.
public func expectOutcome(_ replay: GestureReplay, kind: GestureKind?? = nil, fingers: Int? = nil,
                          direction: GestureDirection? = nil, outcome: GestureOutcome? = nil,
                          finalProgress: Double? = nil, styleToggled: Bool? = nil, currentChild: String? = nil,
                          sourceLocation: SourceLocation = #_sourceLocation) {
    for message in OutcomeCheck.mismatches(replay, kind: kind, fingers: fingers, direction: direction, outcome: outcome,
                                           finalProgress: finalProgress, styleToggled: styleToggled,
                                           currentChild: currentChild) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// Records an issue for every way the recording at `path` differs from its embedded `expect` block.
public func expectEmbeddedExpectations(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for message in OutcomeCheck.embeddedMismatches(path) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
