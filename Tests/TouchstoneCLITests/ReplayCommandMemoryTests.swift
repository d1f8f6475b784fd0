import Testing
import TouchstoneCLI
import TouchstoneTestSupport

/// Issue 9: `touchstone replay` and `touchstone test` on the 700-byte files whose time span used to make
/// them keep a tick per display frame (over 4 GB, SIGABRT): in-process, with the real loader.
@Suite("replay/test on recordings that span years")
struct ReplayCommandMemoryTests {
    static let directory = RepositoryPaths.fixture("replay")

    func run(_ arguments: [String]) -> (status: ExitCode, output: String, errors: String) {
        let output = CapturedOutput(), errors = CapturedOutput()
        let status = TouchstoneMain().run(arguments, in: CommandContext(output: output.sink, errors: errors.sink))
        return (status, output.text, errors.text)
    }

    @Test func replayCountsAYearOfIdleTicks() {
        let run = run(["replay", Self.directory + "/year_apart.json", "--json"])
        #expect(run.status == .ok, "\(run.errors)")
        #expect(run.output.contains(#""display_frames": 1892160002, "input_frames": 2"#))
    }

    @Test func testChecksBothFiles() {
        let run = run(["test", Self.directory])
        #expect(run.status == .ok, "\(run.output)\(run.errors)")
        #expect(run.output.contains("2 passed, 0 failed"))
    }
}
