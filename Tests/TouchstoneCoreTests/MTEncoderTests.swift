import Testing
import TouchstoneCore

@Suite("MT encoder (frames back to evdev rows)")
struct MTEncoderTests {
    @Test(arguments: [(5, 5, UInt64(1)), (5, 5, 2), (2, 4, 3), (10, 5, 4)])
    func decodingEncodedFramesGivesThemBack(slots: Int, maxFingers: Int, seed: UInt64) throws {
        let device = DeviceDescription.touchpad(slots: slots, maxFingers: maxFingers)
        var random = SplitMix64(seed: seed)
        var frames: [TouchFrame] = []
        var live: [Int: Contact] = [:]
        var nextID: Int32 = 0
        var time: Int64 = 0
        for _ in 0..<400 {
            time += Int64(random.integer(1...16)) * 1000
            for slot in 0..<slots {
                switch random.integer(0...9) {
                case 0: live[slot] = nil
                case 1 where live[slot] == nil, 2 where live[slot] == nil:
                    live[slot] = Contact(id: nextID, slot: slot, x: Int32(random.integer(0...1200)), y: Int32(random.integer(0...800)))
                    nextID += 1
                default:
                    if var c = live[slot] {
                        if random.integer(0...1) == 0 { c.x = Int32(random.integer(0...1200)) }
                        if random.integer(0...2) == 0 { c.y = Int32(random.integer(0...800)) }
                        live[slot] = c
                    }
                }
            }
            let contacts = live.keys.sorted().compactMap { live[$0] }
            let extra = contacts.count == slots && slots < maxFingers ? random.integer(0...(maxFingers - slots)) : 0
            let frame = TouchFrame(time: time, contacts: contacts, fingerCount: contacts.count + extra)
            if frame.contacts != frames.last?.contacts || frame.fingerCount != frames.last?.fingerCount {
                frames.append(frame)
            }
        }
        if frames.first?.isEmpty == true { frames.removeFirst() }
        var encoder = MTEncoder(device: device)
        let rows = frames.flatMap { encoder.encode($0) }
        var decoder = try MTDecoder(device: device)
        let decoded = try decoder.decodeAll(rows)
        #expect(decoded == frames)
    }

    @Test func positionsAreSentOnlyWhenTheyChange() {
        let device = DeviceDescription.touchpad()
        var encoder = MTEncoder(device: device)
        _ = encoder.encode(TouchFrame(time: 0, contacts: [Contact(id: 1, slot: 0, x: 10, y: 20)]))
        let rows = encoder.encode(TouchFrame(time: 8000, contacts: [Contact(id: 1, slot: 0, x: 10, y: 25)]))
        #expect(rows.map(\.code) == [EventCode.ABS_MT_POSITION_Y, EventCode.ABS_Y, EventCode.SYN_REPORT])
        #expect(encoder.encode(TouchFrame(time: 9000, contacts: [Contact(id: 1, slot: 0, x: 10, y: 25)])).isEmpty)
    }
}
