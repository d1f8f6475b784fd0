import Testing
import TouchstoneCLI
import TouchstoneTestSupport

/// Issue 9: `touchstone replay` and `touchstone test` on the 700-byte files whose time span used to make
/// them keep a tick per display frame (over 4 GB, SIGABRT): in-process, with the real loader.
@Suite("replay/test on recordings that span years")
struct ReplayCommandMemoryTests {
    static let directory = RepositoryPaths.fixture("replay")

    @Test func replayCountsAYearOfIdleTicks() {
        let run = CLIRun.readingFiles(["replay", Self.directory + "/year_apart.json", "--json"])
        #expect(run.status == .ok, "\(run.errors.text)")
        #expect(run.output.text.contains(#""display_frames": 1892160002, "input_frames": 2"#))
    }

    @Test func testChecksBothFiles() {
        let run = CLIRun.readingFiles(["test", Self.directory])
        #expect(run.status == .ok, "\(run.output.text)\(run.errors.text)")
        #expect(run.output.text.contains("2 passed, 0 failed"))
    }
}
