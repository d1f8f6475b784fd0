import TouchstoneCore
import TouchstoneRecording

/// The facts `touchstone info` reports about a recording, gathered while its frames stream by.
public struct RecordingSummary: Sendable {
    /// The recording's header (device, metadata, libinput gestures).
    public let header: RecordingHeader
    /// Number of frames.
    public let frameCount: Int
    /// Time of the last frame (µs from the first).
    public let duration: Int64
    /// The most fingers down in any frame.
    public let maxFingers: Int
    /// libinput's gestures: (fingers, family, count, cancelled count), sorted.
    public let libinputGestures: [(family: String, fingers: Int, count: Int, cancelled: Int)]

    /// What is counted per frame, in constant memory.
    public struct FrameTally: Sendable {
        /// Frames seen.
        public private(set) var count = 0
        /// Time of the last frame seen.
        public private(set) var lastTime: Int64 = 0
        /// The most fingers down so far.
        public private(set) var maxFingers = 0

        /// An empty tally.
        public init() {}

        /// Counts one frame.
        public mutating func add(_ frame: TouchFrame) {
            count += 1
            lastTime = frame.time
            maxFingers = max(maxFingers, frame.fingerCount)
        }
    }

    /// Summarises a recording from its header and the tally of its frames.
    public init(header: RecordingHeader, frames: FrameTally) {
        self.header = header
        frameCount = frames.count
        duration = frames.lastTime
        maxFingers = frames.maxFingers
        var tally: [String: (family: String, fingers: Int, count: Int, cancelled: Int)] = [:]
        for event in header.libinputGestures {
            let family: String
            switch event.type {
            case .swipeEnd: family = "swipe"
            case .pinchEnd: family = "pinch"
            case .holdEnd: family = "hold"
            default: continue
            }
            let key = "\(family)\(event.fingers)"
            var entry = tally[key] ?? (family, event.fingers, 0, 0)
            entry.count += 1
            if event.cancelled == true { entry.cancelled += 1 }
            tally[key] = entry
        }
        libinputGestures = tally.values.sorted { ($0.family, $0.fingers) < ($1.family, $1.fingers) }
    }

    /// Human-readable lines.
    public func text(file: String) -> String {
        let device = header.device
        let seconds = Double(duration) / 1_000_000
        var lines = [
            "file:      \(file)",
            "device:    \(device.name) (\(device.kind.rawValue), bus \(hex(device.bus)) vendor \(hex(device.vendor)) product \(hex(device.product)))",
            "class:     \(device.deviceClass.rawValue)" + (device.isSemiMultiTouch ? " (bounding box, not finger positions)" : ""),
            "size:      \(fixed(device.widthMillimetres, 1)) x \(fixed(device.heightMillimetres, 1)) mm"
                + (device.sizeSource == .resolution ? ", \(device.xAxis?.resolution ?? 0)x\(device.yAxis?.resolution ?? 0) units/mm" : "")
                + " (" + device.sizeSource.explanation + (device.sizeHint.map { ": \($0.detail)" } ?? "") + ")",
            "slots:     \(device.slotCount), up to \(device.maxFingers) fingers",
            "source:    \(header.metadata.source)" + (header.metadata.libinputVersion.map { " (libinput \($0))" } ?? ""),
            "duration:  \(fixed(seconds, 3)) s",
            "frames:    \(frameCount)",
            "fingers:   at most \(maxFingers)",
        ]
        if libinputGestures.isEmpty {
            lines.append("libinput:  no gesture events")
        } else {
            let parts = libinputGestures.map { "\($0.count) \($0.family) (\($0.fingers) fingers\($0.cancelled > 0 ? ", \($0.cancelled) cancelled" : ""))" }
            lines.append("libinput:  " + parts.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON object with stable key order.
    public func json(file: String) -> String {
        let device = header.device
        let gestures = libinputGestures.map {
            "{\"kind\": \"\($0.family)\", \"fingers\": \($0.fingers), \"count\": \($0.count), \"cancelled\": \($0.cancelled)}"
        }
        return "{\"file\": \(file.jsonQuoted), \"device\": \(device.name.jsonQuoted), \"kind\": \"\(device.kind.rawValue)\", "
            + "\"class\": \"\(device.deviceClass.rawValue)\", "
            + "\"width_mm\": \(fixed(device.widthMillimetres, 2)), \"height_mm\": \(fixed(device.heightMillimetres, 2)), "
            + "\"size_source\": \"\(device.sizeSource.rawValue)\", "
            + "\"slots\": \(device.slotCount), \"max_device_fingers\": \(device.maxFingers), "
            + "\"duration_us\": \(duration), \"frames\": \(frameCount), "
            + "\"max_fingers\": \(maxFingers), \"libinput_gestures\": [\(gestures.joined(separator: ", "))]}"
    }
}

/// `0x1209`-style hex.
func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// A fixed-point decimal without Foundation's locale-dependent formatting.
func fixed(_ value: Double, _ places: Int) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int64(scaled / scale)
    let fraction = Int64(scaled - Double(whole) * scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard places > 0 else { return "\(sign)\(whole)" }
    let digits = String(fraction)
    return "\(sign)\(whole)." + String(repeating: "0", count: max(0, places - digits.count)) + digits
}

