import Testing
import TouchstoneCore

@Suite("MT protocol type B decoder")
struct MTDecoderTests {
    let pad = DeviceDescription.touchpad(slots: 5)

    private func decode(_ script: EvdevScript, device: DeviceDescription? = nil) throws -> [TouchFrame] {
        var decoder = try MTDecoder(device: device ?? pad)
        return try decoder.decodeAll(script.events)
    }

    @Test func twoFingersDownMoveAndUp() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 10, x: 100, y: 200); $0.key(EventCode.BTN_TOUCH, 1); $0.key(EventCode.BTN_TOOL_FINGER, 1) }
        s.frame {
            $0.down(slot: 1, id: 11, x: 300, y: 210)
            $0.key(EventCode.BTN_TOOL_FINGER, 0); $0.key(EventCode.BTN_TOOL_DOUBLETAP, 1)
        }
        s.frame { $0.move(slot: 0, y: 220); $0.move(slot: 1, y: 230) }
        s.frame { $0.up(slot: 0); $0.up(slot: 1); $0.key(EventCode.BTN_TOUCH, 0); $0.key(EventCode.BTN_TOOL_DOUBLETAP, 0) }
        let frames = try decode(s)
        #expect(frames.count == 4)
        #expect(frames[0].contacts == [Contact(id: 10, slot: 0, x: 100, y: 200)])
        #expect(frames[1].fingerCount == 2)
        #expect(frames[2].contacts.map(\.y) == [220, 230])
        #expect(frames[2].contacts.map(\.x) == [100, 300], "positions sent only on change keep their old values")
        #expect(frames[3].isEmpty)
        #expect(frames.map(\.time) == [8000, 16000, 24000, 32000])
    }

    @Test func slotKeepsOldValuesAcrossReuse() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 1, x: 50, y: 60) }
        s.frame { $0.up(slot: 0) }
        // A new contact in the same slot sends only the tracking id and X: Y is the slot's old value.
        s.frame { $0.abs(EventCode.ABS_MT_SLOT, 0); $0.abs(EventCode.ABS_MT_TRACKING_ID, 2); $0.abs(EventCode.ABS_MT_POSITION_X, 70) }
        let frames = try decode(s)
        #expect(frames.last?.contacts == [Contact(id: 2, slot: 0, x: 70, y: 60)])
    }

    @Test func newTrackingIDWithoutLiftReplacesContact() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 2, id: 5, x: 1, y: 1) }
        s.frame { $0.abs(EventCode.ABS_MT_TRACKING_ID, 6) }
        let frames = try decode(s)
        #expect(frames.map { $0.contacts.map(\.id) } == [[5], [6]])
    }

    @Test func fingerCountAboveSlotCountComesFromToolKeys() throws {
        let twoSlot = DeviceDescription.touchpad(slots: 2, maxFingers: 4)
        #expect(twoSlot.maxFingers == 4)
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 1, x: 10, y: 10); $0.down(slot: 1, id: 2, x: 20, y: 10); $0.key(EventCode.BTN_TOOL_DOUBLETAP, 1) }
        s.frame { $0.key(EventCode.BTN_TOOL_DOUBLETAP, 0); $0.key(EventCode.BTN_TOOL_TRIPLETAP, 1) }
        s.frame { $0.key(EventCode.BTN_TOOL_TRIPLETAP, 0); $0.key(EventCode.BTN_TOOL_QUADTAP, 1) }
        let frames = try decode(s, device: twoSlot)
        #expect(frames.map(\.fingerCount) == [2, 3, 4])
        #expect(frames.allSatisfy { $0.contacts.count == 2 })
    }

    @Test func framesThatChangeNothingAreSkipped() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 1, x: 10, y: 10) }
        s.frame { _ in }
        s.frame { $0.msc() }
        s.frame { $0.move(slot: 0, x: 10) }  // same value again
        s.frame { $0.move(slot: 0, x: 11) }
        var decoder = try MTDecoder(device: pad)
        let frames = try decoder.decodeAll(s.events)
        #expect(frames.map(\.time) == [8000, 40000])
        #expect(decoder.unchangedReportCount == 3)
    }

    @Test func synDroppedDiscardsUntilReportThenResyncs() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 1, x: 10, y: 10) }
        s.time += 8000
        s.syn(EventCode.SYN_DROPPED)
        s.move(slot: 0, x: 999)          // lost with the overflow
        s.syn()
        s.frame { $0.move(slot: 0, x: 30) }   // the sync brings the real state
        var decoder = try MTDecoder(device: pad)
        let frames = try decoder.decodeAll(s.events)
        #expect(frames.count == 2)
        #expect(frames[1].contacts.first?.x == 30)
        #expect(frames[1].isResync)
        #expect(decoder.discardedEventCount == 2)
    }

    @Test func pressureIsKeptWhenReported() throws {
        var s = EvdevScript()
        s.frame { $0.down(slot: 0, id: 1, x: 10, y: 10); $0.abs(EventCode.ABS_MT_PRESSURE, 42) }
        #expect(try decode(s).first?.contacts.first?.pressure == 42)
    }

    @Test func singleTouchDevicesDecodeAsOneContact() throws {
        let x = AxisInfo(minimum: 0, maximum: 1000, resolution: 10)
        let st = DeviceDescription(name: "st", codes: [EventCode.EV_ABS: [0, 1]], absinfo: [EventCode.ABS_X: x, EventCode.ABS_Y: x],
                                   properties: [EventCode.INPUT_PROP_DIRECT])
        var s = EvdevScript()
        s.frame { $0.key(EventCode.BTN_TOUCH, 1); $0.abs(EventCode.ABS_X, 5); $0.abs(EventCode.ABS_Y, 6) }
        s.frame { $0.key(EventCode.BTN_TOUCH, 0) }
        let frames = try decode(s, device: st)
        #expect(frames.map(\.contacts.count) == [1, 0])
        #expect(frames[0].contacts[0].x == 5)
        #expect(st.kind == .touchscreen)
    }

    @Test(arguments: [
        ("slot beyond the device's maximum", MTDecoderError.slotOutOfRange(slot: 7, slotCount: 5, eventIndex: 0)),
        ("negative slot", MTDecoderError.slotOutOfRange(slot: -1, slotCount: 5, eventIndex: 0)),
        ("end of an unused slot", MTDecoderError.endOfUnusedSlot(slot: 0, eventIndex: 1)),
        ("negative time", MTDecoderError.negativeTime(time: -5, eventIndex: 0)),
        ("time going backwards", MTDecoderError.timeWentBackwards(previous: 100, time: 50, eventIndex: 1)),
    ])
    func badStreamsThrowWithThePlace(name: String, expected: MTDecoderError) throws {
        let events: [EvdevEvent]
        switch expected {
        case .slotOutOfRange(let slot, _, _): events = [EvdevEvent(time: 0, type: EventCode.EV_ABS, code: EventCode.ABS_MT_SLOT, value: slot)]
        case .endOfUnusedSlot: events = [EvdevEvent(time: 0, type: EventCode.EV_ABS, code: EventCode.ABS_MT_SLOT, value: 0),
                                         EvdevEvent(time: 0, type: EventCode.EV_ABS, code: EventCode.ABS_MT_TRACKING_ID, value: -1)]
        case .negativeTime: events = [EvdevEvent(time: -5, type: EventCode.EV_SYN, code: 0, value: 0)]
        default: events = [EvdevEvent(time: 100, type: EventCode.EV_SYN, code: 0, value: 0), EvdevEvent(time: 50, type: EventCode.EV_SYN, code: 0, value: 0)]
        }
        var decoder = try MTDecoder(device: pad)
        #expect(throws: expected, "\(name)") { try decoder.decodeAll(events) }
        #expect(!expected.description.isEmpty)
    }

    @Test func absurdSlotCountIsRejected() {
        var device = pad
        device.absinfo[EventCode.ABS_MT_SLOT] = AxisInfo(minimum: 0, maximum: 9_999)
        #expect(throws: MTDecoderError.tooManySlots(10_000)) { try MTDecoder(device: device) }
    }
}

extension EvdevScript {
    /// An `MSC_TIMESTAMP`, which changes no touch state.
    mutating func msc() {
        eventsAppend(EvdevEvent(time: time, type: EventCode.EV_MSC, code: EventCode.MSC_TIMESTAMP, value: 1234))
    }
}
