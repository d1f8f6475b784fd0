import Testing
import TouchstoneCore
@testable import TouchstoneRecording

@Suite("Import: real corpus samples")
struct ImportCorpusTests {
    @Test("yml and evemu of the same gesture decode to the same frames", arguments: ImportFixtures.families)
    func formatsAgree(family: String) throws {
        let yml = try RecordingImporter.load(path: ImportFixtures.path(family + ".yml"))
        let evemu = try RecordingImporter.load(path: ImportFixtures.path(family + ".evemu"))
        #expect(yml.frames.count > 0)
        #expect(yml.frames.count == evemu.frames.count)
        for (a, b) in zip(yml.frames, evemu.frames) {
            #expect(a.contacts == b.contacts)
            #expect(a.fingerCount == b.fingerCount)
            // Both rebase to the first event; for these captures the times then agree exactly.
            #expect(a.time == b.time, "frame times \(a.time) vs \(b.time)")
        }
        #expect(yml.frames.first?.time == 0)
        #expect(evemu.frames.first?.time == 0)
    }

    @Test("device geometry is read from both formats", arguments: ["swipe3_left_complete_a.yml", "swipe3_left_complete_a.evemu"])
    func geometry(name: String) throws {
        let recording = try RecordingImporter.load(path: ImportFixtures.path(name))
        let device = recording.device
        #expect(device.name == "Corpus Precision Touchpad")
        #expect(device.bus == 0x18 && device.vendor == 0x1209 && device.product == 0x7e01 && device.version == 1)
        #expect(device.widthMillimetres == 100)
        #expect(abs(device.heightMillimetres - 800.0 / 12) < 1e-9)
        #expect(device.unitsPerMillimetreX == 12 && device.unitsPerMillimetreY == 12)
        #expect(device.slotCount == 5)
        #expect(device.kind == .touchpad)
        #expect(device.properties == [EventCode.INPUT_PROP_POINTER, EventCode.INPUT_PROP_BUTTONPAD])
        #expect(device.codes[EventCode.EV_KEY] == [272, 325, 328, 330, 333, 334, 335])
        #expect(device.codes[EventCode.EV_ABS] == [0, 1, 47, 53, 54, 57])
        #expect(device.absinfo[EventCode.ABS_MT_TRACKING_ID] == AxisInfo(minimum: 0, maximum: 65535))
        #expect(recording.metadata.kernel == "6.1.0-57-amd64")
        #expect(recording.metadata.sourceFile == name)
    }

    @Test("finger counts match the labels", arguments: [
        ("swipe4_up_cancel_a", 4), ("tap2_a", 2), ("move1_a", 1), ("swipe3_left_complete_a", 3),
        ("pinch2_in_a", 2), ("hold2_a", 2), ("rotate2_cw_a", 2),
    ])
    func fingerCounts(family: String, fingers: Int) throws {
        for ext in [".yml", ".evemu"] {
            let recording = try RecordingImporter.load(path: ImportFixtures.path(family + ext))
            #expect(recording.maxFingers == fingers, "\(family)\(ext)")
            #expect(recording.frames.last?.isEmpty == true, "\(family)\(ext) ends with all fingers up")
        }
    }

    @Test("libinput gesture events of a swipe are kept")
    func swipeGestures() throws {
        let recording = try RecordingImporter.load(path: ImportFixtures.path("swipe3_left_complete_a.yml"))
        let gestures = recording.libinputGestures
        #expect(gestures.first?.type == .swipeBegin)
        #expect(gestures.last?.type == .swipeEnd)
        #expect(gestures.allSatisfy { $0.fingers == 3 })
        #expect(gestures.filter { $0.type == .swipeUpdate }.count > 10)
        #expect(gestures.first?.time == 175_804)
        #expect(gestures.last?.time == 479_782)
        let firstUpdate = try #require(gestures.first { $0.type == .swipeUpdate })
        #expect(firstUpdate.delta == PointMM(x: -8.23, y: 0))
        #expect(firstUpdate.unacceleratedDelta == PointMM(x: -12.01, y: 0))
        #expect(zip(gestures, gestures.dropFirst()).allSatisfy { $0.time <= $1.time })
        #expect(recording.metadata.source == "libinput-record")
        #expect(recording.metadata.libinputVersion == "1.22.1")
    }

    @Test("pinch events carry scale and angle")
    func pinchGestures() throws {
        let recording = try RecordingImporter.load(path: ImportFixtures.path("pinch2_in_a.yml"))
        let gestures = recording.libinputGestures
        #expect(gestures.first?.type == .pinchBegin)
        #expect(gestures.first?.scale == 1.0)
        #expect(gestures.last?.type == .pinchEnd)
        #expect(gestures.last?.scale == 0.46)
        #expect(gestures.contains { $0.type == .pinchUpdate && $0.angleDelta != nil && $0.angleDelta != 0 })
    }

    @Test("a one-finger move has no gesture events, and evemu files never have any")
    func noGestures() throws {
        #expect(try RecordingImporter.load(path: ImportFixtures.path("move1_a.yml")).libinputGestures.isEmpty)
        #expect(try RecordingImporter.load(path: ImportFixtures.path("swipe3_left_complete_a.evemu")).libinputGestures.isEmpty)
    }

    @Test("frames decode the first swipe frame exactly")
    func firstFrame() throws {
        let recording = try RecordingImporter.load(path: ImportFixtures.path("swipe3_left_complete_a.yml"))
        let first = try #require(recording.frames.first)
        #expect(first.contacts == [Contact(id: 146, slot: 0, x: 729, y: 372), Contact(id: 147, slot: 1, x: 943, y: 330),
                                   Contact(id: 148, slot: 2, x: 1144, y: 357)])
        #expect(first.fingerCount == 3)
        #expect(recording.frames[1].time == 7515)
    }
}

@Suite("Import: synthetic libinput record files")
struct ImportSynthesizerTests {
    @Test("a synthesized file imports to the frames it claims")
    func synthesized() throws {
        let (text, frameCount) = LibinputRecordSynthesizer.makeYAML(minimumBytes: 200_000)
        #expect(text.utf8.count >= 200_000)
        let recording = try LibinputRecordImporter.importRecording(text: text, sourceName: "synthetic.yml")
        #expect(recording.frames.count == frameCount)
        #expect(recording.maxFingers == 3)
        #expect(recording.frames.last?.isEmpty == true)
        let strokes = frameCount / (LibinputRecordSynthesizer.movesPerStroke + 2)
        #expect(recording.libinputGestures.filter { $0.type == .swipeBegin }.count == strokes)
        #expect(recording.libinputGestures.filter { $0.type == .swipeEnd }.count == strokes)
        #expect(zip(recording.frames, recording.frames.dropFirst()).allSatisfy { $0.time < $1.time })
    }
}
