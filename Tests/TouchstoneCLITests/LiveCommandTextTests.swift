import Testing
@testable import TouchstoneCLI

@Suite("Live commands talk to people on stderr")
struct LiveCommandTextTests {
    @Test func listenTurnsHelloIntoAGreetingOrAHint() throws {
        let none = try #require(ListenCommand.greeting("{\"type\": \"hello\", \"version\": 1, \"daemon\": \"0.1.0\", \"devices\": []}", socket: "/run/t.sock"))
        #expect(none.contains("no touch device") && none.contains("sudo touchstone setup --allow touchpad"))
        let two = try #require(ListenCommand.greeting(
            "{\"type\": \"hello\", \"version\": 1, \"daemon\": \"0.1.0\", \"devices\": [\"/dev/input/event5\", \"/dev/input/event7\"]}", socket: "/run/t.sock"))
        #expect(two.contains("/dev/input/event5, /dev/input/event7"))
        #expect(ListenCommand.greeting("{\"type\": \"update\", \"node\": \"/dev/input/event5\"}", socket: "/run/t.sock") == nil)
    }

    @Test func oneMeaningForDevice() {
        // --device is a live /dev/input node wherever it appears; a recording's device is --device-index.
        for command in TouchstoneMain.standardCommands {
            for option in command.options where option.name == "device" {
                #expect(option.valueName == "NODE" || command.name == "synth", "touchstone \(command.name) --device \(option.valueName ?? "")")
            }
        }
        let run = CLIRun(["info", "x.json", "--device", "1"], recordings: ["x.json": sampleRecording()])
        #expect(run.status == .usage)
        #expect(run.errors.text.contains("did you mean '--device-index'?"))
        #expect(CLIRun(["info", "x.json", "--device-index", "0"], recordings: ["x.json": sampleRecording()]).status == .ok)
    }
}
