import TouchstoneCore

/// Recognizer choices and settings as `key = value` pairs, the one vocabulary shared by the daemon's
/// configuration file and a recording's `expect` block.
///
/// | key | values | default |
/// |---|---|---|
/// | `recognizers` | any of `pan swipe pinch rotate hold` | all five |
/// | `preset` | `default`, `gagat` (pan gated downwards), `vc-horizontal`, `vc-vertical` (swipe on one axis) | `default` |
/// | `pan.fingers` | a count `2`, or `N+`, or `N-M` | `2` |
/// | `pan.direction` | `up down left right none` | `none` (`down` for `gagat`) |
/// | `swipe.fingers` | a count | `3+` |
/// | `swipe.axis` | `horizontal vertical any` | `any` |
/// | `swipe.distance_mm` | > 0 | 31.2 (200 pt) |
/// | `pan.begin_mm`, `swipe.begin_mm` | centroid travel before `began`, mm > 0 | 1.56 (10 pt) |
/// | `pinch.begin_mm`, `rotate.begin_mm` | measure before `began`, mm > 0 | 2 |
/// | `pan.failure_mm` | pessimistic failure distance, mm > 0 | 1.56 (10 pt) |
/// | `pinch.out_target` | > 1 | 2.0 |
/// | `rotate.full_angle` | degrees > 0 | 90 |
/// | `hold.duration_ms` | > 0 | 180 |
/// | `finish` | `seed`, `projection-touchpad`, `projection-touchscreen` | `seed` |
public struct RecognizerSettings: Sendable, Hashable {
    /// Recognizers in registration order.
    public private(set) var recognizers: [GestureKind] = GestureKind.allCases
    /// Pan configuration.
    public var pan = PanRecognizer.Configuration()
    /// Swipe configuration.
    public var swipe = SwipeRecognizer.Configuration()
    /// Pinch configuration.
    public var pinch = TransformRecognizer.Configuration.pinch()
    /// Rotation configuration.
    public var rotate = TransformRecognizer.Configuration.rotate()
    /// Hold configuration.
    public var hold = HoldRecognizer.Configuration()

    /// The defaults (the seeds' rules).
    public init() {}

    /// Applies `settings` in order over the defaults.
    /// - Throws: `RecognizerSettingsError` for an unknown key or a value out of range.
    public init(_ settings: [(key: String, value: String)]) throws(RecognizerSettingsError) {
        for (key, value) in settings { try apply(key: key, value: value) }
    }

    /// Applies one setting.
    public mutating func apply(key: String, value: String) throws(RecognizerSettingsError) {
        func fail(_ expected: String) -> RecognizerSettingsError { RecognizerSettingsError(key: key, value: value, expected: expected) }
        func positive() throws(RecognizerSettingsError) -> Double {
            guard let number = Double(value), number.isFinite, number > 0 else { throw fail("a number above 0") }
            return number
        }
        switch key {
        case "recognizers":
            var chosen: [GestureKind] = []
            for word in value.split(separator: " ") where !word.isEmpty {
                guard let kind = GestureKind(rawValue: String(word)) else {
                    throw fail("names from: pan swipe pinch rotate hold")
                }
                if !chosen.contains(kind) { chosen.append(kind) }
            }
            guard !chosen.isEmpty else { throw fail("at least one recognizer") }
            recognizers = chosen
        case "preset":
            switch value {
            case "default": self = RecognizerSettings()
            case "gagat": pan = .gagat()
            case "vc-horizontal": swipe = .vcTransitions(fingers: swipe.fingers, axis: .horizontal)
            case "vc-vertical": swipe = .vcTransitions(fingers: swipe.fingers, axis: .vertical)
            default: throw fail("default, gagat, vc-horizontal or vc-vertical")
            }
        case "pan.fingers", "swipe.fingers":
            guard let count = Self.fingerCount(value) else { throw fail("a count like 2, 3+ or 2-4") }
            if key == "pan.fingers" { pan.shared.fingers = count } else { swipe.shared.fingers = count }
        case "pan.direction":
            switch value {
            case "none": pan.directionGate = nil
            case "up": pan.directionGate = .up
            case "down": pan.directionGate = .down
            case "left": pan.directionGate = .left
            case "right": pan.directionGate = .right
            default: throw fail("up, down, left, right or none")
            }
        case "swipe.axis":
            guard let axis = SwipeAxis(rawValue: value) else { throw fail("horizontal, vertical or any") }
            swipe.axis = axis
        case "swipe.distance_mm": swipe.distance = try positive()
        case "pan.begin_mm": pan.beginDistance = try positive()
        case "pan.failure_mm": pan.failureDistance = try positive()
        case "swipe.begin_mm": swipe.beginDistance = try positive()
        case "pinch.begin_mm": pinch.beginDistance = try positive()
        case "rotate.begin_mm": rotate.beginDistance = try positive()
        case "pinch.out_target":
            let target = try positive()
            guard target > 1 else { throw fail("a scale above 1") }
            pinch.measure = .scale(outTarget: target)
        case "rotate.full_angle": rotate.measure = .rotation(fullAngle: max(1, try positive()))
        case "hold.duration_ms": hold.duration = Int64(try positive() * 1000)
        case "finish":
            let policy: FinishPolicy
            switch value {
            case "seed": policy = .seed
            case "projection-touchpad": policy = .projection(.touchpad)
            case "projection-touchscreen": policy = .projection(.touchscreen)
            default: throw fail("seed, projection-touchpad or projection-touchscreen")
            }
            pan.shared.finishPolicy = policy
            swipe.shared.finishPolicy = policy
            pinch.shared.finishPolicy = policy
            rotate.shared.finishPolicy = policy
            hold.shared.finishPolicy = policy
        default:
            throw RecognizerSettingsError(key: key, value: value, expected: "a known setting (see docs/recognition.md)")
        }
    }

    /// The configured recognizers, fresh, in registration order.
    public var recognizerList: [AnyGestureRecognizer] {
        recognizers.map { kind in
            switch kind {
            case .pan: return .pan(PanRecognizer(pan))
            case .swipe: return .swipe(SwipeRecognizer(swipe))
            case .pinch: return .transform(TransformRecognizer(pinch))
            case .rotate: return .transform(TransformRecognizer(rotate))
            case .hold: return .hold(HoldRecognizer(hold))
            }
        }
    }

    /// An arena on `device` with these recognizers and settings.
    public func arena(device: DeviceDescription, configuration: GestureArena.Configuration = .init()) -> GestureArena {
        GestureArena(device: device, recognizers: recognizerList, configuration: configuration)
    }

    /// Parses `2`, `3+` or `2-4`.
    static func fingerCount(_ text: String) -> FingerCount? {
        if text.hasSuffix("+"), let n = Int(text.dropLast()), (1...10).contains(n) { return .atLeast(n) }
        let parts = text.split(separator: "-")
        if parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), 1 <= low, low <= high, high <= 10 {
            return .range(low, high)
        }
        if let n = Int(text), (1...10).contains(n) { return .exactly(n) }
        return nil
    }
}
