/// One option a command accepts: `--long`, optional `-s`, and whether it takes a value.
///
/// The option tables are the one source of truth for parsing, `--help`, man pages and shell completions.
public struct OptionSpec: Sendable {
    /// The long name without dashes (`output` for `--output`); also the key results are stored under.
    public var name: String
    /// A one-letter alias without the dash (`o` for `-o`), if any.
    public var short: Character?
    /// Placeholder for the value in help text (`FILE`); nil for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String

    /// A flag: present or absent.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, help: help)
    }

    /// An option that takes a value.
    public static func value(_ name: String, short: Character? = nil, _ valueName: String, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: valueName, help: help)
    }

    /// `--help`, which every command accepts.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show this help.")

    /// `-o, --output FILE` as help text shows it.
    public var synopsis: String {
        var text = short.map { "-\($0), " } ?? "    "
        text += "--\(name)"
        if let valueName { text += " \(valueName)" }
        return text
    }

    /// The `Options:` block of `--help` for `options` (with `--help` added), one aligned line each.
    public static func helpTable(_ options: [OptionSpec]) -> String {
        let all = options + [.help]
        let width = all.map(\.synopsis.count).max() ?? 0
        return all.map { "  \($0.synopsis.padding(to: width))  \($0.help)\n" }.joined()
    }
}

extension String {
    /// The string padded with spaces on the right to `width` characters.
    public func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
