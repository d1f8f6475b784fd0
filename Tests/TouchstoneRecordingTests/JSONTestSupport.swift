import Foundation
import Testing
import TouchstoneCore
@testable import TouchstoneRecording

/// Fixtures shared by the JSON tests.
enum JSONFixtures {
    static let device = DeviceDescription.touchpad(slots: 3, maxFingers: 5)

    static func contact(_ slot: Int, id: Int32, x: Int32, y: Int32, p: Int32? = nil) -> Contact {
        Contact(id: id, slot: slot, x: x, y: y, pressure: p)
    }

    /// A small recording exercising every optional field.
    static func small() -> Recording {
        let frames = [
            TouchFrame(time: 0, contacts: [contact(0, id: 12, x: 100, y: 200)]),
            TouchFrame(time: 8_000, contacts: [contact(0, id: 12, x: 104, y: 201, p: 37),
                                               contact(2, id: 13, x: 600, y: 300)]),
            TouchFrame(time: 16_000, contacts: [contact(0, id: 12, x: 108, y: 203),
                                                contact(1, id: 14, x: 400, y: 310),
                                                contact(2, id: 13, x: 604, y: 302)], fingerCount: 4),
            TouchFrame(time: 16_000, contacts: [], isResync: true),
            TouchFrame(time: 40_000, contacts: [], fingerCount: 0),
        ]
        let gestures = [
            LibinputGestureEvent(time: 8_000, type: .swipeBegin, fingers: 3),
            LibinputGestureEvent(time: 16_000, type: .swipeUpdate, fingers: 3, delta: PointMM(x: 0.1, y: -2.5),
                                 unacceleratedDelta: PointMM(x: 1e-7, y: -0.0)),
            LibinputGestureEvent(time: 24_000, type: .pinchUpdate, fingers: 2, scale: 1.0000000000000002,
                                 angleDelta: -12.75),
            LibinputGestureEvent(time: 40_000, type: .swipeEnd, fingers: 3, cancelled: true),
        ]
        let expect: JSONValue = .object([
            ("zeta", .number(1)), ("alpha", .object([("b", .array([.null, .bool(true), .string("é\"\\\n")])),
                                                    ("a", .number(2.5e-300))])),
            ("gesture", .string("swipe")),
        ])
        let metadata = RecordingMetadata(recordedAt: "2026-11-29T16:00:00Z", source: "touchstone-record",
                                         sourceFile: "/tmp/in.yml", toolVersion: "0.1.0", libinputVersion: "1.22.1",
                                         kernel: "6.1.0-28-amd64",
                                         labels: ["z": "last", "a": "first", "kind": "swipe", "emoji": "✋"])
        return Recording(device: device, metadata: metadata, frames: frames, libinputGestures: gestures, expect: expect)
    }

    /// The name of an error's case, for table-driven tests.
    static func caseName(_ error: RecordingError) -> String {
        // Every case carries values, so the mirror's one child is labelled with the case name.
        Mirror(reflecting: error).children.first?.label ?? String(describing: error)
    }

    /// The error decoding `text` throws, or nil when it decodes.
    static func decodeError(_ text: String, name: String = "bad.json") -> RecordingError? {
        decodeError(Array(text.utf8), name: name)
    }

    static func decodeError(_ bytes: [UInt8], name: String = "bad.json") -> RecordingError? {
        do {
            _ = try RecordingDecoder().decode(bytes, name: name)
            return nil
        } catch {
            return error
        }
    }

    /// A minimal valid document with `frames` spliced in and the device from `device`.
    static func document(frames: String = "[]", extra: String = "", version: String = "1.0") -> String {
        """
        {"format": "touchstone-recording", "version": "\(version)",
         "device": {"name": "pad", "absinfo": {"47": [0, 2, 0, 0, 0], "53": [0, 1000, 0, 0, 10], "54": [0, 600, 0, 0, 10]}},
         \(extra)"frames": \(frames)}
        """
    }
}
