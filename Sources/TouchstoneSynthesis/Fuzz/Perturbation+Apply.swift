import TouchstoneCore

extension Perturbation {
    /// `input` perturbed; nil when the perturbation does not apply to it (a thumb on a pad with no
    /// free slot, an early lift with one finger, no resolution to remove...).
    public func apply(to input: FuzzInput) -> FuzzInput? {
        var random = SplitMix64(seed: seed, stream: UInt64(kind.order + 1))
        var output = input
        let sequences = FrameSequences(input.frames)
        switch kind {
        case .stagger: output.frames = stagger(input.frames, sequences)
        case .earlyLift: guard let frames = earlyLift(input.frames, sequences, &random) else { return nil }
            output.frames = frames
        case .thumb: guard let frames = thumb(input, sequences) else { return nil }
            output.frames = frames
        case .timescale: output.frames = input.frames.map { f in
                var f = f
                f.time = Int64((Double(f.time) * magnitude).rounded())
                return f
            }
        case .resample: output.frames = resample(input.frames, sequences)
        case .drop:
            output.frames = []
            for (i, frame) in input.frames.enumerated() {
                let droppable = frame.fingerCount > 0 && i > 0 && input.frames[i - 1].fingerCount > 0
                if droppable && random.unit() < magnitude { continue }
                output.frames.append(frame)
            }
        case .resync: guard let frames = resync(input.frames, &random) else { return nil }
            output.frames = frames
        case .jitter:
            let device = input.device
            let sx = magnitude * device.unitsPerMillimetreX, sy = magnitude * device.unitsPerMillimetreY
            output.frames = input.frames.map { frame in
                var frame = frame
                for c in frame.contacts.indices {
                    frame.contacts[c].x = Self.clamp(Double(frame.contacts[c].x) + random.gaussian(sx), device.xAxis)
                    frame.contacts[c].y = Self.clamp(Double(frame.contacts[c].y) + random.gaussian(sy), device.yAxis)
                }
                return frame
            }
        case .mirror:
            guard let axis = input.device.xAxis else { return nil }
            output.frames = input.frames.map { frame in
                var frame = frame
                for c in frame.contacts.indices { frame.contacts[c].x = axis.minimum + axis.maximum - frame.contacts[c].x }
                return frame
            }
        case .rotate90:
            guard let x = input.device.xAxis, let y = input.device.yAxis else { return nil }
            for (a, b) in [(EventCode.ABS_X, EventCode.ABS_Y), (EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y)] {
                let oldA = input.device.absinfo[a], oldB = input.device.absinfo[b]
                output.device.absinfo[a] = oldB
                output.device.absinfo[b] = oldA
            }
            output.frames = input.frames.map { frame in
                var frame = frame
                for c in frame.contacts.indices {
                    let old = frame.contacts[c]
                    frame.contacts[c].x = y.minimum + y.maximum - old.y
                    frame.contacts[c].y = old.x
                }
                return frame
            }
            _ = x
        case .noResolution:
            guard input.device.hasResolution else { return nil }
            for code in [EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y] {
                output.device.absinfo[code]?.resolution = 0
            }
        }
        output.frames = Self.withoutRepeats(output.frames)
        return output
    }

    static func clamp(_ value: Double, _ axis: AxisInfo?) -> Int32 {
        let v = Int32(clamping: Int64(value.rounded()))
        guard let axis else { return v }
        return min(max(v, axis.minimum), axis.maximum)
    }

    /// Frames that repeat the previous one exactly are dropped, as the decoder drops reports that
    /// change nothing; times are kept strictly increasing.
    static func withoutRepeats(_ frames: [TouchFrame]) -> [TouchFrame] {
        var out: [TouchFrame] = []
        out.reserveCapacity(frames.count)
        for var frame in frames {
            if let last = out.last, frame.time <= last.time { frame.time = last.time + 1 }
            if let last = out.last, last.contacts == frame.contacts, last.fingerCount == frame.fingerCount, !frame.isResync { continue }
            if out.isEmpty && frame.fingerCount == 0 { continue }
            if let last = out.last, last.fingerCount == 0, frame.fingerCount == 0 { continue }
            out.append(frame)
        }
        return out
    }

