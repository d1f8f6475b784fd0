import Foundation
import Testing
import TouchstoneCLI
import TouchstoneDaemon
import TouchstoneTestSupport

/// Every option of every command (the standard set, so commands added later are covered) appears in its
/// `--help`, its man page and all three completion scripts; the scripts work in bash.
@Suite("Man pages and completions from the option tables")
struct DocumentationTests {
    let commands = TouchstoneMain.standardCommands
    var pages: [String: String] {
        Dictionary(uniqueKeysWithValues: ManPageSet.pages(commands: commands).map { ($0.fileName, $0.roff) })
    }

    @Test func everyOptionInHelpManPageAndCompletions() throws {
        let pages = self.pages
        let bash = ShellCompletion.bash(commands: commands)
        let zsh = ShellCompletion.zsh(commands: commands)
        let fish = ShellCompletion.fish(commands: commands)
        #expect(pages["touchstone.1"]?.contains(".SH COMMANDS") == true)
        for command in commands {
            let page = try #require(pages["touchstone-\(command.name).1"], "no man page for \(command.name)")
            let bashBranch = try #require(bash.split(separator: "\n").first { $0.hasPrefix("        \(command.name))") },
                                          "no bash branch for \(command.name)")
            let zshBranch = section(of: zsh, from: "        \(command.name))\n", to: ";;")
            #expect(pages["touchstone.1"]?.contains(".B \(ManPageTestText.roff(command.name))\n") == true)
            #expect(bash.contains(" \(command.name) ") || bash.contains("\"\(command.name) "), "\(command.name) not offered by bash")
            #expect(zsh.contains("'\(command.name):"), "\(command.name) not offered by zsh")
            #expect(fish.contains("-a \(command.name) -d"), "\(command.name) not offered by fish")
            for option in command.options + [OptionSpec.help] {
                let where_ = "touchstone \(command.name) --\(option.name)"
                #expect(command.helpText.contains("--\(option.name)"), "\(where_) missing from --help")
                #expect(page.contains("\\fB\\-\\-\(ManPageTestText.roff(option.name))\\fR"), "\(where_) missing from the man page")
                #expect(bashBranch.contains("--\(option.name) ") || bashBranch.contains("--\(option.name)\""), "\(where_) missing from bash")
                #expect(zshBranch.contains("--\(option.name)"), "\(where_) missing from zsh")
                #expect(fish.contains("'__fish_seen_subcommand_from \(command.name)'") &&
                        fish.split(separator: "\n").contains { $0.contains("from \(command.name)'") && $0.contains("-l \(option.name)") },
                        "\(where_) missing from fish")
                if let short = option.short {
                    #expect(page.contains("\\fB\\-\(short)\\fR"), "\(where_) -\(short) missing from the man page")
                    #expect(bashBranch.contains("-\(short) ") || bashBranch.contains("-\(short)\""), "\(where_) -\(short) missing from bash")
                }
            }
        }
    }

    @Test func daemonOptionsInItsPageAndCompletions() throws {
        let page = try #require(pages["touchstoned.8"])
        let files = Dictionary(uniqueKeysWithValues: ShellCompletion.files(commands: commands).map { ($0.path, $0.text) })
        for option in DaemonMain.options + [OptionSpec.help] {
            #expect(DaemonMain().helpText.contains("--\(option.name)"))
            #expect(page.contains("\\fB\\-\\-\(option.name)\\fR"), "touchstoned --\(option.name) missing from touchstoned(8)")
            for path in ["bash/touchstoned", "zsh/_touchstoned", "fish/touchstoned.fish"] {
                let text = try #require(files[path])
                #expect(text.contains("--\(option.name)") || text.contains("-l \(option.name)"), "touchstoned --\(option.name) missing from \(path)")
            }
        }
        let conf = try #require(pages["touchstoned.conf.5"])
        for key in DaemonConfiguration.documentedKeys { #expect(conf.contains(".B \(ManPageTestText.roff(key.key))\n")) }
    }

    @Test func documentedConfigurationKeysAreAccepted() throws {
        for key in DaemonConfiguration.documentedKeys {
            let text = key.globalOnly ? "\(key.key) = \(key.example)\n" : "[device \"X*\"]\n\(key.key) = \(key.example)\n"
            let configuration = try DaemonConfiguration(parsing: text, file: "t.conf")
            try configuration.validate(file: "t.conf")
            if !key.globalOnly {
                #expect(configuration.devices.first?.settings.first?.key == key.key)
                // A wrong value is refused, so the table's key is one the parser really checks.
                #expect(throws: DaemonConfigurationError.self) {
                    try DaemonConfiguration(parsing: "\(key.key) = ???\n", file: "t.conf").validate(file: "t.conf")
                }
            }
        }
    }

    @Test func pagesAreWellFormedRoff() {
        for (name, roff) in pages {
            let lines = roff.split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix(".TH ") }, "\(name) has no .TH")
            let nameLine = lines.firstIndex { $0 == ".SH NAME" }.map { lines[$0 + 1] }
            #expect(nameLine?.contains(" \\- ") == true, "\(name): NAME line must be 'name \\- summary'")
            #expect(!roff.contains("\n-"), "\(name): a line starting with an unescaped minus")
            #expect(!lines.contains { $0.hasPrefix(".") && !$0.hasPrefix(".\\\"") && $0.count > 1
                                      && !["TH", "SH", "B", "TP", "PP", "br", "nf", "fi", "RS", "RE", "I"].contains($0.dropFirst().split(separator: " ").first.map(String.init) ?? "") },
                    "\(name): unknown macro")
        }
    }

    @Test func bashCompletesCommandsOptionsAndPaths() throws {
        let script = ShellCompletion.bash(commands: commands)
        #expect(try complete(script, ["touchstone", "imp"]) == ["import"])
        #expect(try complete(script, ["touchstone", "import", "--ou"]) == ["--output"])
        #expect(try complete(script, ["touchstone", "replay", "--dev"]) == ["--device-index"])
        // After an option that takes a number, nothing is offered; after one that takes a path, files are.
        #expect(try complete(script, ["touchstone", "import", "--device-index", ""]) == [])
        let directory = try TemporaryDirectory("completion")
        defer { directory.remove() }
        try directory.write("swipe.json", "")
        #expect(try complete(script, ["touchstone", "import", "-o", directory.path + "/sw"]) == [directory.path + "/swipe.json"])
    }

    /// Runs the bash completion function for `words` (the last being completed) and returns COMPREPLY.
    func complete(_ script: String, _ words: [String]) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = script + "\nCOMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _touchstone; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-c", program]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func section(of text: String, from start: String, to end: String) -> Substring {
        guard let begin = text.range(of: start) else { return "" }
        let rest = text[begin.upperBound...]
        return rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)]
    }
}

/// How names appear in roff (minus signs escaped).
enum ManPageTestText {
    static func roff(_ text: String) -> String { text.replacingOccurrences(of: "-", with: "\\-") }
}
