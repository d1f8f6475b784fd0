import Testing
import TouchstoneCore
import TouchstoneLinux

/// After `SYN_DROPPED`, libevdev hands out the delta to the device's real state; the decoder must
/// apply it (issue 9: a resync must not leave a lifted finger down or stale positions).
@Suite("SYN_DROPPED from libevdev")
struct DroppedGapTests {
    static let device = DeviceDescription(
        name: "pad", codes: [0: [0, 3], 1: [330], 3: [47, 53, 54, 57]],
        absinfo: [47: AxisInfo(minimum: 0, maximum: 1, fuzz: 0, flat: 0, resolution: 0),
                  53: AxisInfo(minimum: 0, maximum: 1000, fuzz: 0, flat: 0, resolution: 10),
                  54: AxisInfo(minimum: 0, maximum: 600, fuzz: 0, flat: 0, resolution: 10),
                  57: AxisInfo(minimum: 0, maximum: 65535, fuzz: 0, flat: 0, resolution: 0)],
        properties: [0])

    private func abs(_ time: Int64, _ code: UInt16, _ value: Int32) -> EvdevEvent {
        EvdevEvent(time: time, type: EventCode.EV_ABS, code: code, value: value)
    }

    private func report(_ time: Int64) -> EvdevEvent {
        EvdevEvent(time: time, type: EventCode.EV_SYN, code: EventCode.SYN_REPORT, value: 0)
    }

    @Test func libevdevsSyncDeltaReachesTheDecoder() throws {
        var decoder = try MTDecoder(device: Self.device)
        let twoDown: [EvdevEvent] = [
            abs(100, EventCode.ABS_MT_SLOT, 0), abs(100, EventCode.ABS_MT_TRACKING_ID, 1),
            abs(100, EventCode.ABS_MT_POSITION_X, 100), abs(100, EventCode.ABS_MT_POSITION_Y, 100),
            abs(100, EventCode.ABS_MT_SLOT, 1), abs(100, EventCode.ABS_MT_TRACKING_ID, 2),
            abs(100, EventCode.ABS_MT_POSITION_X, 300), abs(100, EventCode.ABS_MT_POSITION_Y, 100), report(100),
        ]
        #expect(try decoder.decodeAll(twoDown).last?.contacts.count == 2)
        // Events were lost: finger 2 lifted and finger 1 moved meanwhile. libevdev's sync delta follows.
        let delta: [EvdevEvent] = [
            abs(500, EventCode.ABS_MT_SLOT, 0), abs(500, EventCode.ABS_MT_POSITION_X, 180),
            abs(500, EventCode.ABS_MT_SLOT, 1), abs(500, EventCode.ABS_MT_TRACKING_ID, -1), report(500),
        ]
        let frames = try decoder.decodeAll(EvdevDevice.droppedGap(at: 500) + delta)
        let resync = try #require(frames.last)
        #expect(resync.isResync)
        #expect(resync.contacts == [Contact(id: 1, slot: 0, x: 180, y: 100)])
        // The next ordinary packet decodes on the true state.
        let next = try decoder.decodeAll([abs(600, EventCode.ABS_MT_SLOT, 0), abs(600, EventCode.ABS_MT_POSITION_X, 190), report(600)])
        #expect(next == [TouchFrame(time: 600, contacts: [Contact(id: 1, slot: 0, x: 190, y: 100)])])
    }
}
