import Foundation
import Testing
import TouchstoneCLI
import TouchstoneCore
import TouchstoneRecording
import TouchstoneTestSupport

@Suite struct SynthCommandTests {
    @Test func flagsMakeARecordingThatClassifiesAsItsExpectBlockSays() throws {
        let directory = try TemporaryDirectory("synth")
        defer { directory.remove() }
        let out = directory.file("swipe.json")
        let run = CLIRun(["synth", "--kind", "swipe", "--fingers", "3", "--direction", "left", "--distance-mm", "40",
                          "--duration-ms", "300", "-o", out])
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.errors.text.contains("expect swipe 3 left completed"))
        let recording = try RecordingImporter.load(path: out, deviceIndex: nil)
        #expect(recording.expect?["gestures"] == .array([.object([("kind", .string("swipe")), ("fingers", .number(3)),
                                                                    ("direction", .string("left")), ("outcome", .string("completed"))])]))
        let classified = CLIRun(["classify", out], recordings: [out: recording])
        #expect(classified.output.text.contains("\"kind\": \"swipe\", \"fingers\": 3, \"direction\": \"left\", \"outcome\": \"completed\""))
        let tested = CLIRun(["test", out], recordings: [out: recording])
        #expect(tested.status == .ok, "\(tested.output.text)")
    }

    @Test func theSameSpecAndSeedGiveTheSameBytes() throws {
        let a = CLIRun(["synth", "--kind", "pinch", "--direction", "in", "--seed", "9"])
        let b = CLIRun(["synth", "--kind", "pinch", "--direction", "in", "--seed", "9"])
        let c = CLIRun(["synth", "--kind", "pinch", "--direction", "in", "--seed", "10"])
        #expect(a.status == .ok && !a.output.text.isEmpty)
        #expect(a.output.text == b.output.text)
        #expect(a.output.text != c.output.text)
    }

    @Test func aSpecFileDescribesASequence() throws {
        let directory = try TemporaryDirectory("synth")
        defer { directory.remove() }
        let spec = try directory.write("spec.json", #"{"device": "large", "seed": 4, "gestures": [{"kind": "rotate", "direction": "ccw"}, {"kind": "pan", "direction": "up", "profile": "out-and-back", "distance_mm": 20}]}"#)
        let run = CLIRun(["synth", spec])
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.text.contains("Touchstone Large Touchpad"))
        #expect(run.output.text.contains(#""direction": "ccw""#) || run.output.text.contains(#""direction":"ccw""#))
    }

    @Test func badInputNamesTheFlagOrTheFieldAndFails() throws {
        let noKind = CLIRun(["synth", "--fingers", "3"])
        #expect(noKind.status == .usage)
        #expect(noKind.errors.text.contains("--kind"))
        let badFingers = CLIRun(["synth", "--kind", "rotate", "--fingers", "3"])
        #expect(badFingers.status == .usage)
        #expect(badFingers.errors.text.contains("--fingers: expected 2 fingers for a rotate, found 3"))
        let directory = try TemporaryDirectory("synth")
        defer { directory.remove() }
        let spec = try directory.write("bad.json", #"{"gestures": [{"kind": "swipe", "jitter_mm": "lots"}]}"#)
        let badFile = CLIRun(["synth", spec])
        #expect(badFile.status == .badData)
        #expect(badFile.errors.text.contains("gestures[0].jitter_mm: expected a number from 0 to 5, found \"lots\""))
    }

    @Test func deviceFromTakesARecordingsDevice() throws {
        let source = sampleRecording()
        let run = CLIRun(["synth", "--kind", "hold", "--device-from", "pad.json"], recordings: ["pad.json": source])
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.text.contains(source.device.name))
    }

    @Test func deviceProfileNamesTheSyntheticDeviceAndDeviceIsNotASecondSpelling() {
        let twoslot = CLIRun(["synth", "--kind", "hold", "--device-profile", "twoslot"])
        let precision = CLIRun(["synth", "--kind", "hold"])
        #expect(twoslot.status == .ok, "\(twoslot.errors.text)")
        #expect(twoslot.output.text != precision.output.text)
        // --device is only ever a live node: synth has no such option.
        #expect(CLIRun(["synth", "--kind", "hold", "--device", "twoslot"]).status == .usage)
        #expect(CLIRun(["synth", "--kind", "hold", "--device-profile", "twoslot", "--device-from", "pad.json"],
                       recordings: ["pad.json": sampleRecording()]).status == .usage)
    }
}
