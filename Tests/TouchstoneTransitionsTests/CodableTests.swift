import Foundation
import Testing
import TouchstoneRecognition
@testable import TouchstoneTransitions

@Suite("JSON and presets")
struct CodableTests {
    @Test("a timeline with scenes survives a JSON round trip; digests are hex strings")
    func roundTrip() throws {
        var configuration = TransitionEngineConfiguration.gagat
        configuration.recordsScenes = true
        let updates = [gesture(0, .began), gesture(20_000, .changed, progress: 0.3, progressVelocity: 2),
                       gesture(40_000, .ended, progressVelocity: 2)]
        let timeline = try TransitionDriver.run(updates, animation: RevealAnimation(), configuration: configuration)
        let data = try JSONEncoder().encode(timeline)
        let decoded = try JSONDecoder().decode(TransitionTimeline.self, from: data)
        #expect(decoded == timeline)
        let digest = try JSONEncoder().encode(timeline.ticks[0].sceneDigest)
        #expect(String(decoding: data, as: UTF8.self).contains("\"sceneDigest\""))
        #expect(String(decoding: digest, as: UTF8.self) == "\"\(timeline.ticks[0].sceneDigest)\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SceneDigest.self, from: Data("\"xyz\"".utf8)) }
    }

    @Test("presets by name")
    func presets() {
        for name in TransitionEngineConfiguration.presetNames {
            #expect(TransitionEngineConfiguration.preset(named: name) != nil)
        }
        #expect(TransitionEngineConfiguration.preset(named: "gagat") == .gagat)
        #expect(TransitionEngineConfiguration.preset(named: "nope") == nil)
    }
}
