import TouchstoneCore

/// A recording's `expect.app` block: the real app to play it into and what the app must print after it.
///
/// ```json
/// "app": {"command": ["gjs", "-m", "examples/e2e/carousel/carousel.js"], "ready": "^READY",
///         "expect_stdout": ["^PAGE-CHANGED 3$"]}
/// ```
public struct EndToEndAppBlock: Sendable, Hashable {
    /// The app's command and arguments.
    public var command: [String]
    /// The ready line (nil: the app's first line).
    public var ready: String?
    /// Regular expressions the app's stdout must match after the recording.
    public var expectStdout: [String]
    /// The compositor, when the block names one.
    public var compositor: String?

    /// Reads `expect.app` from a recording's expect block; nil when there is none.
    /// - Throws: `CommandError` (bad data) naming `file` and the member that is wrong.
    public init?(expect: JSONValue?, file: String) throws(CommandError) {
        guard let block = expect?["app"] else { return nil }
        func fail(_ member: String, _ expected: String) -> CommandError {
            CommandError("\(file): expect.app.\(member): expected \(expected)", exitCode: .badData)
        }
        func strings(_ member: String) throws(CommandError) -> [String]? {
            guard let value = block[member] else { return nil }
            guard case .array(let items) = value else { throw fail(member, "an array of strings") }
            var result: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let text) = item else { throw fail("\(member)[\(index)]", "a string") }
                result.append(text)
            }
            return result
        }
        func string(_ member: String) throws(CommandError) -> String? {
            guard let value = block[member] else { return nil }
            guard case .string(let text) = value else { throw fail(member, "a string") }
            return text
        }
        guard case .object = block else { throw CommandError("\(file): expect.app: expected an object", exitCode: .badData) }
        guard let command = try strings("command"), !command.isEmpty else { throw fail("command", "a non-empty array of strings (the app and its arguments)") }
        self.command = command
        self.ready = try string("ready")
        self.expectStdout = try strings("expect_stdout") ?? []
        self.compositor = try string("compositor")
    }
}
