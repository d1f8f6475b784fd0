/// Splits a command line the way a POSIX shell splits words: blanks separate words, single quotes keep
/// everything literal, double quotes keep blanks, a backslash escapes the next character. No expansion.
enum ShellWords {
    /// The words of `text`.
    /// - Throws: `CommandError.usage` for an unterminated quote or a trailing backslash.
    static func split(_ text: String, option: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word); word = ""; inWord = false }
            case "'":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "'" { closed = true; break }
                    word.append(next)
                }
                guard closed else { throw .usage("--\(option): unterminated single quote in '\(text)'") }
            case "\"":
                inWord = true
                var closed = false
                while let next = iterator.next() {
                    if next == "\"" { closed = true; break }
                    if next == "\\" {
                        guard let escaped = iterator.next() else { break }
                        if escaped != "\"" && escaped != "\\" && escaped != "$" && escaped != "`" { word.append("\\") }
                        word.append(escaped)
                        continue
                    }
                    word.append(next)
                }
                guard closed else { throw .usage("--\(option): unterminated double quote in '\(text)'") }
            case "\\":
                guard let escaped = iterator.next() else { throw .usage("--\(option): trailing backslash in '\(text)'") }
                inWord = true
                word.append(escaped)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
