import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("JSON lines")
struct JSONLineTests {
    @Test func classificationLineStartsWithTheLabelKeysInOrder() {
        let r = GestureClassification(kind: .pan, fingers: 2, direction: .down, outcome: .completed, start: 1500,
                                      end: 90_000, progress: 0.68125, recognizer: "pan", decision: .complete,
                                      recognizedAfter: 1499, travelAtRecognition: 1.6, releaseVelocity: PointMM(x: 0, y: 78.07))
        #expect(r.jsonLine(file: "a.yml") == """
            {"file": "a.yml", "kind": "pan", "fingers": 2, "direction": "down", "outcome": "completed", \
            "start_us": 1500, "end_us": 90000, "progress": 0.6813, "recognizer": "pan", "decision": "complete", \
            "recognized_after_us": 1499, "travel_mm": 1.6, "release_vx_mm_s": 0, "release_vy_mm_s": 78.07, \
            "failure": null}
            """)
    }

    @Test func noneResultAndEscaping() {
        let results = GestureClassifier.classify(frames: Synth.hold(fingers: 2, duration: 60_000), device: Synth.device)
        let line = results[0].jsonLine(file: "we\"ird\\name\n.yml")
        #expect(line.hasPrefix(#"{"file": "we\"ird\\name\n.yml", "kind": "none", "fingers": 2, "direction": "none", "outcome": "none", "start_us": 0, "end_us": "#))
        #expect(line.contains(#""progress": 0, "#))
    }

    @Test("numbers", arguments: [(0.0, "0"), (-0.00001, "0"), (1.23456, "1.2346"), (-2.5, "-2.5"), (3, "3"),
                                 (Double.nan, "null"), (Double.infinity, "null")])
    func numbers(_ value: Double, _ expected: String) {
        #expect(JSONLine.number(value) == expected)
    }

    @Test func streamLinesAreDeterministic() {
        let frames = Synth.drag(fingers: 3, delta: PointMM(x: -40, y: 0))
        let a = GestureClassifier.stream(frames: frames, device: Synth.device).map { $0.jsonLine() }
        let b = GestureClassifier.stream(frames: frames, device: Synth.device).map { $0.jsonLine() }
        #expect(a == b)
        #expect(a.first?.hasPrefix(#"{"t_us": "#) == true)
        #expect(a.first?.contains(#""phase": "began""#) == true)
        #expect(a.last?.contains(#""decision": "complete""#) == true)
    }
}
