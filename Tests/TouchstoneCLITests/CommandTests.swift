import Testing
import TouchstoneCLI
import TouchstoneCore

@Suite("touchstone commands")
struct CommandTests {
    @Test func dumpPrintsTheLineContractSortedBySlot() {
        let run = CLIRun(["dump", "a.json"], recordings: ["a.json": sampleRecording()])
        #expect(run.status == .ok)
        #expect(run.output.lines == [
            #"{"t_us": 0, "contacts": [{"slot": 0, "id": 1, "x": 100, "y": 100}]}"#,
            #"{"t_us": 8000, "contacts": [{"slot": 0, "id": 1, "x": 100, "y": 120}, {"slot": 1, "id": 2, "x": 300, "y": 110}]}"#,
            #"{"t_us": 16000, "contacts": []}"#,
        ])
    }

    @Test func infoSummarisesDeviceFramesAndLibinputGestures() {
        let run = CLIRun(["info", "a.json"], recordings: ["a.json": sampleRecording()])
        #expect(run.status == .ok)
        #expect(run.output.text.contains("100.0 x 66.0 mm, 12x12 units/mm (from the resolution the device reports)"))
        #expect(run.output.text.contains("class:     touchpad"))
        #expect(run.output.text.contains("frames:    3"))
        #expect(run.output.text.contains("at most 2"))
        #expect(run.output.text.contains("1 swipe (3 fingers, 1 cancelled)"))
        let json = CLIRun(["info", "--json", "a.json"], recordings: ["a.json": sampleRecording()])
        #expect(json.output.text.contains(#""frames": 3, "max_fingers": 2"#))
    }

    @Test func missingFileExitsWithNoInput() {
        let run = CLIRun(["dump", "missing.json"])
        #expect(run.status == .missingFile)
        #expect(run.errors.text.contains("missing.json"))
    }

    @Test func everyCommandHasHelp() {
        for command in TouchstoneMain.standardCommands {
            let run = CLIRun([command.name, "--help"])
            #expect(run.status == .ok)
            #expect(run.output.text.hasPrefix("Usage: touchstone \(command.name)"))
        }
    }

    @Test func unknownCommandAndNoArgumentsAreUsageErrors() {
        #expect(CLIRun(["frobnicate"]).status == .usage)
        #expect(CLIRun([]).status == .usage)
        #expect(CLIRun(["--version"]).output.text == "touchstone \(TouchstoneVersion.current) (commit \(BuildInfo.commit))\n")
        #expect(!BuildInfo.commit.isEmpty)
    }
}

@Suite("touchstone classify and stream")
struct ClassifyCommandTests {
    /// A two-finger drag down the synthetic pad: 40 mm over 400 ms, then release.
    func panDown() -> Recording {
        let pad = DeviceDescription.touchpad()
        var frames: [TouchFrame] = []
        for step in 0...50 {
            let y = Int32(100 + step * 10)
            frames.append(TouchFrame(time: Int64(step) * 8000, contacts: [Contact(id: 1, slot: 0, x: 400, y: y),
                                                                           Contact(id: 2, slot: 1, x: 600, y: y)]))
        }
        frames.append(TouchFrame(time: 51 * 8000, contacts: []))
        return Recording(device: pad, metadata: RecordingMetadata(source: "synthetic"), frames: frames)
    }

    @Test func classifyPrintsTheContractKeysFirst() {
        let run = CLIRun(["classify", "pan.json"], recordings: ["pan.json": panDown()])
        #expect(run.status == .ok)
        #expect(run.output.lines.count == 1)
        let line = run.output.lines.first ?? ""
        #expect(line.hasPrefix(#"{"file": "pan.json", "kind": "pan", "fingers": 2, "direction": "down", "outcome": "completed", "start_us": "#))
    }

    @Test func classifyGoesOnAfterAMissingFileButFails() {
        let run = CLIRun(["classify", "missing.json", "pan.json"], recordings: ["pan.json": panDown()])
        #expect(run.status == .missingFile)
        #expect(run.output.lines.count == 1)
        #expect(run.errors.text.contains("missing.json"))
    }

    @Test func streamPrintsOneUpdatePerLineFromBeganToEnded() {
        let run = CLIRun(["stream", "pan.json"], recordings: ["pan.json": panDown()])
        #expect(run.status == .ok)
        let phases = run.output.lines.map { line -> String in
            guard let range = line.range(of: #""phase": ""#) else { return "?" }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(phases.first == "began")
        #expect(phases.last == "ended")
        #expect(phases.dropFirst().dropLast().allSatisfy { $0 == "changed" })
    }
}
