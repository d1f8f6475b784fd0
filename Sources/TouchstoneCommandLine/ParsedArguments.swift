/// A command line after parsing against a command's options.
public struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// The arguments exactly as given (after the command name), e.g. for a report's "command" line.
    public private(set) var given: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// Parses `arguments` against `options`; `--help` is always accepted.
    ///
    /// Accepts `--name value`, `--name=value`, `-n value`, and `--` to end options.
    /// - Throws: `CommandError.usage` naming the unknown option or the missing value.
    public init(_ arguments: [String], options: [OptionSpec]) throws(CommandError) {
        given = arguments
        let all = options + [.help]
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: Substring
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = argument.dropFirst(2)
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = name[..<equals]
                }
            } else {
                name = argument.dropFirst()
            }
            let spec = argument.hasPrefix("--")
                ? all.first { $0.name == name }
                : all.first { name.count == 1 && $0.short == name.first }
            guard let spec else {
                let hint = argument.hasPrefix("--") ? Suggestion.hint(for: "--" + name, among: all.map { "--\($0.name)" }) : ""
                throw .usage("unknown option '\(argument)'\(hint)")
            }
            if spec.valueName == nil {
                if inlineValue != nil { throw .usage("option '--\(spec.name)' takes no value") }
                flags.insert(spec.name)
                continue
            }
            if let inlineValue {
                values[spec.name, default: []].append(inlineValue)
            } else {
                guard index < arguments.count else {
                    throw .usage("option '\(argument)' needs a value (\(spec.valueName ?? "VALUE"))")
                }
                values[spec.name, default: []].append(arguments[index])
                index += 1
            }
        }
    }

    /// True when the flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The last value given for `option`, if any.
    public func value(_ option: String) -> String? { values[option]?.last }

    /// Every value given for `option`, in order.
    public func allValues(_ option: String) -> [String] { values[option] ?? [] }

    /// The value of `option` as an integer within `range`.
    /// - Throws: `CommandError.usage` when it is not a whole number in range.
    public func integer(_ option: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = value(option) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage("--\(option) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }
}
