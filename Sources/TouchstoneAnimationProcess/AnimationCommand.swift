import TouchstoneCore

/// How to run an animation as a child process: the argv (no shell), where, and the limits.
public struct AnimationCommand: Sendable, Hashable {
    /// Program and arguments; the program is searched in PATH unless it contains a slash.
    public var arguments: [String]
    /// Working directory of the child (relative paths in `arguments` resolve against it); nil: ours.
    public var directory: String?
    /// How long a reply may take, microseconds (default 10 s).
    public var replyTimeout: Int64
    /// Longest reply line accepted, bytes (longer is a flood).
    public var maxLineLength: Int

    /// Creates a command.
    public init(arguments: [String], directory: String? = nil, replyTimeout: Int64 = 10_000_000,
                maxLineLength: Int = 1 << 20) {
        self.arguments = arguments
        self.directory = directory
        self.replyTimeout = replyTimeout
        self.maxLineLength = maxLineLength
    }

    /// The command as people type it: arguments joined by spaces, quoted when they need it.
    public var displayName: String {
        arguments.map { argument in
            argument.isEmpty || argument.contains(where: { " \t'\"\\$".contains($0) })
                ? "'" + argument.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'" : argument
        }.joined(separator: " ")
    }

    /// Splits a command line the way a POSIX shell splits words: blanks separate, single quotes keep
    /// everything, double quotes keep all but `\"` and `\\`, a backslash escapes the next character.
    /// No expansion of any kind. Throws the problem for an unterminated quote or an empty command.
    public static func split(_ line: String) throws(AnimationCommandError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = Array(line).makeIterator()
        while let c = iterator.next() {
            switch c {
            case " ", "\t", "\n":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "'" { closed = true; break }
                    word.append(d)
                }
                guard closed else { throw AnimationCommandError("", expected: "a closing '", found: "the end of '\(line)'") }
            case "\"":
                inWord = true
                var closed = false
                while let d = iterator.next() {
                    if d == "\"" { closed = true; break }
                    if d == "\\", let e = iterator.next() {
                        if e != "\"" && e != "\\" { word.append(d) }
                        word.append(e)
                    } else {
                        word.append(d)
                    }
                }
                guard closed else { throw AnimationCommandError("", expected: "a closing \"", found: "the end of '\(line)'") }
            case "\\":
                inWord = true
                if let d = iterator.next() { word.append(d) }
            default:
                inWord = true
                word.append(c)
            }
        }
        if inWord { words.append(word) }
        guard !words.isEmpty else {
            throw AnimationCommandError("", expected: "the program and its arguments", found: "an empty command")
        }
        return words
    }
}

/// A command line that cannot be split into arguments: `expected a closing ', found the end of 'python3 'x'`
/// (the caller puts the option or field before it).
public struct AnimationCommandError: InputError, Sendable, Hashable {
    /// What was expected and what was found.
    public var problem: InputProblem

    /// Creates an error.
    public init(_ problem: InputProblem) { self.problem = problem }
}
