import Testing
import TouchstoneCore
import TouchstoneLinux
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneTestSupport

/// Families of odd devices (docs/real-hardware.md), each on a small synthetic file of
/// Tests/Fixtures/odd-devices (written by its generate.py): the file imports with its touches and
/// classifies as the gesture that was made. Sizes are the assumed ones (no machine database), so
/// the results do not depend on what is installed.
@Suite("Odd device families")
struct OddDeviceTests {
    static func classify(_ name: String) throws -> (DeviceDescription, [GestureClassification], Recording) {
        var recording = try RecordingImporter.load(path: RepositoryPaths.fixture("odd-devices") + "/" + name)
        recording.device = DeviceSizeHints.none.applied(to: recording.device)
        return (recording.device, GestureClassifier.classify(recording), recording)
    }

    static func summary(_ results: [GestureClassification]) -> [String] {
        results.map { "\($0.kindName) \($0.fingers) \($0.direction.rawValue) \($0.outcome.rawValue)" }
    }

    @Test func protocolATouchscreenThroughMtdev() throws {
        let (device, results, recording) = try Self.classify("protocol-a-two-finger-pan-down.evemu")
        #expect(device.deviceClass == .touchscreen)
        #expect(recording.frames.map(\.contacts.count).max() == 2)
        #expect(Self.summary(results) == ["pan 2 down completed"])
    }

    /// Old Synaptics pads have two slots: a third finger exists only as BTN_TOOL_TRIPLETAP.
    @Test func moreFingersThanSlotsCountThroughTheToolBits() throws {
        let (device, results, recording) = try Self.classify("two-slot-pad-three-finger-swipe-left.evemu")
        #expect(device.slotCount == 2 && device.maxFingers == 4)
        #expect(recording.frames.map(\.contacts.count).max() == 2)
        #expect(recording.frames.map(\.fingerCount).max() == 3)
        #expect(Self.summary(results) == ["swipe 3 left completed"])
    }

    /// A semi-MT pad's slots are the corners of the fingers' bounding box: its centre follows the
    /// fingers, so a pan is a pan (and never a pinch: the box's shape is not the fingers' spread).
    @Test func semiMultiTouchPansWithTheBoundingBox() throws {
        let (device, results, _) = try Self.classify("semi-mt-two-finger-pan-down.evemu")
        #expect(device.deviceClass == .semiMultiTouch)
        #expect(Self.summary(results) == ["pan 2 down completed"])
    }

    /// A single-touch pad without BTN_TOUCH says "touching" only through ABS_PRESSURE: it was
    /// refused as having no touch axes before.
    @Test func pressureOnlyTouchesAreContacts() throws {
        let (device, results, recording) = try Self.classify("pressure-only-two-finger-pan-down.evemu")
        #expect(device.singleTouchSignal == .pressure)
        #expect(recording.frames.first?.contacts.count == 1)
        #expect(recording.frames.last?.contacts.isEmpty == true)
        #expect(recording.frames.map(\.fingerCount).max() == 2)
        #expect(Self.summary(results) == ["pan 2 down completed"])
    }

    @Test func singleTouchSignals() {
        func device(keys: [UInt16], pressure: Bool) -> DeviceDescription {
            var absinfo = [EventCode.ABS_X: AxisInfo(minimum: 0, maximum: 100), EventCode.ABS_Y: AxisInfo(minimum: 0, maximum: 100)]
            if pressure { absinfo[EventCode.ABS_PRESSURE] = AxisInfo(minimum: 0, maximum: 255) }
            return DeviceDescription(name: "st", codes: [EventCode.EV_KEY: keys], absinfo: absinfo)
        }
        #expect(device(keys: [EventCode.BTN_TOUCH], pressure: true).singleTouchSignal == .button)
        #expect(device(keys: [EventCode.BTN_TOOL_FINGER], pressure: true).singleTouchSignal == .pressure)
        #expect(device(keys: [EventCode.BTN_TOOL_FINGER], pressure: false).singleTouchSignal == .tool)
        #expect(device(keys: [EventCode.BTN_TOOL_PEN], pressure: true).singleTouchSignal == nil)
        #expect(device(keys: [0x120], pressure: false).singleTouchSignal == nil)   // a joystick's BTN_TRIGGER
    }

    /// A tool-bit-only pad: the contact lasts while any BTN_TOOL_* bit is set.
    @Test func toolBitsAloneMakeAContact() throws {
        let device = DeviceDescription(name: "tool only", codes: [EventCode.EV_KEY: [EventCode.BTN_TOOL_FINGER]],
                                       absinfo: [EventCode.ABS_X: AxisInfo(minimum: 0, maximum: 100),
                                                 EventCode.ABS_Y: AxisInfo(minimum: 0, maximum: 100)])
        var decoder = try MTDecoder(device: device)
        let events = [EvdevEvent(time: 0, type: EventCode.EV_ABS, code: EventCode.ABS_X, value: 10),
                      EvdevEvent(time: 0, type: EventCode.EV_KEY, code: EventCode.BTN_TOOL_FINGER, value: 1),
                      EvdevEvent(time: 0, type: EventCode.EV_SYN, code: EventCode.SYN_REPORT, value: 0),
                      EvdevEvent(time: 10, type: EventCode.EV_KEY, code: EventCode.BTN_TOOL_FINGER, value: 0),
                      EvdevEvent(time: 10, type: EventCode.EV_SYN, code: EventCode.SYN_REPORT, value: 0)]
        let frames = try decoder.decodeAll(events)
        #expect(frames.map(\.contacts.count) == [1, 0])
    }
}
