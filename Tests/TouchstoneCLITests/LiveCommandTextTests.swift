import Testing
@testable import TouchstoneCLI

@Suite("Live commands talk to people on stderr")
struct LiveCommandTextTests {
    @Test func listenTurnsHelloIntoAGreetingOrAHint() {
        let none = ListenCommand.greeting(devices: [], socket: "/run/t.sock")
        #expect(none.contains("no touch device") && none.contains("sudo touchstone setup --allow touchpad"))
        let two = ListenCommand.greeting(devices: ["/dev/input/event5", "/dev/input/event7"], socket: "/run/t.sock")
        #expect(two.contains("/dev/input/event5, /dev/input/event7"))
    }

    @Test func oneMeaningForDevice() {
        // --device is a live /dev/input node wherever it appears; a recording's device is --device-index,
        // a synthetic device (synth, sweep) is --device-profile.
        for command in TouchstoneMain.standardCommands {
            for option in command.options where option.name == "device" {
                #expect(option.valueName == "NODE", "touchstone \(command.name) --device \(option.valueName ?? "")")
            }
        }
        let run = CLIRun(["info", "x.json", "--device", "1"], recordings: ["x.json": sampleRecording()])
        #expect(run.status == .usage)
        #expect(run.errors.text.contains("did you mean '--device-index'?"))
        #expect(CLIRun(["info", "x.json", "--device-index", "0"], recordings: ["x.json": sampleRecording()]).status == .ok)
    }
}
