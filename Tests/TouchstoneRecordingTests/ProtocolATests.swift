import Foundation
import Testing
import TouchstoneCore
import TouchstoneMtdev
import TouchstoneRecording

/// Multi-touch protocol A (`SYN_MT_REPORT`, no slots) goes through mtdev into slots before decoding.
@Suite("Protocol A through mtdev")
struct ProtocolATests {
    /// A protocol A touchscreen without resolution (as N-Trig panels report themselves).
    static let evemuDevice = """
    # EVEMU 1.2
    N: Test Protocol A Screen
    I: 0003 1b96 0001 0110
    P: 00 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 00 00 00 00 00 00 00
    B: 01 00 04 00 00 00 00 00 00
    B: 03 03 00 00 00 00 00 60 00
    A: 00 0 9600 0 0
    A: 01 0 7200 0 0
    A: 35 0 9600 0 0
    A: 36 0 7200 0 0

    """

    /// Rows of a two-finger protocol A stream: both down, both move right, one lifts, the other lifts.
    static func events(fingers: [[(Int32, Int32)]]) -> String {
        var text = ""
        for (frame, contacts) in fingers.enumerated() {
            let time = String(format: "0.%06d", 10_000 * (frame + 1))
            for (x, y) in contacts {
                text += "E: \(time) 0003 0035 \(x)\nE: \(time) 0003 0036 \(y)\nE: \(time) 0000 0002 0\n"
            }
            if contacts.isEmpty { text += "E: \(time) 0000 0002 0\n" }
            let touch = contacts.isEmpty ? 0 : 1
            if frame == 0 || contacts.isEmpty { text += "E: \(time) 0001 014a \(touch)\n" }
            text += "E: \(time) 0000 0000 0\n"
        }
        return text
    }

    @Test func evemuProtocolAImportsContactsWithStableIDs() throws {
        let frames: [[(Int32, Int32)]] = [[(1000, 1000), (3000, 1000)], [(1200, 1000), (3200, 1000)],
                                          [(1400, 1000), (3400, 1000)], [(1600, 1000)], []]
        let text = Self.evemuDevice + Self.events(fingers: frames)
        let recording = try RecordingImporter.load(bytes: Array(text.utf8), sourceName: "a.evemu")
        #expect(recording.device.slotCount == ProtocolAConverter.slotCount)
        let counts = recording.frames.map(\.contacts.count)
        #expect(counts == [2, 2, 2, 1, 0], "\(counts)")
        // The left finger keeps its tracking id while it moves and after the right one lifts.
        let left = recording.frames.prefix(4).map { $0.contacts.min { $0.x < $1.x }!.id }
        #expect(Set(left).count == 1, "\(left)")
        #expect(recording.frames[2].contacts.map(\.x).sorted() == [1400, 3400])
    }

    @Test func libinputRecordProtocolAImportsContacts() throws {
        let yaml = """
        version: 1
        ndevices: 1
        devices:
        - node: /dev/input/event5
          evdev:
            name: "Test Protocol A Screen"
            id: [3, 7062, 1, 272]
            codes:
              0: [0, 1, 2, 3]
              1: [330]
              3: [0, 1, 53, 54]
            absinfo:
              0: [0, 9600, 0, 0, 0]
              1: [0, 7200, 0, 0, 0]
              53: [0, 9600, 0, 0, 0]
              54: [0, 7200, 0, 0, 0]
            properties: []
          events:
          - evdev:
            - [0, 10000, 3, 53, 1000]
            - [0, 10000, 3, 54, 2000]
            - [0, 10000, 0, 2, 0]
            - [0, 10000, 1, 330, 1]
            - [0, 10000, 0, 0, 0]
          - evdev:
            - [0, 20000, 3, 53, 1500]
            - [0, 20000, 3, 54, 2000]
            - [0, 20000, 0, 2, 0]
            - [0, 20000, 0, 0, 0]
          - evdev:
            - [0, 30000, 0, 2, 0]
            - [0, 30000, 1, 330, 0]
            - [0, 30000, 0, 0, 0]
        """
        let recording = try RecordingImporter.load(bytes: Array(yaml.utf8), sourceName: "a.yml")
        #expect(recording.frames.map(\.contacts.count) == [1, 1, 0])
        #expect(recording.frames[1].contacts.first?.x == 1500)
    }

    /// A slotted device whose rows press a finger but never start a contact decodes to nothing:
    /// that is an error naming the row, never an empty recording.
    @Test func touchesThatDecodeToNothingAreAnError() {
        let text = """
        # EVEMU 1.2
        N: Broken Pad
        I: 0018 0001 0001 0001
        P: 01 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 10
        A: 01 0 1000 0 0 10
        A: 2f 0 4 0 0 0
        A: 35 0 1000 0 0 10
        A: 36 0 1000 0 0 10
        A: 39 0 65535 0 0 0
        E: 0.010000 0003 0035 100
        E: 0.010000 0001 014a 1
        E: 0.010000 0000 0000 0
        E: 0.020000 0003 0035 200
        E: 0.020000 0000 0000 0

        """
        do {
            let recording = try RecordingImporter.load(bytes: Array(text.utf8), sourceName: "broken.evemu")
            Issue.record("imported \(recording.frames.count) frames instead of failing")
        } catch {
            #expect(error.description.contains("found fingers going down here but no contact decoded from the file"), "\(error)")
            #expect(error.location?.line == 20, "\(error)")
            #expect(error.category == .badData)
        }
    }

    /// The live path (daemon, `touchstone record`) decodes device rows through the same `TouchDecoder`.
    @Test func liveDecoderTurnsProtocolARowsIntoFrames() throws {
        let screen = try RecordingImporter.load(bytes: Array((Self.evemuDevice + Self.events(fingers: [[(10, 10)], []])).utf8),
                                                sourceName: "a.evemu").device
        var unslotted = screen
        unslotted.absinfo[EventCode.ABS_MT_SLOT] = nil
        unslotted.absinfo[EventCode.ABS_MT_TRACKING_ID] = nil
        var decoder = try TouchDecoder(device: unslotted)
        #expect(decoder.convertsProtocolA)
        func row(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevEvent {
            EvdevEvent(time: t, type: type, code: code, value: value)
        }
        var frames: [TouchFrame] = []
        let rows = [row(1000, 3, 0x35, 500), row(1000, 3, 0x36, 600), row(1000, 0, 2, 0), row(1000, 3, 0x35, 4000),
                    row(1000, 3, 0x36, 600), row(1000, 0, 2, 0), row(1000, 1, 0x14a, 1), row(1000, 0, 0, 0),
                    row(2000, 0, 2, 0), row(2000, 1, 0x14a, 0), row(2000, 0, 0, 0)]
        for r in rows { if let f = try decoder.decode(r) { frames.append(f) } }
        #expect(frames.map(\.contacts.count) == [2, 0])
        #expect(frames.first?.contacts.map(\.x).sorted() == [500, 4000])
    }

    @Test func slottedDevicesNeedNoConversion() {
        #expect(!ProtocolAConverter.isNeeded(for: .touchpad()))
    }
}
