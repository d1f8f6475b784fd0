import TouchstoneCore
import TouchstoneRecognition

/// Turns a `SynthesisSpec` into a recording whose frames are exactly what the kernel's multi-touch
/// protocol (type B) would carry for those finger motions.
///
/// Fingers are sampled at the device's frame period; each finger takes the lowest free slot when it
/// lands (fingers beyond the slot count are reported only through the `BTN_TOOL_*` count, and take a
/// freed slot with a new tracking id, as a kernel driver does); tracking ids count up from a seeded
/// base. The frames are encoded to evdev rows (`MTEncoder`) and decoded back (`MTDecoder`), so
/// reports that change nothing are dropped as the input core drops them; a frame that would change
/// nothing while fingers are down is nudged by one device unit, as real pads keep reporting.
/// Deterministic: the same spec gives the same frames.
public enum Synthesizer {
    /// Synthesizes `spec`.
    /// - Throws: `SpecError` naming the field that cannot be played on the device.
    public static func synthesize(_ spec: SynthesisSpec) throws(SpecError) -> SynthesisResult {
        let device = spec.device.description
        guard device.xAxis != nil, device.yAxis != nil, device.widthMillimetres > 0, device.heightMillimetres > 0 else {
            throw SpecError("device", "\(device.name) has no usable X/Y axes")
        }
        let period: Int64 = spec.rate.map { Int64((1_000_000 / $0).rounded()) } ?? spec.device.framePeriod
        var plans: [GesturePlan] = []
        var start: Int64 = 0
        for (index, gesture) in spec.gestures.enumerated() {
            let prefix = spec.gestures.count == 1 ? "" : "gestures[\(index)]."
            let plan = try GesturePlan(gesture, device: spec.device, start: start, field: prefix)
            plans.append(plan)
            start = plan.end + Int64((gesture.pauseAfterMilliseconds * 1000).rounded())
            if plan.end - (plan.landing.first ?? 0) < period && gesture.kind != .hold && gesture.kind != .tap {
                throw SpecError(prefix + "duration_ms", "the gesture is shorter than one frame (\(period) us)")
            }
        }
        let frames = try assemble(plans, device: device, period: period, seed: spec.seed)
        var expected = plans.map(\.expected).filter { $0.kind != nil }
        if expected.isEmpty {
            let most = frames.reduce(0) { max($0, $1.fingerCount) }
            expected = [ExpectedGesture(kind: nil, fingers: most, direction: GestureDirection.none, outcome: GestureOutcome.none,
                                        notes: plans.flatMap(\.expected.notes))]
        }
        var labels = ["generator": "touchstone synth", "seed": String(spec.seed)]
        labels["gestures"] = spec.gestures.map { "\($0.kind.rawValue)\($0.fingers)-\($0.direction.rawValue)" }.joined(separator: " ")
        let notes = plans.flatMap(\.expected.notes)
        if !notes.isEmpty { labels["ambiguous"] = notes.joined(separator: "; ") }
        let recording = Recording(device: device, metadata: RecordingMetadata(source: "synth", labels: labels), frames: frames,
                                  expect: .object([("gestures", .array(expected.map(\.json)))]))
        return SynthesisResult(recording: recording, expected: expected)
    }

    /// Samples the plans' fingers every `period`, assigns slots and tracking ids, adds jitter, and
    /// canonicalizes through the MT encoder and decoder.
    private static func assemble(_ plans: [GesturePlan], device: DeviceDescription, period: Int64,
                                 seed: UInt64) throws(SpecError) -> [TouchFrame] {
        struct Finger { var plan: Int; var index: Int; var land: Int64; var lift: Int64 }
        var fingers: [Finger] = []
        for (p, plan) in plans.enumerated() {
            if let thumb = plan.thumb { fingers.append(Finger(plan: p, index: -1, land: thumb.land, lift: thumb.lift)) }
            for i in 0..<plan.fingerCount { fingers.append(Finger(plan: p, index: i, land: plan.landing[i], lift: plan.lifting[i])) }
        }
        let end = fingers.map(\.lift).max() ?? 0
        var random = SplitMix64(seed: seed, stream: 1)
        var nextID = Int32(random.integer(100...40_000))
        let slotCount = device.slotCount
        var slots: [Int?] = Array(repeating: nil, count: slotCount)  // finger index per slot
        var ids: [Int32] = Array(repeating: -1, count: fingers.count)
        var hidden: [Int] = []
        var down: [Bool] = Array(repeating: false, count: fingers.count)
        let unitsX = device.unitsPerMillimetreX, unitsY = device.unitsPerMillimetreY
        let xAxis = device.xAxis!, yAxis = device.yAxis!
        var encoder = MTEncoder(device: device)
        var decoder: MTDecoder
        do { decoder = try MTDecoder(device: device) } catch { throw SpecError("device", "\(error)") }
        var frames: [TouchFrame] = []
        var nudge: Int32 = 1
        let lastSample = (end + period - 1) / period
        for k in 0...lastSample {
            let t = k * period
            // Lifts first (a slot freed now goes to a hidden finger), then landings.
            for f in fingers.indices where down[f] && t >= fingers[f].lift {
                down[f] = false
                if let slot = slots.firstIndex(where: { $0 == f }) {
                    slots[slot] = nil
                    if !hidden.isEmpty {
                        let next = hidden.removeFirst()
                        slots[slot] = next
                        ids[next] = nextID
                        nextID = nextID == 65_535 ? 1 : nextID + 1
                    }
                } else {
                    hidden.removeAll { $0 == f }
                }
            }
            for f in fingers.indices where !down[f] && t >= fingers[f].land && t < fingers[f].lift {
                down[f] = true
                if let slot = slots.firstIndex(where: { $0 == nil }) {
                    slots[slot] = f
                    ids[f] = nextID
                    nextID = nextID == 65_535 ? 1 : nextID + 1
                } else {
                    hidden.append(f)
                }
            }
            var contacts: [Contact] = []
            for (slot, occupant) in slots.enumerated() {
                guard let f = occupant else { continue }
                let finger = fingers[f], plan = plans[finger.plan]
                var point = finger.index < 0 ? plan.thumb!.position : plan.position(finger.index, at: t)
                let jitter = plan.spec.jitterMillimetres
                point = point + PointMM(x: random.gaussian(jitter), y: random.gaussian(jitter))
                let x = Int32(clamping: Int64((Double(xAxis.minimum) + point.x * unitsX).rounded()))
                let y = Int32(clamping: Int64((Double(yAxis.minimum) + point.y * unitsY).rounded()))
                contacts.append(Contact(id: ids[f], slot: slot, x: min(max(x, xAxis.minimum), xAxis.maximum),
                                        y: min(max(y, yAxis.minimum), yAxis.maximum)))
            }
            var frame = TouchFrame(time: t, contacts: contacts, fingerCount: contacts.count + hidden.count)
            var rows = encoder.encode(frame)
            if rows.isEmpty && !frame.contacts.isEmpty {
                var first = frame.contacts[0]
                first.x = first.x + nudge <= xAxis.maximum && first.x + nudge >= xAxis.minimum ? first.x + nudge : first.x - nudge
                frame.contacts[0] = first
                nudge = -nudge
                rows = encoder.encode(frame)
            }
            for row in rows {
                do {
                    if let decoded = try decoder.decode(row) { frames.append(decoded) }
                } catch {
                    throw SpecError("device", "the encoded frames do not decode: \(error)")
                }
            }
        }
        return frames
    }
}