    /// Removes contact `id` from `frames[range]` where it is down, keeping at least one finger.
    private static func remove(_ id: Int32, from frames: inout [TouchFrame], where keep: (TouchFrame) -> Bool,
                               in range: Range<Int>) {
        for i in range where !keep(frames[i]) {
            guard let c = frames[i].contacts.firstIndex(where: { $0.id == id }), frames[i].fingerCount > 1 else { continue }
            frames[i].contacts.remove(at: c)
            frames[i].fingerCount -= 1
        }
    }

    private func stagger(_ frames: [TouchFrame], _ sequences: FrameSequences) -> [TouchFrame] {
        var out = frames
        for range in sequences.ranges {
            let order = FrameSequences.landingOrder(frames, range)
            guard order.count > 1 else { continue }
            for (k, entry) in order.enumerated() where k > 0 {
                let landsAt = entry.time + Int64(magnitude * 1000 * Double(k) / Double(order.count - 1))
                Self.remove(entry.id, from: &out, where: { $0.time >= landsAt }, in: range)
            }
        }
        return out
    }

    private func earlyLift(_ frames: [TouchFrame], _ sequences: FrameSequences, _ random: inout SplitMix64) -> [TouchFrame]? {
        var out = frames
        var applied = false
        for range in sequences.ranges {
            let order = FrameSequences.landingOrder(frames, range)
            guard order.count > 1 else { continue }
            let victim = order[random.integer(0...(order.count - 1))].id
            let down = range.filter { frames[$0].contact(id: victim) != nil }
            guard let first = down.first, let last = down.last, last > first else { continue }
            let start = frames[first].time, end = frames[last].time
            let liftAt = end - Int64(Double(end - start) * magnitude)
            Self.remove(victim, from: &out, where: { $0.time < liftAt }, in: range)
            applied = true
        }
        return applied ? out : nil
    }

    private func thumb(_ input: FuzzInput, _ sequences: FrameSequences) -> [TouchFrame]? {
        let device = input.device
        guard let xAxis = device.xAxis, let yAxis = device.yAxis else { return nil }
        let frames = input.frames
        let x = xAxis.minimum + Int32(Double(xAxis.span) * 0.15)
        let y = yAxis.maximum - Int32(Double(yAxis.span) * 0.06)
        let period = SequencePeriod.of(frames)
        var out: [TouchFrame] = []
        var previousEnd: Int64 = -1
        var copied = 0
        var applied = false
        for range in sequences.ranges {
            out += frames[copied..<range.lowerBound]
            copied = range.upperBound
            let used = Set(frames[range].flatMap { $0.contacts.map(\.slot) })
            let most = frames[range].map(\.fingerCount).max() ?? 0
            guard let slot = (0..<device.slotCount).first(where: { !used.contains($0) }), most + 1 <= device.maxFingers else {
                out += frames[range]
                previousEnd = frames[range.upperBound - 1].time
                continue
            }
            applied = true
            let id = (frames[range].flatMap { $0.contacts.map(\.id) }.max() ?? 0) &+ 1000
            let thumb = Contact(id: id, slot: slot, x: x, y: y)
            let start = frames[range.lowerBound].time
            var t = max(previousEnd + 1, start - Int64(magnitude * 1000))
            while t < start {
                out.append(TouchFrame(time: t, contacts: [thumb], fingerCount: 1))
                t += period
            }
            for i in range {
                var frame = frames[i]
                if frame.fingerCount == 0 {
                    frame.contacts = [thumb]
                    frame.fingerCount = 1
                    out.append(frame)
                    out.append(TouchFrame(time: frame.time + 40_000, contacts: [], fingerCount: 0))
                } else {
                    frame.contacts.append(thumb)
                    frame.contacts.sort { $0.slot < $1.slot }
                    frame.fingerCount += 1
                    out.append(frame)
                }
            }
            previousEnd = out.last!.time
        }
        out += frames[copied...]
        // A thumb lifting 40 ms after the fingers must not run into the next sequence.
        for i in out.indices.dropFirst() where out[i].time <= out[i - 1].time { out[i].time = out[i - 1].time + 1 }
        return applied ? out : nil
    }

