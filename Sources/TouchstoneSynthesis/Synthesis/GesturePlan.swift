import TouchstoneCore
import TouchstoneRecognition

/// One gesture of a spec with every default resolved against the device: where each finger is at
/// each instant, when it lands and lifts, and what the recognizers should make of it.
struct GesturePlan: Sendable {
    enum Motion: Sendable {
        case none
        case translate(PointMM)          // full travel vector, mm
        case scale(Double)               // final span / initial span
        case rotate(Double)              // degrees, clockwise positive (y down)
    }

    let spec: GestureSpec
    let fingerCount: Int
    let center: PointMM
    let offsets: [PointMM]
    let landing: [Int64]
    let lifting: [Int64]
    let thumb: (position: PointMM, land: Int64, lift: Int64)?
    let motionStart: Int64
    let duration: Int64
    let motion: Motion
    let releaseSlope: Double
    let end: Int64
    let expected: ExpectedGesture

    /// Resolves `spec` on `device`, starting at `start` (µs). `field` prefixes error paths.
    init(_ spec: GestureSpec, device: SynthDevice, start: Int64, field: String) throws(SpecError) {
        self.spec = spec
        let description = device.description
        let width = description.widthMillimetres, height = description.heightMillimetres
        let margin = device.margin
        let n = spec.fingers
        fingerCount = n
        let maxFingers = description.maxFingers
        if n + (spec.restingThumb ? 1 : 0) > maxFingers {
            throw SpecError(field + "fingers", "\(n) finger\(n == 1 ? "" : "s")\(spec.restingThumb ? " and a thumb" : "") need a device reporting \(n + (spec.restingThumb ? 1 : 0)); \(description.name) reports up to \(maxFingers)")
        }
        let spacing = spec.spacingMillimetres ?? device.spacing
        let padBox = (minX: margin, maxX: width - margin, minY: margin, maxY: height - margin)
        let centerY = spec.restingThumb && spec.centerY == 0.5 ? 0.4 : spec.centerY
        let c = PointMM(x: spec.centerX * width, y: centerY * height)
        center = c

        // Finger offsets around the centre.
        var offsets: [PointMM] = []
        let tilt = spec.placement == .diagonal ? -35.0 * Double.pi / 180 : 0
        switch spec.kind {
        case .pinch:
            let radius = (spec.direction == .in ? 0.9 : 0.45) * spacing
            for i in 0..<n {
                let phi = tilt + 2 * Double.pi * Double(i) / Double(n)
                offsets.append(PointMM(x: radius * Maths.cos(phi), y: radius * Maths.sin(phi)))
            }
        case .rotate:
            let radius = 0.7 * spacing
            for i in 0..<n {
                let phi = tilt + Double.pi * Double(i)
                offsets.append(PointMM(x: radius * Maths.cos(phi), y: radius * Maths.sin(phi)))
            }
        default:
            for i in 0..<n {
                let along = (Double(i) - Double(n - 1) / 2) * spacing
                let lift = n >= 3 && i > 0 && i < n - 1 ? -2.5 : 0
                offsets.append(PointMM(x: along * Maths.cos(tilt) - lift * Maths.sin(tilt), y: along * Maths.sin(tilt) + lift * Maths.cos(tilt)))
            }
        }
        self.offsets = offsets

        // The motion.
        let angle = (spec.angle ?? spec.direction.angle ?? 0) * Double.pi / 180
        let unit = PointMM(x: Maths.cos(angle), y: Maths.sin(angle))
        func fits(_ points: [PointMM]) -> Bool {
            points.allSatisfy { $0.x >= padBox.minX && $0.x <= padBox.maxX && $0.y >= padBox.minY && $0.y <= padBox.maxY }
        }
        func translationFits(_ distance: Double) -> Bool {
            let from = c - unit * (distance / 2), to = c + unit * (distance / 2)
            return fits(offsets.map { from + $0 }) && fits(offsets.map { to + $0 })
        }
        var motion: Motion = .none
        var travel = 0.0  // the longest path one finger covers, mm (for peak speed)
        let padSize = "\(description.name) is \(Self.text(width)) x \(Self.text(height)) mm"
        if !fits(offsets.map { c + $0 }) {
            throw SpecError(field + "spacing_mm", "the fingers do not fit on the pad at spacing \(Self.text(spacing)) mm around (\(Self.text(spec.centerX)), \(Self.text(centerY))); \(padSize)")
        }
        let extentAlong = 1 / max(abs(unit.x) / max(width, 1e-9), abs(unit.y) / max(height, 1e-9))
        if spec.kind.translates {
            var low = 0.0, high = extentAlong
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if translationFits(mid) { low = mid } else { high = mid }
            }
            let fit = low
            let distance: Double
            if let mm = spec.distanceMillimetres {
                distance = mm
            } else if let fraction = spec.distanceFraction {
                distance = fraction * extentAlong
            } else {
                switch spec.kind {
                case .swipe where n >= 3: distance = min(40, 0.9 * fit)
                case .motion: distance = min(25, 0.9 * fit)
                default: distance = min(0.6 * extentAlong, 0.95 * fit)
                }
            }
            if distance > fit + 1e-9 {
                let name = spec.distanceFraction != nil ? "distance_fraction" : "distance_mm"
                throw SpecError(field + name, "\(Self.text(distance)) mm does not fit: the fingers would leave the pad (\(padSize); at most \(Self.text((fit * 10).rounded(.down) / 10)) mm fits from this centre and spacing)")
            }
            motion = .translate(unit * distance)
            travel = distance
        } else if spec.kind == .pinch {
            let scale = spec.scale ?? (spec.direction == .in ? 0.35 : 2.2)
            if !fits(offsets.map { c + $0 * scale }) {
                throw SpecError(field + "scale", "\(Self.text(scale)) does not fit: the fingers would leave the pad (\(padSize)); use a smaller spacing_mm or scale")
            }
            motion = .scale(scale)
            travel = (offsets.first?.length ?? 0) * abs(scale - 1)
        } else if spec.kind == .rotate {
            let degrees = spec.direction == .ccw ? -spec.rotation : spec.rotation
            motion = .rotate(degrees)
            travel = (offsets.first?.length ?? 0) * spec.rotation * Double.pi / 180
        }
        self.motion = motion

