import Glibc

/// The hidden `touchstone generate-manpages DIR` and `touchstone generate-completions DIR` the Makefile
/// runs at build time: manual pages and shell completions written from the commands' option tables.
enum GeneratedDocumentation {
    /// The hidden command names (not listed in `--help`; they are for the build).
    static let commandNames = ["generate-manpages", "generate-completions"]

    /// Writes the files `name` asks for under the one directory in `arguments`.
    static func run(_ name: String, _ arguments: [String], commands: [any Command],
                    in context: CommandContext) throws(CommandError) -> ExitCode {
        guard arguments.count == 1, let directory = arguments.first, !directory.hasPrefix("-") else {
            throw .usage("usage: touchstone \(name) DIR")
        }
        let files: [(path: String, text: String)] = name == "generate-manpages"
            ? ManPageSet.pages(commands: commands).map { ($0.fileName, $0.roff) }
            : ShellCompletion.files(commands: commands).map { ($0.path, $0.text) }
        for file in files {
            let path = directory + "/" + file.path
            try makeDirectories(String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]))
            try FileOutput.write(file.text, to: path)
        }
        context.errors.line("wrote \(files.count) files to \(directory)")
        return .ok
    }

    private static func makeDirectories(_ path: String) throws(CommandError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") where part != "." {
            prefix += "/" + part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                throw CommandError("\(prefix): cannot create the directory: \(String(cString: strerror(errno)))", exitCode: .ioError)
            }
        }
    }
}
