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
        #expect(run.output.text.contains("100.0 x 66.0 mm, 12x12 units/mm"))
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
        #expect(CLIRun(["--version"]).output.text == "touchstone \(TouchstoneVersion.current)\n")
    }
}