        // Timing.
        let profile = spec.profile
        let defaultDuration: Double
        switch spec.kind {
        case .pan: defaultDuration = profile == .fling ? 90 : 350
        case .swipe: defaultDuration = profile == .fling ? 90 : 300
        case .pinch: defaultDuration = 400
        case .rotate: defaultDuration = 450
        case .hold: defaultDuration = 600
        case .tap: defaultDuration = 80
        case .motion: defaultDuration = 400
        }
        var durationMs = spec.durationMilliseconds ?? defaultDuration
        var slope = 0.0
        if profile == .release, let speed = spec.releaseSpeed, travel > 0 {
            if spec.durationMilliseconds == nil && spec.peakSpeed == nil && speed > 0 {
                durationMs = min(defaultDuration, 2 * travel / speed * 1000)
            }
            if let peak = spec.peakSpeed { durationMs = 1.5 * travel / peak * 1000 }
            slope = speed * durationMs / 1000 / travel
            if slope > 3 {
                throw SpecError(field + "release_speed_mm_s", "\(Self.text(speed)) mm/s cannot be reached smoothly over \(Self.text(travel)) mm in \(Self.text(durationMs)) ms (at most \(Self.text((3 * travel / durationMs * 1000).rounded(.down))) mm/s; shorten duration_ms)")
            }
        } else if let peak = spec.peakSpeed {
            guard travel > 0 else {
                throw SpecError(field + "peak_speed_mm_s", "a \(spec.kind.rawValue) does not move; give duration_ms")
            }
            durationMs = profile.peakSlope() * travel / peak * 1000
            if durationMs < 10 { throw SpecError(field + "peak_speed_mm_s", "\(Self.text(peak)) mm/s covers \(Self.text(travel)) mm in under 10 ms") }
        }
        releaseSlope = slope
        let period = device.framePeriod
        let stillAfter = spec.stillAfterMilliseconds ?? (profile.movesAtEnd || !Self.moves(spec.kind) ? 0 : 120)
        let liftStagger = spec.liftStaggerMilliseconds ?? (spec.liftOrder == .together ? 0 : 15)
        func us(_ ms: Double) -> Int64 { Int64((ms * 1000).rounded()) }
        let thumbLead: Int64 = spec.restingThumb ? 150_000 : 0
        landing = (0..<n).map { start + thumbLead + us(Double($0) * spec.landingStaggerMilliseconds) }
        let lastLanding = landing.last ?? start
        let moves = Self.moves(spec.kind)
        motionStart = moves ? lastLanding + us(spec.stillBeforeMilliseconds) : lastLanding
        duration = max(1, us(durationMs))
        if !moves && duration < period {
            throw SpecError(field + "duration_ms", "\(Self.text(durationMs)) ms is shorter than one frame (\(Self.text(Double(period) / 1000)) ms)")
        }
        let liftBase = motionStart + duration + (moves ? us(stillAfter) : 0)
        lifting = (0..<n).map { i in
            let rank: Int
            switch spec.liftOrder {
            case .together: rank = 0
            case .landing: rank = i
            case .reverse: rank = n - 1 - i
            }
            return liftBase + us(Double(rank) * liftStagger)
        }
        let lastLift = lifting.max() ?? liftBase
        if spec.restingThumb {
            thumb = (PointMM(x: max(margin, 0.15 * width), y: height - max(margin, 0.06 * height)), start, lastLift + 40_000)
        } else {
            thumb = nil
        }
        end = max(lastLift, thumb?.lift ?? 0)
        expected = Self.expect(spec, fingers: n, motion: motion, angle: angle, device: description, durationMs: durationMs,
                               stillAfter: stillAfter, liftStagger: liftStagger, slope: slope, travel: travel)
    }

    /// Whether the kind moves the fingers.
    static func moves(_ kind: SynthKind) -> Bool { kind != .hold && kind != .tap }

    /// Position of finger `i` at time `t`, millimetres, without jitter.
    func position(_ i: Int, at t: Int64) -> PointMM {
        let u = Double(t - motionStart) / Double(duration)
        let s = spec.profile.fraction(u, releaseSlope: releaseSlope)
        switch motion {
        case .none:
            return center + offsets[i]
        case .translate(let travel):
            return center + offsets[i] + travel * (s - 0.5)
        case .scale(let scale):
            return center + offsets[i] * (1 + (scale - 1) * s)
        case .rotate(let degrees):
            let a = degrees * s * Double.pi / 180
            let o = offsets[i]
            return center + PointMM(x: o.x * Maths.cos(a) - o.y * Maths.sin(a), y: o.x * Maths.sin(a) + o.y * Maths.cos(a))
        }
    }

    static func text(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
    }
}