    private func resample(_ frames: [TouchFrame], _ sequences: FrameSequences) -> [TouchFrame] {
        let period = max(1, Int64((1_000_000 / magnitude).rounded()))
        var out: [TouchFrame] = []
        var copied = 0
        for range in sequences.ranges {
            out += frames[copied..<range.lowerBound]
            copied = range.upperBound
            let last = range.upperBound - 1
            let start = frames[range.lowerBound].time, end = frames[last].time
            var t = start
            var a = range.lowerBound
            while t < end {
                while a + 1 < range.upperBound && frames[a + 1].time <= t { a += 1 }
                var frame = frames[a]
                frame.time = t
                frame.isResync = false
                if a + 1 < range.upperBound {
                    let next = frames[a + 1]
                    let w = Double(t - frames[a].time) / Double(max(1, next.time - frames[a].time))
                    for c in frame.contacts.indices {
                        guard let other = next.contact(id: frame.contacts[c].id) else { continue }
                        frame.contacts[c].x = Int32((Double(frame.contacts[c].x) * (1 - w) + Double(other.x) * w).rounded())
                        frame.contacts[c].y = Int32((Double(frame.contacts[c].y) * (1 - w) + Double(other.y) * w).rounded())
                    }
                }
                out.append(frame)
                t += period
            }
            if frames[last].fingerCount == 0 {
                var lift = frames[last]
                lift.time = t
                out.append(lift)
            }
        }
        out += frames[copied...]
        for i in out.indices.dropFirst() where out[i].time <= out[i - 1].time { out[i].time = out[i - 1].time + 1 }
        return out
    }

    private func resync(_ frames: [TouchFrame], _ random: inout SplitMix64) -> [TouchFrame]? {
        let candidates = frames.indices.filter { $0 > 0 && frames[$0].fingerCount > 0 && frames[$0 - 1].fingerCount > 0 }
        guard !candidates.isEmpty else { return nil }
        let start = candidates[random.integer(0...(candidates.count - 1))]
        let lost = Int(magnitude.rounded())
        var end = start
        while end < frames.count && end - start < lost && frames[end].fingerCount > 0 { end += 1 }
        var out = Array(frames[..<start])
        var rest = Array(frames[end...])
        if !rest.isEmpty { rest[0].isResync = true }
        out += rest
        return out
    }
}

/// The touch sequences of a recording: index ranges from a first finger down to the frame where the
/// last one lifts (inclusive), or to the end.
struct FrameSequences {
    let ranges: [Range<Int>]

    init(_ frames: [TouchFrame]) {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (i, frame) in frames.enumerated() {
            if frame.fingerCount > 0 {
                if start == nil { start = i }
            } else if let s = start {
                ranges.append(s..<(i + 1))
                start = nil
            }
        }
        if let s = start { ranges.append(s..<frames.count) }
        self.ranges = ranges
    }

    /// Contact ids of a sequence in the order they landed, with their landing times.
    static func landingOrder(_ frames: [TouchFrame], _ range: Range<Int>) -> [(id: Int32, time: Int64)] {
        var seen: [(id: Int32, time: Int64)] = []
        for i in range {
            for c in frames[i].contacts where !seen.contains(where: { $0.id == c.id }) { seen.append((c.id, frames[i].time)) }
        }
        return seen
    }
}

/// The frame period of a recording (median interval), for inserted frames.
enum SequencePeriod {
    static func of(_ frames: [TouchFrame]) -> Int64 { SynthDevice.framePeriod(of: frames) }
}
