import TouchstoneCore
import TouchstoneRecognition
#if canImport(Glibc)
import Glibc
#endif

/// One synthetic finger: lands at `down`, lifts at `up` (microseconds), and is at `position(t)`
/// millimetres in between.
struct SynthFinger {
    var down: Int64
    var up: Int64
    var position: (Int64) -> PointMM
}

/// Synthetic touch sequences on `DeviceDescription.touchpad()` (100 x 66 mm, 12 units/mm), with
/// seeded jitter. Frames every 8 ms; the sequence ends with an empty frame at the last lift.
enum Synth {
    static let device = DeviceDescription.touchpad()
    static let interval: Int64 = 8_000

    /// Linear interpolation of `from` -> `from + delta` between `t0` and `t1` (still outside).
    static func path(_ from: PointMM, _ delta: PointMM, _ t0: Int64, _ t1: Int64) -> (Int64) -> PointMM {
        { t in
            let f = t <= t0 ? 0 : t >= t1 ? 1 : Double(t - t0) / Double(t1 - t0)
            return from + delta * f
        }
    }

    /// Goes out by `delta` between t0 and t1, then back between t2 and t3.
    static func outAndBack(_ from: PointMM, _ delta: PointMM, _ t0: Int64, _ t1: Int64, _ t2: Int64,
                           _ t3: Int64) -> (Int64) -> PointMM {
        { t in
            if t <= t1 { return path(from, delta, t0, t1)(t) }
            return path(from + delta, delta * -1, t2, t3)(t)
        }
    }

    /// Frames for `fingers`, starting at `start`, with jitter of ±`jitter` mm per axis.
    static func frames(_ fingers: [SynthFinger], start: Int64 = 0, jitter: Double = 0.08, seed: UInt64 = 1,
                       firstID: Int32 = 100) -> [TouchFrame] {
        var random = SplitMix64(seed: seed)
        let end = fingers.map(\.up).max() ?? 0
        var frames: [TouchFrame] = []
        var t = fingers.map(\.down).min() ?? 0
        while t < end {
            var contacts: [Contact] = []
            for (i, f) in fingers.enumerated() where f.down <= t && t < f.up {
                let p = f.position(t)
                let x = p.x + jitter * random.uniform(-1...1), y = p.y + jitter * random.uniform(-1...1)
                contacts.append(Contact(id: firstID + Int32(i), slot: i, x: Int32((x * 12).rounded()),
                                        y: Int32((y * 12).rounded())))
            }
            frames.append(TouchFrame(time: start + t, contacts: contacts))
            t += interval
        }
        frames.append(TouchFrame(time: start + end, contacts: []))
        return frames
    }

    /// `n` fingers side by side (spacing 15 mm) around `centre`, all moving by `delta` between
    /// 40 ms and 40 ms + `duration`, lifting `rest` after they stop.
    static func drag(fingers n: Int, centre: PointMM = PointMM(x: 50, y: 30), delta: PointMM,
                     duration: Int64 = 300_000, rest: Int64 = 0, offsets: [PointMM]? = nil, jitter: Double = 0.08,
                     seed: UInt64 = 1) -> [TouchFrame] {
        let t0: Int64 = 40_000, t1 = t0 + duration
        let places = offsets ?? (0..<n).map { PointMM(x: (Double($0) - Double(n - 1) / 2) * 15, y: 0) }
        let fingers = places.map { SynthFinger(down: 0, up: t1 + rest + 1, position: path(centre + $0, delta, t0, t1)) }
        return frames(fingers, jitter: jitter, seed: seed)
    }

    /// Two fingers `distance` apart horizontally around `centre`, the distance scaled by `scale`.
    static func pinch(scale: Double, distance: Double = 40, duration: Int64 = 300_000, centre: PointMM = PointMM(x: 50, y: 30))
    -> [TouchFrame] {
        let t0: Int64 = 40_000, t1 = t0 + duration
        let half = distance / 2, change = half * (scale - 1)
        let fingers = [
            SynthFinger(down: 0, up: t1 + 1, position: path(centre + PointMM(x: -half, y: 0), PointMM(x: -change, y: 0), t0, t1)),
            SynthFinger(down: 0, up: t1 + 1, position: path(centre + PointMM(x: half, y: 0), PointMM(x: change, y: 0), t0, t1)),
        ]
        return frames(fingers)
    }

    /// Two fingers `radius` from `centre` turning by `degrees` (clockwise positive on screen).
    static func rotate(degrees: Double, radius: Double = 18, duration: Int64 = 400_000,
                       centre: PointMM = PointMM(x: 50, y: 33)) -> [TouchFrame] {
        let t0: Int64 = 40_000, t1 = t0 + duration
        func finger(_ phase: Double) -> SynthFinger {
            SynthFinger(down: 0, up: t1 + 1) { t in
                let f = t <= t0 ? 0 : t >= t1 ? 1 : Double(t - t0) / Double(t1 - t0)
                let a = (phase + degrees * f) * Double.pi / 180
                return centre + PointMM(x: radius * cos(a), y: radius * sin(a))
            }
        }
        return frames([finger(180), finger(0)])
    }

    /// Minimum-jerk easing (slow start and end), as hand motion and the corpus generator use.
    static func minimumJerk(_ u: Double) -> Double { u * u * u * (10 - 15 * u + 6 * u * u) }

    /// A rotation that eases in and out while the radius first shrinks by `wobble` (a fraction):
    /// early on the span changes faster than the angle.
    static func wobblyRotate(degrees: Double, radius: Double = 20, wobble: Double = 0.08,
                             duration: Int64 = 700_000, centre: PointMM = PointMM(x: 50, y: 33)) -> [TouchFrame] {
        let t0: Int64 = 30_000, t1 = t0 + duration
        func finger(_ phase: Double) -> SynthFinger {
            SynthFinger(down: 0, up: t1 + 1) { t in
                let u = t <= t0 ? 0 : t >= t1 ? 1 : Double(t - t0) / Double(t1 - t0)
                let a = (phase + degrees * minimumJerk(u)) * Double.pi / 180
                let r = radius * (1 - wobble * sin(Double.pi * u))
                return centre + PointMM(x: r * cos(a), y: r * sin(a))
            }
        }
        return frames([finger(200), finger(20)], jitter: 0.07)
    }

    /// Fingers resting still for `duration`.
    static func hold(fingers n: Int, duration: Int64) -> [TouchFrame] {
        drag(fingers: n, delta: .zero, duration: 0, rest: duration, jitter: 0.15)
    }

    /// Concatenates sequences, each shifted to start `gap` after the previous one ends.
    static func concatenate(_ sequences: [[TouchFrame]], gap: Int64 = 200_000) -> [TouchFrame] {
        var out: [TouchFrame] = []
        var offset: Int64 = 0
        for (k, sequence) in sequences.enumerated() {
            for var frame in sequence {
                frame.time += offset
                frame.contacts = frame.contacts.map {
                    var c = $0
                    c.id += Int32(k * 10)
                    return c
                }
                out.append(frame)
            }
            offset = (out.last?.time ?? 0) + gap
        }
        return out
    }
}
