import Foundation
@testable import TouchstoneCLI
import TouchstoneTestSupport

/// The `touchstone test` cases the tests write into a `TemporaryDirectory`.
enum SampleCase {
    /// A small recording whose expect block holds (a two-finger tap that is no gesture).
    static let passing: String = try! String(contentsOfFile: RepositoryPaths.recordings + "/tap2_is_nothing.json", encoding: .utf8)
    /// The same recording expecting a hold: fails on the kind.
    static let failing = passing.replacingOccurrences(of: "{\"kind\": \"none\"", with: "{\"kind\": \"hold\"")
    /// The same recording without its expect block.
    static let unexpected = passing.split(separator: "\n").filter { !$0.contains("\"expect\"") }.joined(separator: "\n")
}

/// `touchstone test` run in-process with a fixed clock, host name and environment.
struct TestRun {
    let status: ExitCode
    let output: CapturedOutput
    let errors: CapturedOutput

    init(_ arguments: [String], in directory: String, variables: [String: String] = [:], terminal: Bool = false,
         appSession: E2ECommand.Session? = nil, facts: EndToEndWay.Facts? = nil) {
        let output = CapturedOutput(), errors = CapturedOutput()
        let sink = OutputSink(isTerminal: terminal) { output.sink.write($0) }
        let context = CommandContext(output: sink, errors: errors.sink)
        let environment = TestRunEnvironment(elapsed: { 0 }, now: { 1_764_561_600 }, hostname: "ci-host",
                                             variables: variables, workingDirectory: directory)
        status = TouchstoneMain(commands: [TestCommand(environment: { environment }, appSession: appSession, facts: facts.map(Self.constant))]).run(["test"] + arguments, in: context)
        self.output = output
        self.errors = errors
    }

    private static func constant(_ facts: EndToEndWay.Facts) -> @Sendable () -> EndToEndWay.Facts { { facts } }
}
