import Testing
import TouchstoneCore
import TouchstoneDaemon
import TouchstoneRecognition

/// The protocol codec: every message survives encode -> decode, the lines are plain JSON with the
/// documented keys in order, and a bad line is reported with its type and key.
@Suite("Daemon protocol codec")
struct DaemonMessageCodecTests {
    static let device = DeviceDescription(
        name: "Test \"pad\"", bus: 3, vendor: 0x1234, product: 0x5678, version: 1,
        codes: [0: [0, 3], 1: [330, 325], 3: [0, 1, 47, 53, 54, 57, 58]],
        absinfo: [0: AxisInfo(minimum: 0, maximum: 1000, fuzz: 0, flat: 0, resolution: 10),
                  1: AxisInfo(minimum: 0, maximum: 600, fuzz: 0, flat: 0, resolution: 10),
                  47: AxisInfo(minimum: 0, maximum: 4, fuzz: 0, flat: 0, resolution: 0),
                  53: AxisInfo(minimum: 0, maximum: 1000, fuzz: 0, flat: 0, resolution: 10),
                  54: AxisInfo(minimum: 0, maximum: 600, fuzz: 0, flat: 0, resolution: 10),
                  57: AxisInfo(minimum: 0, maximum: 65535, fuzz: 0, flat: 0, resolution: 0),
                  58: AxisInfo(minimum: 0, maximum: 255, fuzz: 0, flat: 0, resolution: 0)],
        properties: [0])

    static var messages: [DaemonMessage] {
        var ended = GestureUpdate(time: 98_356_930, recognizer: "rotate", kind: .rotate, phase: .ended, fingers: 2,
                                  direction: .ccw, translation: PointMM(x: 1.25, y: -0.5), scale: 1.0625, rotation: -47.5,
                                  progress: 0.75, velocity: PointMM(x: 3, y: -4), progressVelocity: 1.5,
                                  location: PointMM(x: 40.1234, y: 20), decision: .complete, releaseVelocity: PointMM(x: 3, y: -4))
        ended.recognizedAfter = 120_000
        return [
            .hello(version: 1, daemon: "1.2.3", devices: ["/dev/input/event5", "/dev/input/event6"]),
            .device(DeviceNotice(event: .added, node: "/dev/input/event5", device: device)),
            .device(DeviceNotice(event: .present, node: "/dev/input/event5", device: device)),
            .device(DeviceNotice(event: .removed, node: "/dev/input/event5", device: device)),
            .update(node: "/dev/input/event5", update: ended),
            .update(node: "/dev/input/event5", update: GestureUpdate(time: 5, recognizer: "pan", kind: .pan, phase: .failed, fingers: 1)),
            .frame(node: "/dev/input/event5", frame: TouchFrame(
                time: 98_356_930, contacts: [Contact(id: 302, slot: 0, x: 148, y: 354, pressure: 71), Contact(id: 303, slot: 1, x: -5, y: 317)],
                fingerCount: 3, isResync: true)),
            .frame(node: "/dev/input/event5", frame: TouchFrame(time: 7, contacts: [])),
            .libinput(node: "/dev/input/event5", event: LibinputGestureEvent(time: 42, type: .pinchEnd, fingers: 2, scale: 1.5, cancelled: true)),
            .libinput(node: "/dev/input/event5", event: LibinputGestureEvent(time: 43, type: .swipeBegin, fingers: 3)),
            .missed(count: 12),
            .error(message: "too many clients (limit 3)"),
            .goodbye,
        ]
    }

    @Test(arguments: messages)
    func roundTrips(_ message: DaemonMessage) throws {
        let line = DaemonMessageCodec.encode(message, sendTime: 98_400_000)
        #expect(!line.contains("\n"))
        let received = try DaemonMessageCodec.decode(line)
        #expect(received.message == message)
        #expect(received.sendTime == (message.kernelTime == nil ? nil : 98_400_000))
    }

    @Test func frameLinesKeepTheDocumentedKeysInOrder() {
        let line = DaemonMessageCodec.encode(.frame(node: "/dev/input/event6", frame: TouchFrame(
            time: 5, contacts: [Contact(id: 9, slot: 1, x: 2, y: 3, pressure: 4)], isResync: true)), sendTime: 9)
        #expect(line == #"{"type": "frame", "node": "/dev/input/event6", "kernel_time_us": 5, "send_time_us": 9, "fingers": 1, "contacts": [{"slot": 1, "id": 9, "x": 2, "y": 3, "p": 4}], "resync": true}"#)
    }

    @Test(arguments: [
        (#"{"type": "frame", "node": "/dev/input/event6", "kernel_time_us": "5", "send_time_us": 9, "fingers": 0, "contacts": []}"#,
         "(type frame): key \"kernel_time_us\": expected an integer"),
        (#"{"type": "update", "node": "n", "kernel_time_us": 1, "send_time_us": 2}"#, "daemon message (type update): expected the key \"update\" (it is required), found no such key"),
        (#"{"type": "device", "event": "exploded", "node": "n"}"#, "key \"event\": expected one of"),
        (#"{"type": "teleport"}"#, "daemon message: type: expected a known message type, found \"teleport\""),
        (#"{"type": "#, "daemon message: JSON at byte 10: expected a JSON value, found the end of the input (truncated)"),
        (#"{"type": "goodbye"} x"#, "daemon message: JSON at byte 21: expected only whitespace after the value, found more data"),
        (#"{"type": "hello", "version": 1, "daemon": "a\qb", "devices": []}"#, #"invalid string: unknown escape \q"#),
        (#"{"kind": "hello"}"#, "daemon message: expected the key \"type\" (it is required), found no such key"),
    ])
    func badLinesSayWhatIsWrong(line: String, fragment: String) {
        #expect {
            _ = try DaemonMessageCodec.decode(line)
        } throws: { error in
            (error as? DaemonProtocolError)?.description.contains(fragment) == true
        }
    }

    @Test func commandsRoundTrip() {
        let commands: [DaemonCommand] = [.subscribe([.frames, .libinput]), .unsubscribe([.updates]), .subscribe([])]
        for command in commands { #expect(DaemonCommand(line: command.line) == command) }
        #expect(DaemonCommand(line: "subscribe frames bogus") == .subscribe([.frames]))
        #expect(DaemonCommand(line: "launch") == nil)
    }
}
