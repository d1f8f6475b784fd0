/// `touchstone dump FILE`: every touch frame as a JSON line, a contract other tools rely on.
public struct DumpCommand: Command {
    public init() {}
    public let name = "dump"
    public let summary = "Print every touch frame of a recording as JSON Lines."
    public let usage = "FILE [--device-index N]"
    public var discussion: String {
        """
        FILE is a Touchstone recording (.json), a `libinput record` file (.yml/.yaml) or an evemu file
        (.evemu). Each line is exactly:
          {"t_us": <int>, "contacts": [{"slot": <int>, "id": <int>, "x": <int>, "y": <int>}]}
        with t_us in microseconds from the start, x/y in device units, contacts sorted by slot.
        """
    }
    public let options: [OptionSpec] = [.deviceIndex]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        // Streamed: each frame is printed as it is read, so memory does not grow with the file.
        _ = try context.readRecording(path, try arguments.deviceIndex()) { frame in
            context.output.line(DumpLine.render(frame))
        }
        return .ok
    }
}

extension ParsedArguments {
    /// The one FILE argument a command takes.
    /// - Throws: `CommandError.usage` when there is none or more than one.
    func singleFile() throws(CommandError) -> String {
        guard positionals.count == 1 else {
            throw .usage(positionals.isEmpty ? "expected a FILE argument" : "expected one FILE, got \(positionals.count)")
        }
        return positionals[0]
    }
}
