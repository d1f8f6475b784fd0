import Testing
@testable import TouchstoneCLI

@Suite("Argument parsing")
struct ArgumentParsingTests {
    let options: [OptionSpec] = [.value("output", short: "o", "FILE", help: ""), .flag("json", help: ""),
                                 .value("fps", "N", help: "")]

    @Test func longShortInlineAndPositionals() throws {
        let parsed = try ParsedArguments(["a.yml", "-o", "out.json", "--json", "--fps=120", "--", "--weird"], options: options)
        #expect(parsed.positionals == ["a.yml", "--weird"])
        #expect(parsed.value("output") == "out.json")
        #expect(parsed.has("json"))
        #expect(try parsed.integer("fps", in: 1...1000) == 120)
    }

    @Test(arguments: [
        (["--nope"], "unknown option '--nope'"),
        (["-o"], "needs a value"),
        (["--json=1"], "takes no value"),
    ])
    func usageErrorsSayWhatIsWrong(arguments: [String], fragment: String) {
        do {
            _ = try ParsedArguments(arguments, options: options)
            Issue.record("expected a usage error")
        } catch {
            #expect(error.exitCode == .usage)
            #expect(error.message.contains(fragment))
        }
    }

    @Test func integerOutOfRangeIsAUsageError() throws {
        let parsed = try ParsedArguments(["--fps", "0"], options: options)
        #expect(throws: CommandError.self) { try parsed.integer("fps", in: 1...1000) }
    }
}

@Suite("Did you mean")
struct SuggestionTests {
    @Test func mistypedOptionsAndCommandsGetTheNearestName() throws {
        let options: [OptionSpec] = [.value("output", short: "o", "FILE", help: ""), .flag("json", help: "")]
        #expect(throws: CommandError.usage("unknown option '--ouptut'; did you mean '--output'?")) {
            try ParsedArguments(["--ouptut", "x"], options: options)
        }
        #expect(throws: CommandError.usage("unknown option '--jsn'; did you mean '--json'?")) {
            try ParsedArguments(["--jsn"], options: options)
        }
        // Nothing close: no guess.
        #expect(throws: CommandError.usage("unknown option '--frobnicate'")) { try ParsedArguments(["--frobnicate"], options: options) }

        let run = CLIRun(["replya", "x.json"])
        #expect(run.status == .usage)
        #expect(run.errors.text.contains("unknown command 'replya'; did you mean 'replay'?"))
        #expect(CLIRun(["frobnicate"]).errors.text.contains("unknown command 'frobnicate'; see"))
    }

    @Test func editDistanceCountsASwapOnce() {
        #expect(Suggestion.closest(to: "lsiten", among: ["listen", "list"]) == "listen")
        #expect(Suggestion.closest(to: "x", among: ["info", "dump"]) == nil)
    }
}
