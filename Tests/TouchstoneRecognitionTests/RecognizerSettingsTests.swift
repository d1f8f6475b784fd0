import Testing
import TouchstoneCore
@testable import TouchstoneRecognition

@Suite("Recognizer settings (daemon config and expect blocks)")
struct RecognizerSettingsTests {
    @Test func settingsChangeTheArena() throws {
        let settings = try RecognizerSettings([("recognizers", "pan swipe"), ("preset", "gagat"), ("swipe.fingers", "4"),
                                               ("swipe.distance_mm", "25"), ("finish", "projection-touchpad")])
        #expect(settings.recognizers == [.pan, .swipe])
        #expect(settings.pan.directionGate == .down)
        #expect(settings.swipe.fingers == .exactly(4))
        #expect(settings.swipe.distance == 25)
        let arena = settings.arena(device: .touchpad())
        #expect(arena.recognizers.map(\.name) == ["pan", "swipe"])
    }

    @Test(arguments: [("recognizers", "pan wobble"), ("swipe.fingers", "many"), ("swipe.distance_mm", "-3"),
                      ("pinch.out_target", "0.5"), ("pan.direction", "sideways"), ("frobnicate", "1"),
                      ("swipe.distance_mm", "nan")])
    func badSettingsNameKeyAndExpectation(key: String, value: String) {
        #expect(throws: RecognizerSettingsError.self) { try RecognizerSettings([(key, value)]) }
        do {
            _ = try RecognizerSettings([(key, value)])
        } catch {
            #expect(error.description.hasPrefix("\(key): expected ") && error.description.hasSuffix(", found \(value)"),
                    "\(error)")
        }
    }

    @Test(arguments: [("2", FingerCount.exactly(2)), ("3+", .atLeast(3)), ("2-4", .range(2, 4))])
    func fingerCounts(text: String, count: FingerCount) {
        #expect(RecognizerSettings.fingerCount(text) == count)
    }
}
