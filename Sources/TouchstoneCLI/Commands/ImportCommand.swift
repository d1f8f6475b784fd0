import Foundation
import TouchstoneCore
import TouchstoneRecording
import TouchstoneReplay

/// `touchstone import FILE -o OUT.json`: converts a libinput-record, evemu or JSON file to a recording.
public struct ImportCommand: Command {
    public init() {}
    public let name = "import"
    public let summary = "Convert a libinput record (.yml), evemu (.evemu) or JSON file into a Touchstone recording."
    public let usage = "FILE -o OUT.json [--device-index N] [--label KEY=VALUE ...] [--expect EXPECT.json] [--compact] [--force]"
    public var discussion: String {
        """
        The output is the documented JSON format (docs/recording-format.md), written crash-safely through
        OUT.json.partial and renamed when complete; a failure leaves nothing behind. An existing OUT.json is
        replaced only with --force, and never when it is FILE itself. Labels are free-form and kept in the metadata.
        """
    }
    public let options: [OptionSpec] = [
        .value("output", short: "o", "OUT.json", help: "Where to write the recording (required)."),
        .deviceIndex, .size,
        .value("label", "KEY=VALUE", help: "Add a label to the metadata (repeatable)."),
        .value("expect", "EXPECT.json", help: "Embed this expect block (checked first; see docs/recording-format.md)."),
        .flag("compact", help: "Write without indentation (one line per frame is kept either way)."),
        .flag("force", help: "Replace OUT.json if it already exists."),
    ]

    public func run(_ arguments: ParsedArguments, in context: CommandContext) throws(CommandError) -> ExitCode {
        let path = try arguments.singleFile()
        guard let output = arguments.value("output") else { throw .usage("say where to write: -o OUT.json") }
        if output == path || FileIdentity.same(path, output) {
            throw CommandError(RecordingError.outputIsInput(file: output, input: path))
        }
        var recording = try context.loadRecording(path, try arguments.deviceIndex())
        // --size is the user's word about this device: the recording keeps it as its size_mm.
        if let size = context.sizeHints.override {
            recording.device.declaredSize = size
            recording.device.sizeHints.removeAll { $0.source == .override }
        }
        for label in arguments.allValues("label") {
            guard let equals = label.firstIndex(of: "="), equals != label.startIndex else {
                throw .usage("--label takes KEY=VALUE, not '\(label)'")
            }
            recording.metadata.labels[String(label[..<equals])] = String(label[label.index(after: equals)...])
        }
        if let expectPath = arguments.value("expect") {
            recording.expect = try Self.expectBlock(at: expectPath)
        }
        if recording.metadata.toolVersion == nil { recording.metadata.toolVersion = TouchstoneVersion.current }
        do {
            try RecordingEncoder(style: arguments.has("compact") ? .compact : .pretty).write(recording, toPath: output,
                                                                                        replacing: arguments.has("force"))
        } catch {
            throw CommandError(error)
        }
        context.errors.line("wrote \(output): \(recording.frames.count) frames, \(recording.libinputGestures.count) libinput gesture events")
        return .ok
    }

    /// Reads and checks an expect block file.
    static func expectBlock(at path: String) throws(CommandError) -> JSONValue {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandError("\(path): cannot read", exitCode: .missingFile)
        }
        let block: JSONValue
        do {
            block = try JSONValueCoding.decode(Array(data), name: path)
        } catch {
            throw CommandError(error)
        }
        do {
            _ = try Expectation(json: block)
        } catch {
            throw CommandError("\(path): \(error)", exitCode: .badData)
        }
        return block
    }
}
