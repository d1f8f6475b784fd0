import TouchstoneRender

/// `-o OUT.png|svg|pdf` for the commands that draw a picture: the path and the format its extension names.
struct PictureOutput {
    /// Where the picture goes.
    let path: String
    /// PNG, SVG or PDF, from the extension.
    let format: ImageFormat

    /// The `-o` of `command`, which must name one.
    /// - Throws: a usage error when `-o` is missing or its extension is not .png, .svg or .pdf.
    init(_ arguments: ParsedArguments, command: String) throws(CommandError) {
        guard let picture = try Self.optional(arguments) else { throw .usage("\(command) needs -o OUT.png, OUT.svg or OUT.pdf") }
        self = picture
    }

    private init(path: String, format: ImageFormat) {
        self.path = path
        self.format = format
    }

    /// The `-o` picture when one is asked for.
    /// - Throws: a usage error when the extension is not .png, .svg or .pdf.
    static func optional(_ arguments: ParsedArguments) throws(CommandError) -> PictureOutput? {
        guard let path = arguments.value("output") else { return nil }
        do {
            return PictureOutput(path: path, format: try ImageFormat(path: path))
        } catch {
            throw .usage(error.description)
        }
    }

    /// Writes `bytes` and says so on `context.errors` (`wrote WHAT PATH`): the picture is the data, its path chatter.
    func write(_ bytes: [UInt8], what: String, in context: CommandContext) throws(CommandError) {
        try FileOutput.write(bytes: bytes, to: path)
        context.errors.line("wrote \(what) \(path)")
    }
}
