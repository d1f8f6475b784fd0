import Testing
import TouchstoneCore
import TouchstoneRecognition
import TouchstoneRecording
import TouchstoneSynthesis

/// Synthetic gestures played on the *real* device descriptions of the real-hardware recordings
/// (their axes, resolutions or lack of them, slot counts and properties), through MTEncoder and the
/// decoder: every gesture family on every device class. Semi-MT pads recognize no pinch or rotation
/// (their positions are a bounding box), so there the expectation is that none begins.
@Suite("Synthetic gestures on real device descriptions")
struct RealDeviceSynthesisTests {
    static func devices() throws -> [(name: String, device: DeviceDescription, period: Int64)] {
        var seen: Set<String> = []
        var result: [(String, DeviceDescription, Int64)] = []
        for name in try RealHardwareAccuracyTests.labels().keys.sorted() {
            let recording = try RecordingImporter.load(path: RealHardwareAccuracyTests.directory + "/" + name)
            guard seen.insert(recording.device.name).inserted else { continue }
            result.append((recording.device.name, recording.device, SynthDevice.framePeriod(of: recording.frames)))
        }
        return result
    }

    static func gestures(maxFingers: Int) -> [GestureSpec] {
        var list: [GestureSpec] = []
        func add(_ kind: SynthKind, _ fingers: Int, _ direction: SynthDirection, _ edit: (inout GestureSpec) -> Void = { _ in }) {
            guard fingers <= maxFingers else { return }
            var g = GestureSpec(kind: kind)
            g.fingers = fingers
            g.direction = direction
            edit(&g)
            list.append(g)
        }
        for direction in [SynthDirection.down, .left] {
            add(.pan, 2, direction)
            add(.swipe, 3, direction)
        }
        add(.pinch, 2, .in)
        add(.pinch, 2, .out)
        add(.rotate, 2, .cw)
        add(.hold, 2, .none)
        add(.tap, 2, .none)
        add(.motion, 1, .right)
        return list
    }

    @Test func everyFamilyOnEveryRealDevice() throws {
        var failures: [String] = []
        var count = 0
        for (name, device, period) in try Self.devices() {
            for gesture in Self.gestures(maxFingers: device.maxFingers) {
                let spec = SynthesisSpec(device: .custom(device, framePeriod: period), seed: 11, gestures: [gesture])
                let result = try Synthesizer.synthesize(spec)
                guard result.expected.allSatisfy(\.isUnambiguous) else { continue }
                let got = GestureClassifier.classify(result.recording)
                count += 1
                let transform = gesture.kind == .pinch || gesture.kind == .rotate
                let agrees: Bool
                if transform && device.deviceClass == .semiMultiTouch {
                    agrees = !got.contains { $0.kind == .pinch || $0.kind == .rotate }
                } else {
                    agrees = got.count == result.expected.count && zip(result.expected, got).allSatisfy { $0.matches($1) }
                }
                if !agrees {
                    failures.append("\(name) [\(device.deviceClass.rawValue)] \(gesture.kind.rawValue)\(gesture.fingers) "
                                    + "\(gesture.direction.rawValue): expected \(result.expected.map { "\($0.kind?.rawValue ?? "none") \($0.fingers) \($0.direction?.rawValue ?? "?") \($0.outcome?.rawValue ?? "?")" }), "
                                    + "got \(got.map { "\($0.kindName) \($0.fingers) \($0.direction.rawValue) \($0.outcome.rawValue)" })")
                }
            }
        }
        #expect(count >= 40)
        #expect(failures.isEmpty, "\(failures.count) of \(count) disagree:\n\(failures.joined(separator: "\n"))")
    }
}
