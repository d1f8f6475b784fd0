import Testing
import TouchstoneCore

@Suite("Device geometry")
struct DeviceDescriptionTests {
    @Test func syntheticPadHasItsDeclaredGeometry() {
        let pad = DeviceDescription.touchpad(widthMillimetres: 100, heightMillimetres: 66, resolution: 12, slots: 5)
        #expect(pad.kind == .touchpad)
        #expect(pad.slotCount == 5)
        #expect(pad.maxFingers == 5)
        #expect(pad.widthMillimetres == 100)
        #expect(pad.heightMillimetres == 66)
        #expect(pad.millimetres(x: 600, y: 120) == PointMM(x: 50, y: 10))
    }

    @Test func missingResolutionFallsBackToLibinputsAssumedSize() {
        var pad = DeviceDescription.touchpad(widthMillimetres: 100, heightMillimetres: 66, resolution: 12)
        pad.absinfo[EventCode.ABS_MT_POSITION_X]?.resolution = 0
        pad.absinfo[EventCode.ABS_MT_POSITION_Y]?.resolution = 0
        #expect(!pad.hasResolution)
        #expect(abs(pad.widthMillimetres - 69) < 1e-9)
        #expect(abs(pad.heightMillimetres - 50) < 1e-9)
    }

    @Test func pointScaleDocumentsTheSeedsThresholds() {
        let scale = PointScale.standard
        #expect(abs(scale.millimetres(10) - 1.56) < 1e-9)
        #expect(abs(scale.millimetres(200) - 31.2) < 1e-9)
        #expect(abs(scale.millimetres(300) - 46.8) < 1e-9)
    }
}
