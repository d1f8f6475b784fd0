import Testing
import TouchstoneCore
import TouchstoneRecognition

/// Recognition per device class (issue 14's families): each case failed before the class rules.
@Suite("Device classes")
struct DeviceClassTests {
    static let touchscreen = DeviceDescription.touchpad(name: "Test Screen", kind: .touchscreen)
    static let semiMT: DeviceDescription = {
        var pad = DeviceDescription.touchpad(name: "Test Semi-MT Pad", slots: 2, maxFingers: 3)
        pad.properties = [EventCode.INPUT_PROP_BUTTONPAD, EventCode.INPUT_PROP_SEMI_MT]
        return pad
    }()

    @Test func classesComeFromTheProperties() {
        #expect(Synth.device.deviceClass == .touchpad)
        #expect(Self.touchscreen.deviceClass == .touchscreen)
        #expect(Self.semiMT.deviceClass == .semiMultiTouch)
        var wacom = DeviceDescription.touchpad(name: "Wacom Intuos5 touch M Finger")
        wacom.vendor = DeviceDescription.wacomVendor
        #expect(wacom.deviceClass == .tabletTouch)
    }

    /// Fingers 60 mm apart on a screen: the right one leads by 4 mm (the left one even goes back a
    /// little) before both drag down together. The lead turns the pair by 3.8°, a 4 mm arc that
    /// dominated the 1.5 mm of translation: read as a rotation before the touchscreen rules.
    @Test func parallelDragOnATouchscreenIsAPanNotARotation() {
        func finger(x: Double, lead: Double) -> SynthFinger {
            SynthFinger(down: 0, up: 600_001) { t in
                Synth.path(PointMM(x: x, y: 20), PointMM(x: 0, y: lead), 120_000, 160_000)(t)
                    + Synth.path(.zero, PointMM(x: 0, y: 30), 200_000, 500_000)(t)
            }
        }
        let frames = Synth.frames([finger(x: 25, lead: -0.5), finger(x: 85, lead: 3.5)], jitter: 0.05)
        let results = GestureClassifier.classify(frames: frames, device: Self.touchscreen)
        #expect(results.map(\.kindName) == ["pan"], "\(results.map { "\($0.kindName) \($0.direction)" })")
        #expect(results.first?.direction == .down)
    }

    /// A 100 ms two-finger tap whose contacts spread by 1.5 mm: a late pinch at the lift before.
    @Test(arguments: [false, true])
    func aTwoFingerTapNeverBeginsAPinch(semiMT: Bool) {
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 100_001, position: Synth.path(PointMM(x: 40, y: 30), PointMM(x: -0.7, y: -0.3), 0, 90_000)),
            SynthFinger(down: 0, up: 100_001, position: Synth.path(PointMM(x: 60, y: 40), PointMM(x: 0.7, y: 0.3), 0, 90_000)),
        ], jitter: 0)
        let results = GestureClassifier.classify(frames: frames, device: semiMT ? Self.semiMT : Synth.device)
        #expect(results.map(\.kindName) == ["none"], "\(results.map(\.kindName))")
    }

    /// One finger scrolls down the pad's right edge while another rests in the middle: the pair
    /// turns by 12° (a 12 mm arc against 6 mm of centroid travel), which began a transform before.
    @Test func oneFingerScrollingAtTheEdgeIsNoPinchOrRotation() {
        let frames = Synth.frames([
            SynthFinger(down: 0, up: 500_001, position: Synth.path(PointMM(x: 40, y: 30), .zero, 0, 1)),
            SynthFinger(down: 0, up: 500_001, position: Synth.path(PointMM(x: 96, y: 20), PointMM(x: 0, y: 12), 100_000, 400_000)),
        ])
        let results = GestureClassifier.classify(frames: frames, device: Synth.device)
        #expect(!results.contains { $0.kindName == "pinch" || $0.kindName == "rotate" }, "\(results.map(\.kindName))")
    }

    /// Semi-MT pads keep pans (the bounding box's centre follows the fingers) but have no pinch.
    @Test func semiMTPadsPanButNeverPinch() {
        let pan = GestureClassifier.classify(frames: Synth.drag(fingers: 2, delta: PointMM(x: 0, y: 20)), device: Self.semiMT)
        #expect(pan.map(\.kindName) == ["pan"])
        let pinch = GestureClassifier.classify(frames: Synth.pinch(scale: 0.4), device: Self.semiMT)
        #expect(!pinch.contains { $0.kindName == "pinch" })
        #expect(GestureClassifier.classify(frames: Synth.pinch(scale: 0.4), device: Synth.device).map(\.kindName) == ["pinch"])
    }

    /// Sizes: the resolution when reported; libinput's 69 x 50 mm for a pad without; a 12-inch
    /// screen at the axes' aspect ratio for a touchscreen without; a declared size above all.
    @Test func sizesWithoutResolution() {
        var pad = DeviceDescription.touchpad(resolution: 12)
        #expect(pad.sizeSource == .resolution && abs(pad.widthMillimetres - 100) < 1e-9)
        for code in [EventCode.ABS_X, EventCode.ABS_Y, EventCode.ABS_MT_POSITION_X, EventCode.ABS_MT_POSITION_Y] {
            pad.absinfo[code]?.resolution = 0
        }
        #expect(pad.sizeSource == .assumedTouchpad)
        #expect(abs(pad.widthMillimetres - 69) < 1e-9 && abs(pad.heightMillimetres - 50) < 1e-9)
        var screen = pad
        screen.properties = [EventCode.INPUT_PROP_DIRECT]
        #expect(screen.sizeSource == .assumedScreen)
        #expect(abs(screen.size.diagonal - 12 * 25.4) < 1e-9)
        #expect(abs(screen.widthMillimetres / screen.heightMillimetres - 100.0 / 66) < 1e-9)
        screen.declaredSize = SizeMM(width: 476, height: 268)
        #expect(screen.sizeSource == .declared && abs(screen.widthMillimetres - 476) < 1e-9)
    }
}
